public import AppearanceKit
public import AppearancePreview
import AppearanceRender

/// An audit of themes over screens in every state of a trait matrix: text and control contrast
/// as drawn (WCAG 2.x), and rules that never match or never win.
///
/// ```swift
/// @Test @MainActor func themesStayReadable() throws {
///     let report = try ThemeAudit(catalog: AppPreviews.catalog).run()
///     #expect(report.violations.isEmpty, "\(report.text())")
/// }
/// ```
///
/// Each theme is applied as the tools apply it (every proxy value forgotten, the theme's
/// recorded), each screen built in a window of each state's traits and drawn once; the drawing's
/// paints are checked. The proxies the app had before are restored when the audit ends.
@MainActor
public struct ThemeAudit {
    /// The screens, each built in every state.
    public var screens: [PreviewScreen]
    /// The themes, each audited on its own.
    public var themes: [PreviewTheme]
    /// The trait states.
    public var matrix: TraitMatrix
    /// The contrast level.
    public var level: ContrastLevel
    /// The device size the screens are built at.
    public var size: CGSize
    /// Whether dead and shadowed rules are reported.
    public var checksCoverage: Bool
    /// The catalog the screens and themes come from (its set-up runs before the audit).
    let catalog: PreviewCatalog

    /// An audit of `catalog`'s screens and themes, or those of them named.
    ///
    /// - Parameters:
    ///   - catalog: The app's screens and themes (``/AppearancePreview/PreviewCatalog/builtin`` for the demo's).
    ///   - screens: The screens' names; all when `nil`.
    ///   - themes: The themes: names in the catalog, or theme-file paths; all when `nil`.
    ///   - matrix: The trait states (``TraitMatrix/default`` when `nil`).
    ///   - level: The WCAG level.
    ///   - size: The device size.
    ///   - checksCoverage: Whether to report dead and shadowed rules.
    /// - Throws: ``/AppearancePreview/ToolError`` (``/AppearancePreview/ToolError/Kind/notFound``)
    ///   naming an unknown screen or theme, with the ones there are.
    public init(
        catalog: PreviewCatalog = .builtin, screens: [String]? = nil, themes: [String]? = nil, matrix: TraitMatrix? = nil,
        level: ContrastLevel = .aa, size: CGSize = PreviewEnvironment.defaultSize, checksCoverage: Bool = true
    ) throws(ToolError) {
        self.catalog = catalog
        var chosenScreens: [PreviewScreen] = []
        for name in screens ?? [] { chosenScreens.append(try catalog.screen(named: name)) }
        var chosenThemes: [PreviewTheme] = []
        for name in themes ?? [] { chosenThemes.append(try catalog.theme(name)) }
        self.screens = screens == nil ? catalog.screens : chosenScreens
        self.themes = themes == nil ? catalog.themes : chosenThemes
        self.matrix = matrix ?? .default
        self.level = level
        self.size = size
        self.checksCoverage = checksCoverage
    }

    /// Runs the audit.
    ///
    /// - Throws: ``/AppearancePreview/ToolError`` when a theme does not load
    ///   (``/AppearancePreview/ToolError/Kind/invalidTheme``, with its diagnostics) or a screen's
    ///   builder fails (``/AppearancePreview/ToolError/Kind/appCodeFailed``).
    public func run() throws(ToolError) -> AuditReport {
        catalog.prepare()
        let before = Appearance.snapshot()
        defer { Appearance.restore(before) }
        var progress = AuditProgress(self)
        while try progress.step() {}
        return progress.report
    }

    /// Runs the audit one trait state at a time, awaiting `pause` between two states, so that
    /// other main-actor work (a server's other requests) runs between them; `pause` ends the
    /// audit early by throwing (a time limit, say).
    ///
    /// Other work may record other proxy values during a pause: each state starts from the
    /// proxy values the audit had before it paused, and the app's values come back at the end.
    ///
    /// - Throws: What ``run()`` throws, or what `pause` throws.
    public func run(pausingBetweenStates pause: () async throws(ToolError) -> Void) async throws(ToolError) -> AuditReport {
        catalog.prepare()
        let before = Appearance.snapshot()
        defer { Appearance.restore(before) }
        var progress = AuditProgress(self)
        while try progress.step() {
            let audited = Appearance.snapshot()
            try await pause()
            catalog.prepare()
            Appearance.restore(audited)
        }
        return progress.report
    }
}
