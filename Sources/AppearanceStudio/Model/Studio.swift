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
    /// This run's secret for the API: the page is served with it and sends it back, and a
    /// script may send it in `X-Studio-Token`; a page of another site cannot read it.
    public nonisolated let pageToken: String
    /// Counts theme changes, so a page can tell a fresh picture from a stale one.
    public private(set) var version = 0
    /// How often watched files are checked.
    public let watchInterval: Duration

    /// The window on screen, kept while the screen and size stay the same so that switches
    /// restyle it in place (R7).
    private var stage: (screen: String, size: CGSize, window: Window)?
    /// Each file's write-backs, newest last, by standardized path (see ``UndoHistory``).
    var undoHistories: [String: UndoHistory] = [:]
    /// Each editable file's target when the studio started, by standardized path: a file
    /// that has since become a link to elsewhere is not written through.
    let startTargets: [String: String]
    /// Whether an audit or a matrix picture is under way: one runs at a time, and another
    /// request for one meanwhile is answered 503.
    public internal(set) var isDoingLongWork = false
    /// How long one audit or matrix picture may run before it is stopped with a 503.
    public var longWorkLimit: Duration = Studio.defaultLongWorkLimit

    /// A studio of `catalog`'s screens and themes and the theme files `themeArguments` name
    /// (a catalog theme's name among them is shown first).
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` (``/AppearancePreview/ToolError/Kind/notFound``)
    ///   for an unknown theme name or a missing file.
    public init(
        catalog: PreviewCatalog = .builtin, themeArguments: [String], events: StudioEvents = StudioEvents(),
        watchInterval: Duration = .milliseconds(100)
    ) throws(ToolError) {
        catalog.prepare()
        let (themes, initial) = try ThemeArguments.themes(for: themeArguments, in: catalog)
        self.catalog = catalog
        self.themes = themes
        self.initialThemeID = initial
        self.events = events
        self.watchInterval = watchInterval
        var random = SystemRandomNumberGenerator()
        pageToken = (0..<4).map { _ in String(random.next() as UInt32, radix: 16).leftPadded(to: 8) }.joined()
        for theme in themes { theme.load() }
        var targets: [String: String] = [:]
        for url in themes.filter(\.isEditable).compactMap(\.url) {
            targets[url.standardizedFileURL.path] = url.resolvingSymlinksInPath().path
        }
        startTargets = targets
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
    /// - Throws: ``/AppearancePreview/ToolError`` (``/AppearancePreview/ToolError/Kind/notFound``)
    ///   naming the themes there are.
    public func theme(_ id: String?) throws(ToolError) -> StudioTheme {
        let id = id ?? initialThemeID
        guard let theme = themes.first(where: { $0.id == id }) else {
            throw ToolError(
                .notFound, "unknown theme '\(id)'; the studio has: \(themes.map(\.id).joined(separator: ", "))")
        }
        return theme
    }

    // MARK: - Pictures and explanations

    /// The screen in the settings' theme and traits, as SVG with view paths.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` for an unknown theme or screen (not found), or
    ///   a screen whose builder throws (app code failed).
    public func render(_ settings: PreviewSettings) throws(ToolError) -> String {
        let (window, _) = try prepare(settings)
        return SVGRenderer(tagsViewPaths: true).render(window, size: settings.size)
    }

    /// What the inspector shows for the view at `path`.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` as ``render(_:)`` does, and for a view path
    ///   that is malformed (bad request) or names no view (not found).
    public func inspect(_ settings: PreviewSettings, path: String) throws(ToolError) -> InspectorReport {
        let (window, file) = try prepare(settings)
        let editable = Set(themes.filter(\.isEditable).compactMap { $0.url?.path })
        return try Inspector(window: window, theme: file, editablePaths: editable).report(for: path)
    }

    /// Applies the theme, builds or reuses the window and sets its traits, so the views have
    /// the values the settings ask for; returns the window and the theme applied.
    private func prepare(_ settings: PreviewSettings) throws(ToolError) -> (Window, ThemeFile?) {
        let theme = try theme(settings.themeID)
        let screen = try catalog.screen(named: settings.screen)
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
            do throws(ToolError) {
                window = try screen.makeWindow(for: PreviewEnvironment(size: settings.size, style: style))
            } catch {
                stage = nil
                throw error
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
        events.send("theme", data: ThemeChange(theme: theme.id, version: version, ok: !theme.hasErrors).line)
    }
}

/// A `theme` event's data: which theme changed, the studio's version after the change, and
/// whether the theme loads. One line of JSON (an event stream's data is a line), its strings
/// escaped (a theme's name comes from its file's name).
struct ThemeChange: Encodable {
    let theme: String
    let version: Int
    let ok: Bool

    var line: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings, an integer and a Boolean always encode.
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
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

extension String {
    /// The text with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
