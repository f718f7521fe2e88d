import AppearanceKit

/// Plays a scenario on the kit and on the reference model side by side and compares every
/// styled property of every view (windows, views in windows, detached views) after the set-up
/// and after each step, plus the effective traits of every view in a window.
@MainActor
enum ScenarioCheck {
    /// Where the kit first disagreed with the reference.
    struct Failure: Error, CustomStringConvertible {
        /// 0 for the set-up, else the number of steps run.
        var step: Int
        var mismatches: [String]
        var transcript: String

        var description: String {
            """
            The engine disagrees with the reference \(step == 0 ? "after the set-up" : "after step \(step)"):
            \(mismatches.map { "  - " + $0 }.joined(separator: "\n"))
            Scenario up to there:
            \(transcript)
            """
        }
    }

    /// What a run covered.
    struct Coverage {
        var steps = 0
        var comparisons = 0
        /// Comparisons of a value a proxy gave (not explicit, not the initial value).
        var styled = 0
        /// Comparisons of a value a containment proxy gave.
        var containment = 0
        /// Comparisons of a value a trait proxy gave.
        var traitProxy = 0
        /// Comparisons where rules with different values competed, so the order decided.
        var contested = 0
        /// Comparisons where containment rules anchored at different places competed.
        var contestedAnchors = 0
        /// Comparisons of a styled value in a view that a scope or an island reaches (#35).
        var scoped = 0

        /// Counts a comparison of a styled value, classified by the rules that apply now (the
        /// view may show an older resolution's value: these are statistics, not checks).
        mutating func countStyled(
            _ property: Property, at place: ViewPlace?, rules: [RecordedRule], closestContainerWins: Bool
        ) {
            styled += 1
            guard let place else { return }
            if place.layers != [nil] { scoped += 1 }
            let competing = ReferenceResolver.applicableRules(rules, at: place, closestContainerWins: closestContainerWins)
                .filter { $0.property == property }
            if let winner = competing.last {
                if !winner.proxy.containers.isEmpty { containment += 1 }
                if winner.proxy.traits != nil { traitProxy += 1 }
            }
            if Set(competing.map(\.value)).count > 1 { contested += 1 }
            let anchors = competing.compactMap { ReferenceResolver.anchor(of: $0.proxy.containers, in: place.containers) }
            if Set(anchors).count > 1 { contestedAnchors += 1 }
        }
    }

    /// Runs `scenario` from a clean registry. Throws the first step's mismatches.
    ///
    /// `tamper` runs on the kit side only, after the set-up: a test of this check uses it to make
    /// the kit diverge from the model and expects the divergence reported.
    static func run(
        _ scenario: Scenario, coverage: inout Coverage, tamper: (KitWorld) -> Void = { _ in }
    ) throws(Failure) {
        // The registry and the containment policy are process-wide; this runs synchronously on
        // the main actor, so no other test can interleave once it starts.
        // Put back whatever policy was in force.
        let policy = Appearance.containmentPolicy
        Appearance.reset()
        Appearance.containmentPolicy = scenario.closestContainerWins ? .closestContainerWins : .outermostContainerWins
        defer {
            Appearance.reset()
            Appearance.containmentPolicy = policy
        }

        var model = ReferenceWorld(scenario)
        let kit = KitWorld(scenario)
        tamper(kit)
        let proxies = scenario.proxyKeys.sorted { "\($0)" < "\($1)" }
        try compareProxies(proxies, kit, model, scenario, afterStep: 0)
        try compare(kit, model, scenario, afterStep: 0, coverage: &coverage)
        for (index, step) in scenario.steps.enumerated() {
            if model.apply(step) { kit.apply(step) }
            coverage.steps += 1
            switch step {
            case .record, .resetProxy, .resetAll, .switchTheme, .restore:
                try compareProxies(proxies, kit, model, scenario, afterStep: index + 1)
            default: break
            }
            try compare(kit, model, scenario, afterStep: index + 1, coverage: &coverage)
        }
        try compareExplanations(kit, model, scenario)
    }

