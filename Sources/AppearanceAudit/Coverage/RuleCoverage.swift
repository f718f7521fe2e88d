import AppearanceKit
import AppearanceThemes

/// Which of a theme's rules matched a view in some screen and state, and which won somewhere:
/// a rule that never matched is dead; one that matched but never won is shadowed, by the rule
/// that won most often over it (or by the views' own values).
@MainActor
struct RuleCoverage {
    /// The theme's rules, in recording order.
    let rules: [AppearanceRule]
    private var matched = Set<UInt64>()
    private var won = Set<UInt64>()
    /// For rules that lost: how often each rule beat them (`nil`: the object's own value).
    private var beaten: [UInt64: [UInt64?: Int]] = [:]
    private var rulesByID: [UInt64: AppearanceRule] = [:]

    init(rules: [AppearanceRule]) {
        self.rules = rules
        for rule in rules { rulesByID[rule.id] = rule }
    }

    /// Counts the rules matching `root` and every object under it.
    mutating func visit(_ root: any AppearanceNode) {
        for match in Appearance.ruleMatches(for: root) {
            matched.insert(match.rule.id)
            if match.won {
                won.insert(match.rule.id)
            } else if !won.contains(match.rule.id) {
                beaten[match.rule.id, default: [:]][match.outrankedBy?.id, default: 0] += 1
            }
        }
        root.forEachAppearanceChild { visit($0) }
    }

    /// The dead and shadowed rules, in recording order, after visiting `matrix`'s states. A
    /// rule that matched nothing is dead only when the matrix covers the default matrix;
    /// otherwise it was not reached in these states, and may apply in the others.
    func findings(theme: String, matrix: TraitMatrix, screens: Int) -> [AuditFinding] {
        findings(theme: theme, states: matrix.states.count, screens: screens, partial: matrix.coversDefault ? nil : "\(matrix)")
    }

    /// The dead and shadowed rules, in recording order, after visiting `states` states;
    /// `partial` names them when they do not cover the default matrix (a rule that matched
    /// nothing is then not reached, rather than dead).
    func findings(theme: String, states: Int, screens: Int, partial: String?) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let scope = "on \(screens == 1 ? "the screen" : "any of the \(screens) screens") in any of the \(states) trait states"
        let complete = partial == nil
        for rule in rules {
            if !matched.contains(rule.id) {
                findings.append(
                    AuditFinding(
                        kind: complete ? .deadRule : .unreachedRule, theme: theme, screen: nil, view: nil, state: nil, subject: nil,
                        element: nil, foreground: nil, background: nil, ratio: nil, required: nil, foregroundOrigin: nil,
                        backgroundOrigin: nil, rule: rule, winner: nil,
                        message: complete
                            ? "\(rule.proxyDescription).\(rule.property) matches no view \(scope); delete it or check its class, "
                                + "containers and traits"
                            : "\(rule.proxyDescription).\(rule.property) is not reached in these states (\(partial ?? "")) \(scope); they leave "
                                + "out some of the default matrix's, where it may apply: audit without --matrix to tell whether it is dead")
                )
            } else if !won.contains(rule.id) {
                // The rule that beat it most often (the earliest recorded among equals).
                let beaters = beaten[rule.id] ?? [:]
                let winnerID = beaters.max { ($0.value, $1.key ?? 0) < ($1.value, $0.key ?? 0) }?.key ?? nil
                let winner = winnerID.flatMap { rulesByID[$0] }
                let by =
                    // The winner's place as every output writes it (a built-in theme as
                    // `builtin:NAME.yaml`, not its path in the build folder).
                    winner.map {
                        "\($0.proxyDescription).\($0.property)\($0.location.map { " at \(SourcePaths(root: nil).text(of: $0))" } ?? "")"
                    }
                    ?? "the values the views set themselves"
                findings.append(
                    AuditFinding(
                        kind: .shadowedRule, theme: theme, screen: nil, view: nil, state: nil, subject: nil, element: nil, foreground: nil,
                        background: nil, ratio: nil, required: nil, foregroundOrigin: nil, backgroundOrigin: nil,
                        rule: rule, winner: winner,
                        message: "\(rule.proxyDescription).\(rule.property) matches views but never wins \(scope): "
                            + "\(by) always applies instead"))
            }
        }
        return findings
    }
}
