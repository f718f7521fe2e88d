import ServiceLifecycle

/// Ends the pages' event streams when the server shuts down gracefully.
///
/// An open event stream is a request that never ends, and a graceful shutdown waits for
/// requests; this service runs beside the server, and on the shutdown signal it ends the
/// streams so the server can finish.
struct EventStreamCloser: Service {
    /// The hub whose streams it ends.
    let events: StudioEvents

    /// Waits for the graceful shutdown, then ends every stream.
    func run() async throws {
        try? await gracefulShutdown()
        events.finishAll()
    }
}
