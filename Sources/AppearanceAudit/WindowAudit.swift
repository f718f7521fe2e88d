public import AppearanceKit
public import AppearancePreview
import AppearanceRender

/// A contrast audit of windows the caller builds, one per trait state: what a test of an app's
/// own screen runs (`expectReadable` in AppearanceSnapshotTesting), where ``ThemeAudit`` runs
/// the screens and themes of a catalog.
///
/// ```swift
/// let report = WindowAudit(screen: "settings").run { state in
///     let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), screenTraits: state.traits)
///     window.rootViewController = SettingsViewController()
///     window.makeKeyAndVisible()
///     return window
/// }
/// #expect(report.violations.isEmpty, "\(report.text())")
/// ```
///
/// The proxies are used as they are (the app's theme, as its set-up recorded it); rule coverage
/// is not checked (a screen shows only some of a theme's rules).
@MainActor
public struct WindowAudit {
    /// The screen's name, for the findings.
    public var screen: String
    /// The theme's name, for the findings.
    public var theme: String
    /// The trait states.
    public var matrix: TraitMatrix
    /// The contrast level.
    public var level: ContrastLevel
    /// The size drawn: the window's content, scrolled parts included, at this width.
    public var size: CGSize

    /// An audit of the windows of a screen named `screen`.
    ///
    /// - Parameters:
    ///   - screen: The screen's name in the findings.
    ///   - theme: The theme's name in the findings (`current`: the proxies as they are).
    ///   - matrix: The trait states (``TraitMatrix/default`` when `nil`).
    ///   - level: The WCAG level.
    ///   - size: The size the windows are drawn at.
    public init(
        screen: String, theme: String = "current", matrix: TraitMatrix? = nil, level: ContrastLevel = .aa,
        size: CGSize = PreviewEnvironment.defaultSize
    ) {
        self.screen = screen
        self.theme = theme
        self.matrix = matrix ?? .default
        self.level = level
        self.size = size
    }

    /// Audits the window `window` builds (or re-hosts) for each state, drawn once per state.
    ///
    /// - Parameter window: The window for a state, whose traits it must have.
    /// - Throws: What `window` throws.
    public func run<Failure: Error>(_ window: (TraitState) throws(Failure) -> Window) throws(Failure) -> AuditReport {
        var findings: [AuditFinding] = []
        var checkedPaints = 0
        for state in matrix.states {
            let root = try window(state)
            root.layoutIfNeeded()
            // The whole content, scrolled-to parts included: a failure below the fold counts.
            let drawing = SVGRenderer().drawing(root, size: Layout.fullContentSize(of: root, size: size))
            let check = ContrastCheck(level: level, theme: theme, screen: screen, state: state)
            findings += check.findings(in: drawing, root: root)
            checkedPaints += drawing.paints.count(where: { $0.kind != .fill })
        }
        return AuditReport(
            findings: findings, level: level, matrix: matrix, themes: [theme], screens: [screen], checkedPaints: checkedPaints)
    }
}
