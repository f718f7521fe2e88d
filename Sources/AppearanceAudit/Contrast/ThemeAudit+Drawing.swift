public import AppearanceKit
public import AppearanceRender

extension ThemeAudit {
    /// The contrast findings of one drawing of one screen: what `render --audit` marks.
    ///
    /// ```swift
    /// let drawing = SVGRenderer().drawing(window)
    /// let findings = ThemeAudit.contrastFindings(in: drawing, of: window, theme: "brand", screen: "profile", state: state)
    /// let svg = SVGRenderer().render(window, annotations: findings.compactMap(\.annotation))
    /// ```
    public static func contrastFindings(
        in drawing: Drawing, of root: View, theme: String, screen: String, state: TraitState, level: ContrastLevel = .aa
    ) -> [AuditFinding] {
        ContrastCheck(level: level, theme: theme, screen: screen, state: state).findings(in: drawing, root: root)
    }
}

extension AuditFinding {
    /// An outline of the failing view labelled with its ratio (`1.66:1`), for contrast findings.
    public var annotation: SVGAnnotation? {
        guard let frame, let ratio else { return nil }
        return SVGAnnotation(
            frame: CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height),
            label: "\(ContrastRatio.formatted(ratio)):1")
    }
}

extension ThemeAudit {
    /// The shadowed rules among the proxies' rules now, and those not reached, judged on
    /// `roots` and every object under them (each root as it is: one state, so no rule is
    /// called dead: it may apply in another state).
    public static func ruleFindings(on roots: [any AppearanceNode], theme: String) -> [AuditFinding] {
        var coverage = RuleCoverage(rules: Appearance.recordedRules)
        for root in roots { coverage.visit(root) }
        return coverage.findings(theme: theme, states: 1, screens: roots.count, partial: "the state drawn")
    }
}
