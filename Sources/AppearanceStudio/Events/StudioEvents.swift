import Synchronization

/// Fans server-sent events out to every open page: each subscriber gets its own stream of
/// ready-to-write event text.
///
/// A page that falls behind keeps only the newest events (each one says "look again", so
/// older ones add nothing). ``finishAll()`` ends every stream and refuses new ones, which lets
/// the server's graceful shutdown finish instead of waiting on pages that never disconnect.
public final class StudioEvents: Sendable {
    private struct State {
        var nextID = 0
        var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
        var isFinished = false
    }

    private let state = Mutex(State())

    /// A hub with no subscribers.
    public init() {}

    /// The number of open streams (for tests).
    public var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// A new stream of events; it ends at ``finishAll()`` or when the consumer stops reading.
    public func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(8))
        let id: Int? = state.withLock { state in
            guard !state.isFinished else { return nil }
            state.nextID += 1
            state.subscribers[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        // Set outside the lock: a stream that has already ended calls this at once.
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends an event named `name` with one line of `data` (JSON) to every stream.
    public func send(_ name: String, data: String) {
        let text = "event: \(name)\ndata: \(data)\n\n"
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers { subscriber.yield(text) }
    }

    /// Sends a comment line (which pages ignore) to every stream: writing it to a page that
    /// has gone fails, which ends that page's stream and releases its connection.
    public func sendHeartbeat() {
        let subscribers = state.withLock { Array($0.subscribers.values) }
        for subscriber in subscribers { subscriber.yield(": heartbeat\n\n") }
    }

    /// Ends every stream, and every later one at once.
    public func finishAll() {
        let subscribers = state.withLock { state in
            state.isFinished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }
}
