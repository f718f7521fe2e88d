import ServiceLifecycle

/// Keeps the pages' event streams honest: a comment line to every open stream every
/// `heartbeat`, and every stream ended when the server shuts down gracefully.
///
/// A page that goes away leaves nothing to read from its stream, so the server would only
/// notice at the next theme change, holding the socket and its file handle until then (200
/// closed pages held 200 handles). The heartbeat's write fails on a closed connection, which
/// ends that stream's request and releases both within one interval. An open event stream is
/// also a request that never ends, and a graceful shutdown waits for requests: on the shutdown
/// signal this service ends the streams so the server can finish.
struct EventStreamCloser: Service {
    /// The hub whose streams it keeps.
    let events: StudioEvents
    /// How often open streams get a comment line.
    let heartbeat: Duration

    /// Sends heartbeats until the graceful shutdown, then ends every stream.
    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            while true {
                try await Task.sleep(for: heartbeat)
                events.sendHeartbeat()
            }
        }
        events.finishAll()
    }
}
