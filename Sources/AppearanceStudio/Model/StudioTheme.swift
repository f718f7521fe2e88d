public import AppearancePreview
public import AppearanceThemes
import Foundation

/// One theme the studio offers: a theme file given on the command line (which the studio
/// watches and may edit), a theme of the preview catalog (a built-in theme, an app's theme
/// file, or an app's Swift theme).
///
/// A file theme keeps the last version that loaded without errors in ``file`` while
/// ``diagnostics`` describe the version on disk, so a bad edit shows its errors and the
/// preview keeps the last good theme. A Swift theme has no file: it is applied by running its
/// code, and its rules carry the lines of that code.
@MainActor
public final class StudioTheme {
    /// The id the page and the API use: the catalog theme's name, or `file1`, `file2`, … for
    /// files given on the command line.
    public let id: String
    /// The theme as the preview catalog describes it.
    public let preview: PreviewTheme
    /// The theme's file (a built-in theme's among the package's resources), or `nil` for a
    /// Swift theme.
    public let url: URL?
    /// Whether the studio watches the file and may write values back into it: theme files,
    /// never built-in themes or Swift code.
    public let isEditable: Bool
    /// The last version that loaded without errors, or `nil` when none has yet (and for a
    /// Swift theme).
    public private(set) var file: ThemeFile?
    /// The diagnostics of the latest load: its errors, or the warnings of a good load.
    public private(set) var diagnostics: [ThemeDiagnostic] = []
    /// Warnings that are not a file's: a Swift theme that recorded no rule.
    public private(set) var notes: [String] = []
    /// Watches a file theme; `nil` for other themes and before the studio starts watching.
    private var watcher: ThemeWatcher?
    /// Set while the watcher makes its first load, which is not a change.
    private var isStartingWatcher = false

    /// A theme the studio offers, with the id the page uses.
    init(id: String, preview: PreviewTheme) {
        self.id = id
        self.preview = preview
        switch preview.source {
        case .file(let url):
            self.url = url
            self.isEditable = true
        case .builtin(let builtin):
            self.url = builtin.url
            self.isEditable = false
        case .swift:
            self.url = nil
            self.isEditable = false
        }
    }

    /// Whether this is one of the package's built-in themes.
    public var isBuiltin: Bool {
        if case .builtin = preview.source { return true }
        return false
    }

    /// Whether the theme is Swift code.
    public var isSwift: Bool { url == nil }

    /// The name to show: the theme's own name, else the catalog's title.
    public var name: String {
        file?.name ?? preview.title
    }

    /// Whether the version on disk has errors (the preview shows the last good one).
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// Loads the theme now, recording the theme or its diagnostics (it does not apply it).
    func load() {
        guard let url else { return }
        do {
            let loaded = try ThemeLoader().load(contentsOf: url)
            file = loaded
            diagnostics = loaded.warnings
        } catch {
            diagnostics = error.diagnostics
        }
    }

    /// Replaces the rules in force with this theme's, restyling every window in place: the
    /// file as it is on disk now (or its last good version when it has errors), or the Swift
    /// theme's code run again. Returns the theme file applied, if any.
    ///
    /// Reading the file again rather than reusing ``file`` means the theme's class names are
    /// looked up in the catalog as it is now.
    func apply() -> ThemeFile? {
        guard let url else {
            notes = (try? preview.apply())?.warnings ?? []
            return nil
        }
        if let loaded = try? ThemeLoader().load(contentsOf: url) { file = loaded }
        if let file { file.apply() } else { ResolvedTheme(name: name, assignments: []).apply() }
        return file
    }

    /// Starts polling the file: each change loads it again and calls `onChange`.
    ///
    /// The watcher applies the theme it loads; the studio applies the theme it shows before
    /// every picture, so that does no harm.
    func startWatching(interval: Duration, onChange: @escaping @MainActor (StudioTheme) -> Void) {
        guard isEditable, watcher == nil, let url else { return }
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
