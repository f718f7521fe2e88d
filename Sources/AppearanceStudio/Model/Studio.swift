import AppearanceKit
public import AppearancePreview
import AppearanceRender
import AppearanceThemes
import Foundation

/// The studio's state and work, on the main actor where views live: the screens and themes it
/// offers (a `PreviewCatalog`'s, and theme files given to it), the window it previews, and
/// the pictures, explanations and edits the routes ask for.
///
/// One window is kept and restyled in place (R7) as the page switches themes and traits; a new
/// one is built only for another screen or device size.
///
/// ```swift
/// let studio = try Studio(catalog: .builtin, themeArguments: ["themes/brand.yaml", "ocean"])
/// studio.startWatching()
/// let svg = try studio.render(PreviewSettings())
/// ```
@MainActor
public final class Studio {
    /// The screens and themes of the app (or of the package's demo).
    public let catalog: PreviewCatalog
    /// Every theme offered: the files given, then the catalog's themes.
    public let themes: [StudioTheme]
    /// The theme shown when the page does not name one.
    public let initialThemeID: String
    /// Where theme changes are announced to open pages.
    public nonisolated let events: StudioEvents
    /// Counts theme changes, so a page can tell a fresh picture from a stale one.
    public private(set) var version = 0
    /// How often watched files are checked.
    public let watchInterval: Duration

    /// The window on screen, kept while the screen and size stay the same so that switches
    /// restyle it in place (R7).
    private var stage: (screen: String, size: Size, window: Window)?
    /// Each file's write-backs, newest last, by standardized path: the text before and after,
    /// so an undo can tell whether the file changed since.
    private var undoStacks: [String: [(before: String, after: String)]] = [:]

    /// A studio of `catalog`'s screens and themes and the theme files `themeArguments` name
    /// (a catalog theme's name among them is shown first).
    ///
    /// - Throws: ``StudioRequestError`` for an unknown theme name or a missing file.
    public init(
        catalog: PreviewCatalog = .builtin, themeArguments: [String], events: StudioEvents = StudioEvents(),
        watchInterval: Duration = .milliseconds(100)
    ) throws(StudioRequestError) {
        catalog.prepare()
        let (themes, initial) = try ThemeArguments.themes(for: themeArguments, in: catalog)
        self.catalog = catalog
        self.themes = themes
        self.initialThemeID = initial
        self.events = events
        self.watchInterval = watchInterval
        for theme in themes { theme.load() }
    }

    /// Starts watching the theme files: each change is announced as a `theme` event.
    public func startWatching() {
        for theme in themes where theme.isEditable {
            theme.startWatching(interval: watchInterval) { [weak self] theme in self?.themeDidChange(theme) }
        }
    }

    /// Stops watching, and ends every page's event stream.
    public func stop() {
        for theme in themes { theme.stopWatching() }
        events.finishAll()
    }

    /// The theme with `id` (the first theme for `nil`).
    ///
    /// - Throws: ``StudioRequestError`` naming the themes there are.
    public func theme(_ id: String?) throws(StudioRequestError) -> StudioTheme {
        let id = id ?? initialThemeID
        guard let theme = themes.first(where: { $0.id == id }) else {
            throw StudioRequestError(
                .notFound, "unknown theme '\(id)'; the studio has: \(themes.map(\.id).joined(separator: ", "))")
        }
        return theme
    }

    // MARK: - Pictures and explanations

    /// The screen in the settings' theme and traits, as SVG with view paths.
    public func render(_ settings: PreviewSettings) throws(StudioRequestError) -> String {
        let (window, _) = try prepare(settings)
        return SVGRenderer(tagsViewPaths: true).render(window, size: settings.size)
    }

    /// What the inspector shows for the view at `path`.
    public func inspect(_ settings: PreviewSettings, path: String) throws(StudioRequestError) -> InspectorReport {
        let (window, file) = try prepare(settings)
        let editable = Set(themes.filter(\.isEditable).compactMap { $0.url?.path })
        return try Inspector(window: window, theme: file, editablePaths: editable).report(for: path)
    }

    /// The catalog's screen named `name` (its first for `nil`).
    ///
    /// - Throws: ``StudioRequestError`` naming the screens there are.
    func previewScreen(named name: String?) throws(StudioRequestError) -> PreviewScreen {
        do {
            return try catalog.screen(named: name)
        } catch {
            throw StudioRequestError(.notFound, error.message)
        }
    }

    /// Applies the theme, builds or reuses the window and sets its traits, so the views have
    /// the values the settings ask for; returns the window and the theme applied.
    private func prepare(_ settings: PreviewSettings) throws(StudioRequestError) -> (Window, ThemeFile?) {
        let theme = try theme(settings.themeID)
        let screen = try previewScreen(named: settings.screen)
        // Applied for every picture, in this one main-actor turn: other code in the process (a
        // watcher, another library's tests) may have recorded other values or named other
        // classes AppLabel, AppView, ... since. Applying restyles the window in place (R7).
        catalog.prepare()
        let file = theme.apply()
        let style = settings.style ?? theme.preview.defaultStyle
        let window: Window
        if let stage, stage.screen == screen.name, stage.size == settings.size {
            window = stage.window
        } else {
            do {
                window = try screen.makeWindow(for: PreviewEnvironment(size: settings.size, style: style))
            } catch {
                stage = nil
                throw StudioRequestError(.screenFailed, error.message)
            }
            stage = (screen.name, settings.size, window)
        }
        window.screenTraits = settings.traits(from: window.screenTraits, style: style)
        return (window, file)
    }

    // MARK: - Live edits

