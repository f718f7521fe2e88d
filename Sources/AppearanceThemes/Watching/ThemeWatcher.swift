public import Foundation

/// Hot reload: watches a theme file (and the files it extends) and applies it again, live,
/// whenever it changes. A change that breaks the file keeps the last good theme in force and
/// reports the diagnostics; fixing the file applies it again.
///
/// The files are polled on a background timer (so it works on Linux and with editors that save
/// by replacing the file); loading and applying happen on the main actor.
///
/// ```swift
/// let watcher = ThemeWatcher(contentsOf: URL(fileURLWithPath: "themes/brand.yaml")) { event in
///     switch event {
///     case .applied(let theme): print("applied \(theme.name)")
///     case .failed(let error): print(error)     // path:line:col: error: ... with the source line
///     }
/// }
/// watcher.start()     // loads and applies now, then watches until stop() or deinit
/// ```
@MainActor
public final class ThemeWatcher {
    /// What happened when the watcher loaded the file.
    public enum Event {
        /// The file loaded and is now the theme in force (windows restyled in place).
        case applied(ThemeFile)
        /// The file has errors; the previous theme stays in force.
        case failed(ThemeError)
    }

    /// The watched theme file.
    public let url: URL
    /// The loader used for every load.
    public let loader: ThemeLoader
    /// How often the files are checked.
    public let interval: Duration
    /// The last theme that loaded without errors (the one in force), or `nil` before any did.
    public private(set) var theme: ThemeFile?

    private let onEvent: @MainActor (Event) -> Void
    private let poller: FilePoller
    private var isRunning = false

    /// A watcher; call ``start()`` to load the theme and begin watching.
    ///
    /// - Parameters:
    ///   - url: The theme file.
    ///   - loader: The loader to use.
    ///   - interval: How often to check the files; a quarter of a second by default.
    ///   - onEvent: Called on the main actor after each load, with the theme or the errors.
    public init(
        contentsOf url: URL, loader: ThemeLoader = ThemeLoader(), interval: Duration = .milliseconds(250),
        onEvent: @escaping @MainActor (Event) -> Void
    ) {
        self.url = url
        self.loader = loader
        self.interval = interval
        self.onEvent = onEvent
        self.poller = FilePoller(maximumFileSize: loader.maximumFileSize)
    }

    deinit {
        poller.stop()
    }

    /// Loads and applies the theme now, then watches its files until ``stop()``.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        reload()
        poller.start(interval: interval) { [weak self] in
            Task { @MainActor in
                guard let self, self.isRunning else { return }
                self.reload()
            }
        }
    }

    /// Stops watching. The theme in force stays.
    public func stop() {
        isRunning = false
        poller.stop()
    }

    /// Loads the file now: applies it if it has no errors, else keeps the theme in force; then
    /// reports the outcome to the event handler.
    public func reload() {
        let watched = theme?.fileURLs ?? [url]
        var fingerprints = poller.fingerprints(of: watched)
        let event: Event
        do {
            let loaded = try loader.load(contentsOf: url)
            loaded.apply()
            theme = loaded
            event = .applied(loaded)
        } catch {
            event = .failed(error)
        }
        let now = theme?.fileURLs ?? [url]
        for (file, fingerprint) in poller.fingerprints(of: now.filter { fingerprints[$0] == nil }) {
            fingerprints[file] = fingerprint
        }
        poller.watch(fingerprints.filter { now.contains($0.key) || $0.key == url })
        onEvent(event)
    }
}
