public import Foundation
import Hummingbird
import Logging
public import NIOCore
import ServiceLifecycle
import UnixSignals

/// The studio's web server: the routes on 127.0.0.1 (never another interface), stopped
/// gracefully by SIGINT (Ctrl-C) or SIGTERM.
///
/// ```swift
/// let studio = try Studio(catalog: .builtin, themeArguments: ["themes/brand.yaml"])
/// try await StudioServer(studio: studio, port: 0).run { url in print("Studio: \(url)") }
/// ```
public struct StudioServer: Sendable {
    /// The only address the server listens on.
    public static let host = "127.0.0.1"

    /// The studio served.
    public let studio: Studio
    /// The port, or 0 for any free port.
    public let port: Int
    /// How often open event streams get a heartbeat, which finds pages that have gone.
    public let heartbeat: Duration
    /// How long a connection may take to send a request before it is closed.
    public let timeouts: Timeouts

    /// How long a connection may take to send each part of a request: a client that sends
    /// nothing, or trickles its headers or body, is closed rather than held for ever.
    public struct Timeouts: Sendable {
        /// From the connection opening (or the last answer, kept alive) to complete headers.
        public var head: TimeAmount
        /// From the headers to the end of the body.
        public var body: TimeAmount

        /// Timeouts of `head` and `body`.
        public init(head: TimeAmount, body: TimeAmount) {
            self.head = head
            self.body = body
        }

        /// 15 s for headers and 15 s for a body: a page's requests take milliseconds.
        public static let standard = Timeouts(head: .seconds(15), body: .seconds(15))
    }

    /// A server for `studio` on `port` (0 for any free one); event streams of pages that have
    /// gone are released within `heartbeat`, and connections slow to send a request are closed
    /// past `timeouts`.
    public init(studio: Studio, port: Int, heartbeat: Duration = .seconds(5), timeouts: Timeouts = .standard) {
        self.studio = studio
        self.port = port
        self.heartbeat = heartbeat
        self.timeouts = timeouts
    }

    /// Watches the theme files and serves until a shutdown signal, or until the calling task
    /// is cancelled (tests stop the server that way); both shut down gracefully.
    ///
    /// - Parameters:
    ///   - signals: Whether SIGINT and SIGTERM stop the server gracefully (the command-line tool's case).
    ///   - onReady: Called once the server listens, with the page's URL.
    /// - Throws: When the port cannot be bound or the page's files are missing.
    public func run(signals: Bool = true, onReady: @escaping @Sendable (URL) async -> Void) async throws {
        let router = try StudioRouter.make(studio: studio)
        var logger = Logger(label: "appearance-studio")
        logger.logLevel = .warning
        let timeouts = timeouts
        let app = Application(
            router: router,
            server: .http1(configuration: .init(additionalChannelHandlers: [RequestDeadlineHandler(timeouts: timeouts)])),
            configuration: .init(address: .hostname(Self.host, port: port), serverName: "appearance-studio"),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                await onReady(URL(string: "http://\(Self.host):\(bound)/")!)
            },
            logger: logger)
        let events = await MainActor.run {
            studio.startWatching()
            return studio.events
        }
        // The closer comes last so that it is told first on shutdown (the group shuts services
        // down in reverse order): streams end before the server waits for its requests.
        let group = ServiceGroup(
            configuration: .init(
                services: [app, EventStreamCloser(events: events, heartbeat: heartbeat)],
                gracefulShutdownSignals: signals ? [.sigterm, .sigint] : [],
                logger: logger))
        do {
            // Cancelling the caller shuts the server down gracefully, as a signal would, rather
            // than cancelling it mid-request: the group runs in its own task.
            let running = Task { try await group.run() }
            try await withTaskCancellationHandler {
                try await running.value
            } onCancel: {
                Task { await group.triggerGracefulShutdown() }
            }
        } catch {
            await MainActor.run { studio.stop() }
            throw error
        }
        await MainActor.run { studio.stop() }
    }
}