    /// Records a change of a watched file and tells the pages.
    private func themeDidChange(_ theme: StudioTheme) {
        version += 1
        events.send("theme", data: #"{"theme":"\#(theme.id)","version":\#(version),"ok":\#(!theme.hasErrors)}"#)
    }

    /// The theme file at `path`, which must be one of the studio's theme files, and its URL.
    private func editableTheme(at path: String) throws(StudioRequestError) -> (theme: StudioTheme, url: URL) {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let files = themes.filter(\.isEditable).compactMap { theme in theme.url.map { (theme: theme, url: $0) } }
        guard let found = files.first(where: { $0.url.path == standardized }) else {
            let names = files.map(\.url.path)
            throw StudioRequestError(
                .forbidden,
                "'\(path)' is not a theme file of the studio; it edits only "
                    + (names.isEmpty ? "theme files (never Swift themes or built-in ones), and it has none" : names.joined(separator: ", ")))
        }
        return found
    }

    /// Writes `value` (a colour or a number) over the value at `line`:`column` of the theme file
    /// at `path`, in place; the watcher then applies it like any other edit.
    ///
    /// `expected`, when given, is the value the page showed there, as written in the file: if
    /// the file says something else there now (an editor changed it since), nothing is written
    /// and the error is a conflict, so the page reloads rather than editing whatever moved there.
    ///
    /// - Throws: ``StudioRequestError`` when the file is not one of the studio's, the value is
    ///   neither a colour nor a number, no value is there, its kind differs, or the file changed
    ///   (since the page read it, or while the studio was writing).
    public func edit(
        path: String, line: Int, column: Int, value text: String, expected: String? = nil
    ) throws(StudioRequestError) -> EditResult {
        let (theme, url) = try editableTheme(at: path)
        guard let value = StudioValue(text) else {
            throw StudioRequestError(.badRequest, "'\(text)' is neither a colour (#rrggbb) nor a number")
        }
        let contents = try read(url)
        guard let token = ValueRewriter.token(in: contents, line: line, column: column) else {
            throw StudioRequestError(.notFound, "no value to edit at \(url.lastPathComponent):\(line):\(column)")
        }
        if let expected, expected != token.text, expected != token.text.trimmingQuotes {
            throw StudioRequestError(
                .conflict,
                "\(url.lastPathComponent):\(line):\(column) says \(token.text) now, not \(expected): "
                    + "the file changed since the page read it; reload")
        }
        if let file = theme.file,
            let assignment = file.resolved.assignments.first(where: {
                $0.location.line == line && $0.location.column == column
                    && URL(fileURLWithPath: $0.location.path).standardizedFileURL.path == url.path
            })
        {
            let expected = assignment.value is Color || assignment.value is CGColor ? "colour" : "number"
            if expected != value.kind {
                throw StudioRequestError(.badRequest, "\(assignment.property.name) takes a \(expected), not '\(text)'")
            }
        }
        let literal = ValueRewriter.literal(value, replacing: token)
        let updated = ValueRewriter.replacing(token, in: contents, with: literal)
        try write(updated, to: url, ifStill: contents)
        undoStacks[url.path, default: []].append((before: contents, after: updated))
        theme.reloadNow()
        return EditResult(
            path: url.path, line: line, column: column, old: token.text, new: literal,
            undoDepth: undoStacks[url.path]?.count ?? 0)
    }

    /// Puts back the text the file had before the studio's last write-back to it.
    ///
    /// - Throws: ``StudioRequestError`` when the file is not one of the studio's, there is
    ///   nothing to undo, or the file was changed elsewhere since (that change is kept).
    public func undo(path: String) throws(StudioRequestError) -> EditResult {
        let (theme, url) = try editableTheme(at: path)
        guard let last = undoStacks[url.path]?.last else {
            throw StudioRequestError(.conflict, "nothing to undo in \(url.lastPathComponent)")
        }
        // Undo puts back the studio's own edit only: an edit made elsewhere since is kept.
        guard try read(url) == last.after else {
            undoStacks[url.path] = nil
            throw StudioRequestError(
                .conflict, "\(url.lastPathComponent) changed since the studio wrote it; undo in your editor instead")
        }
        undoStacks[url.path]?.removeLast()
        try write(last.before, to: url, ifStill: last.after)
        theme.reloadNow()
        return EditResult(
            path: url.path, line: nil, column: nil, old: nil, new: nil,
            undoDepth: undoStacks[url.path]?.count ?? 0)
    }

    private func read(_ url: URL) throws(StudioRequestError) -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw StudioRequestError(.conflict, "cannot read \(url.path): \(error.localizedDescription)")
        }
    }

    /// Writes `text` over the theme file if it still holds `expected` (what the edit was made
    /// from), else throws a conflict and writes nothing: an editor's save in between is kept.
    ///
    /// The file is written in place, through any symbolic link to its target, so that links,
    /// hard links and the file's mode stay as they were (a replace-by-rename would swap in a
    /// new file beside the link's target).
    private func write(_ text: String, to url: URL, ifStill expected: String) throws(StudioRequestError) {
        do {
            try ThemeFileWriter.write(text, to: url, ifStill: expected)
        } catch ThemeFileWriter.Failure.changed {
            throw StudioRequestError(
                .conflict, "\(url.lastPathComponent) changed while the studio was writing it; nothing was written, reload")
        } catch {
            throw StudioRequestError(.conflict, "cannot write \(url.path): \(error.localizedDescription)")
        }
    }
}

/// What a write-back or an undo did.
public struct EditResult: Codable, Sendable, Equatable {
    /// The file written.
    public var path: String
    /// The line of the value (nil for an undo).
    public var line: Int?
    /// The column of the value (nil for an undo).
    public var column: Int?
    /// The value as it was written before.
    public var old: String?
    /// The value as it is written now.
    public var new: String?
    /// How many write-backs to the file can still be undone.
    public var undoDepth: Int
}
