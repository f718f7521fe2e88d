internal import Foundation
internal import Synchronization

/// Polls files on a background timer and calls back when one of them changes (appears,
/// disappears, or gets other contents). Works wherever Dispatch does, Linux included.
final class FilePoller: Sendable {
    /// What a file looked like at one poll.
    struct Fingerprint: Hashable, Sendable {
        let exists: Bool
        let size: Int
        let modified: Date?
        let contents: Int
    }

    /// `@unchecked Sendable`: Dispatch sources are thread-safe; the mutex orders the rest.
    private struct State: @unchecked Sendable {
        var fingerprints: [URL: Fingerprint] = [:]
        var timer: (any DispatchSourceTimer)?
    }

    private let state = Mutex(State())

    /// A timer passed out of the mutex. `@unchecked Sendable`: Dispatch sources are thread-safe.
    private struct TimerBox: @unchecked Sendable {
        let timer: (any DispatchSourceTimer)?
    }
    private let queue = DispatchQueue(label: "AppearanceThemes.FilePoller")
    private let maximumFileSize: Int

    init(maximumFileSize: Int) {
        self.maximumFileSize = maximumFileSize
    }

    /// Starts polling every `interval`; `onChange` runs on a background queue.
    func start(interval: Duration, onChange: @escaping @Sendable () -> Void) {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let nanoseconds = max(Int(interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000), 1_000_000)
        timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
        timer.setEventHandler { [weak self] in
            guard let self, self.poll() else { return }
            onChange()
        }
        timer.resume()
        let previous = state.withLock { state in
            let previous = TimerBox(timer: state.timer)
            state.timer = timer
            return previous
        }
        previous.timer?.cancel()
    }

    /// Stops polling.
    func stop() {
        state.withLock { state in
            state.timer?.cancel()
            state.timer = nil
        }
    }

    /// The files' fingerprints now.
    func fingerprints(of urls: [URL]) -> [URL: Fingerprint] {
        Dictionary(urls.map { ($0, fingerprint($0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// Watches exactly these files, as they looked when `fingerprints` were taken.
    func watch(_ fingerprints: [URL: Fingerprint]) {
        state.withLock { $0.fingerprints = fingerprints }
    }

    /// Whether a watched file changed since the last poll (remembering how it looks now).
    private func poll() -> Bool {
        let known = state.withLock { $0.fingerprints }
        let now = fingerprints(of: Array(known.keys))
        guard now != known else { return false }
        state.withLock { $0.fingerprints = now }
        return true
    }

    /// A file's size, date and a hash of its contents, read the way the loader reads it (a
    /// regular file only, never more than the size limit), so a watched path that becomes a
    /// pipe or a device never blocks the poller.
    private func fingerprint(_ url: URL) -> Fingerprint {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        guard let attributes else { return Fingerprint(exists: false, size: 0, modified: nil, contents: 0) }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = attributes[.modificationDate] as? Date
        var contents = 0
        if case .success(let data) = ThemeFileReader.read(url.path, limit: maximumFileSize) {
            var hasher = Hasher()
            hasher.combine(data)
            contents = hasher.finalize()
        }
        return Fingerprint(exists: true, size: size, modified: modified, contents: contents)
    }
}
