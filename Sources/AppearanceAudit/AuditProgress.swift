import AppearanceKit
import AppearancePreview
import AppearanceRender

/// An audit under way, one trait state at a time: each ``step()`` audits the next state of the
/// current screen, applying the next theme when one begins; ``report`` is what was found.
///
/// One type for the audit run in one go (the command line) and the one that pauses between
/// states (the studio's, so that its other requests are answered meanwhile).
@MainActor
struct AuditProgress {
    private let audit: ThemeAudit
    private var themeIndex = 0
    private var screenIndex = 0
    private var stateIndex = 0
    /// The current theme's rule coverage; `nil` until it is applied.
    private var coverage: RuleCoverage?
    private var findings: [AuditFinding] = []
    private var checkedPaints = 0

    /// The audit's progress before its first state.
    init(_ audit: ThemeAudit) {
        self.audit = audit
    }

    /// Audits the next state; `false` when every theme, screen and state has been audited.
    ///
    /// - Throws: ``ToolError`` when a theme does not load (``ToolError/Kind/invalidTheme``, with
    ///   the theme's error as its cause) or a screen's builder fails.
    mutating func step() throws(ToolError) -> Bool {
        guard themeIndex < audit.themes.count else { return false }
        let theme = audit.themes[themeIndex]
        if coverage == nil {
            do {
                try theme.apply()
            } catch {
                throw ToolError(.invalidTheme, "theme '\(theme.name)' does not load", location: error.location, cause: error)
            }
            coverage = RuleCoverage(rules: Appearance.recordedRules)
        }
        if screenIndex < audit.screens.count, stateIndex < audit.matrix.states.count {
            try audit(theme: theme, screen: audit.screens[screenIndex], state: audit.matrix.states[stateIndex])
            stateIndex += 1
            if stateIndex == audit.matrix.states.count {
                stateIndex = 0
                screenIndex += 1
            }
        }
        if screenIndex >= audit.screens.count || audit.matrix.states.isEmpty {
            finishTheme(theme)
        }
        return true
    }

    /// What was found so far (everything, once ``step()`` has returned `false`).
    var report: AuditReport {
        AuditReport(
            findings: findings, level: audit.level, matrix: audit.matrix, themes: audit.themes.map(\.name),
            screens: audit.screens.map(\.name), checkedPaints: checkedPaints)
    }

    private mutating func audit(theme: PreviewTheme, screen: PreviewScreen, state: TraitState) throws(ToolError) {
        let window = try screen.makeWindow(for: PreviewEnvironment(size: audit.size, traits: state.traits))
        // The whole content, scrolled-to parts included: a failure below the fold counts.
        let drawing = SVGRenderer().drawing(window, size: Layout.fullContentSize(of: window, size: audit.size))
        let check = ContrastCheck(level: audit.level, theme: theme.name, screen: screen.name, state: state)
        findings += check.findings(in: drawing, root: window)
        checkedPaints += drawing.paints.count(where: { $0.kind != .fill })
        if audit.checksCoverage { coverage?.visit(window) }
    }

    /// The theme's dead and shadowed rules, then on to the next theme.
    private mutating func finishTheme(_ theme: PreviewTheme) {
        if audit.checksCoverage, let coverage {
            findings += coverage.findings(theme: theme.name, matrix: audit.matrix, screens: audit.screens.count)
        }
        coverage = nil
        screenIndex = 0
        stateIndex = 0
        themeIndex += 1
    }
}