    /// R10 both ways: for every view in a window and every property, the rule `explain` names
    /// as the winner is one that `Appearance.ruleMatches(for:)` says applies (scopes and islands
    /// included), and every rule that says so is some property's winner, after the last step.
    private static func compareExplanations(_ kit: KitWorld, _ model: ReferenceWorld, _ scenario: Scenario) throws(Failure) {
        var mismatches: [String] = []
        // The first dozen nodes: explaining every property of every view of the large trees
        // doubled the slow tier's time for no more kinds of case.
        for node in model.nodes.indices.prefix(12) where model.place(of: node) != nil {
            let matched = kit.matchedWinners(at: node)
            var explainedWinners: Set<String> = []
            for property in model.nodes[node].kind.properties {
                guard let explained = kit.explainedWinner(of: property, at: node) else { continue }
                explainedWinners.insert(explained)
                if !matched.contains(explained) {
                    mismatches.append(
                        "\(scenario.name(node)) \(model.nodes[node].kind).\(property): explain says \(explained) wins, "
                            + "ruleMatches does not (its winners: \(matched.sorted()))")
                }
            }
            for extra in matched.subtracting(explainedWinners) {
                mismatches.append("\(scenario.name(node)) \(model.nodes[node].kind): ruleMatches says \(extra) wins, explain does not")
            }
        }
        guard mismatches.isEmpty else {
            throw Failure(step: scenario.steps.count, mismatches: mismatches, transcript: scenario.transcript())
        }
    }

    /// R2: each proxy's getter returns what that very proxy recorded, else `nil`.
    private static func compareProxies(
        _ proxies: [ProxyKey], _ kit: KitWorld, _ model: ReferenceWorld, _ scenario: Scenario, afterStep step: Int
    ) throws(Failure) {
        var mismatches: [String] = []
        for key in proxies {
            for property in key.target.properties {
                let actual = kit.recordedValue(of: property, in: key)
                let expected = model.recordedValue(of: property, in: key)
                if actual != expected {
                    mismatches.append(
                        "\(key).\(property) reads \(actual.map { "\($0)" } ?? "nil"), "
                            + "but that proxy recorded \(expected.map { "\($0)" } ?? "nothing")")
                }
            }
        }
        guard mismatches.isEmpty else {
            throw Failure(step: step, mismatches: mismatches, transcript: scenario.transcript(steps: step))
        }
    }

    private static func compare(
        _ kit: KitWorld, _ model: ReferenceWorld, _ scenario: Scenario, afterStep step: Int, coverage: inout Coverage
    ) throws(Failure) {
        var mismatches: [String] = []
        let rules = model.rules
        for node in model.nodes.indices {
            let kind = model.nodes[node].kind
            let name = scenario.name(node)
            let place = model.place(of: node)
            if let expected = place?.traits, kit.traits(at: node) != expected {
                mismatches.append("\(name) (\(kind)) traits: engine \(kit.traits(at: node)), reference \(expected)")
            }
            for property in kind.properties {
                coverage.comparisons += 1
                let actual = kit.value(of: property, at: node)
                let expected = model.displayedValue(of: property, at: node)
                if model.nodes[node].explicit[property] == nil, model.nodes[node].appearance?[property] != nil {
                    coverage.countStyled(property, at: place, rules: rules, closestContainerWins: model.closestContainerWins)
                }
                guard actual != expected else { continue }
                mismatches.append(explain(node, name, property, actual: actual, expected: expected, model))
            }
        }
        guard mismatches.isEmpty else {
            throw Failure(step: step, mismatches: mismatches, transcript: scenario.transcript(steps: step))
        }
    }

    /// A mismatch with what the reference based its answer on.
    private static func explain(
        _ node: Int, _ name: String, _ property: Property, actual: Value, expected: Value, _ model: ReferenceWorld
    ) -> String {
        let state = model.nodes[node]
        var text = "\(name) \(state.kind).\(property): engine \(actual), reference \(expected)"
        if let explicit = state.explicit[property] {
            text += "; explicit \(explicit)"
        } else if let place = model.place(of: node) {
            text += "; \(place)"
            let rules =
                ReferenceResolver
                .applicableRules(model.rules, at: place, closestContainerWins: model.closestContainerWins)
                .filter { $0.property == property }
            text +=
                rules.isEmpty
                ? "; no rule applies now"
                : "; rules in application order now: " + rules.map(\.description).joined(separator: ", ")
            if let last = state.appearance?[property] { text += "; last resolution gave \(last)" }
        } else {
            let last = state.appearance.map { $0[property].map { "\($0)" } ?? "nothing" } ?? "never resolved"
            text += "; outside windows, last resolution gave \(last)"
        }
        return text
    }
}
