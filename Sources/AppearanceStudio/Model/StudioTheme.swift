public import AppearanceThemes
import Foundation

/// One theme the studio offers: a built-in theme, or a theme file given on the command line,
/// which the studio watches and may edit.
///
/// A file theme keeps the last version that loaded without errors in ``file`` while
/// ``diagnostics`` describe the version on disk, so a bad edit shows its errors and the
/// preview keeps the last good theme.
@MainActor
public final class StudioTheme {
    /// The id the page and the API use: the built-in theme's name, or `file1`, `file2`, …
    public let id: String
    /// The theme's file (a built-in theme's among the package's resources).
    public let url: URL
    /// Whether this is one of the built-in themes, which are never edited.
    public let isBuiltin: Bool
    /// The last version that loaded without errors, or `nil` when none has yet.
    public private(set) var file: ThemeFile?
    /// The diagnostics of the latest load: its errors, or the warnings of a good load.
    public private(set) var diagnostics: [ThemeDiagnostic] = []
    /// Watches a file theme; `nil` for built-in themes and before the studio starts watching.
    private var watcher: ThemeWatcher?
    /// Set while the watcher makes its first load, which is not a change.
    private var isStartingWatcher = false

    /// A theme the studio offers.
    init(id: String, url: URL, isBuiltin: Bool) {
        self.id = id
        self.url = url
        self.isBuiltin = isBuiltin
    }

    /// The name to show: the theme's own name, else the file's name.
    public var name: String {
        file?.name ?? url.deletingPathExtension().lastPathComponent
    }

    /// Whether the version on disk has errors (the preview shows the last good one).
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// Loads the theme now, recording the theme or its diagnostics (it does not apply it).
    func load() {
        do {
            let loaded = try ThemeLoader().load(contentsOf: url)
            file = loaded
            diagnostics = loaded.warnings
        } catch {
            diagnostics = error.diagnostics
        }
    }

    /// The theme as the file on disk has it now, or the last good version when the file has
    /// errors; `nil` when no version has loaded.
    ///
    /// Reading again rather than reusing ``file`` means the theme's class names are looked up
    /// in the catalog as it is now.
    func freshest() -> ThemeFile? {
        if let loaded = try? ThemeLoader().load(contentsOf: url) {
            file = loaded
            return loaded
        }
        return file
    }

    /// Starts polling the file: each change loads it again and calls `onChange`.
    ///
    /// The watcher applies the theme it loads; the studio applies the theme it shows before
    /// every picture, so that does no harm.
    func startWatching(interval: Duration, onChange: @escaping @MainActor (StudioTheme) -> Void) {
        guard !isBuiltin, watcher == nil else { return }
        let watcher = ThemeWatcher(contentsOf: url, interval: interval) { [weak self] event in
            guard let self else { return }
            switch event {
            case .applied(let loaded):
                self.file = loaded
                self.diagnostics = loaded.warnings
            case .failed(let error):
                self.diagnostics = error.diagnostics
            }
            if !self.isStartingWatcher { onChange(self) }
        }
        self.watcher = watcher
        isStartingWatcher = true
        watcher.start()
        isStartingWatcher = false
    }

    /// Loads the file again at once (after the studio wrote it), rather than at the next poll.
    func reloadNow() {
        if let watcher { watcher.reload() } else { load() }
    }

    /// Stops watching the file.
    func stopWatching() {
        watcher?.stop()
        watcher = nil
    }
}
