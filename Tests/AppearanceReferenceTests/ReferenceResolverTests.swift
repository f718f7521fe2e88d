import AppearanceKit
import PropertyBased
import Testing

/// The engine against the reference resolver on random scenarios (#12).
///
/// The appearance registry is process-wide and other suites run in the same process, so each
/// scenario runs synchronously on the main actor from `Appearance.reset()` to its last
/// comparison: nothing can interleave with it.
@MainActor
@Suite(.serialized) struct ReferenceResolverTests {
    /// Every styled property of every view, after every step of random scenarios, equals what
    /// the reference gives. A failure prints the scenario up to the failing step, what the
    /// reference based its answer on, and the `.fixedSeed(...)` that replays it.
    @Test func engineAgreesWithTheReferenceOnRandomScenarios() async {
        var coverage = ScenarioCheck.Coverage()
        var failed = false
        await propertyCheck(count: 1000, input: ScenarioGenerator.scenarios) { scenario in
            do {
                try ScenarioCheck.run(scenario, coverage: &coverage)
            } catch {
                failed = true
                Issue.record("\(error)")
            }
        }
        // A run that compared little, or rarely had rules compete, could hardly fail. (A failure
        // stops the run early, so the floors apply to passing runs.)
        guard !failed else { return }
        #expect(coverage.steps >= 10_000)
        #expect(coverage.styled >= 20_000)
        #expect(coverage.contested >= 2_000)
        #expect(coverage.containment >= 2_000)
        #expect(coverage.traitProxy >= 2_000)
        #expect(coverage.contestedAnchors >= 100)
    }

    /// The same under the opt-in closest-container-wins policy (DESIGN §4), where only the
    /// order of anchors changes.
    @Test func engineAgreesWithTheReferenceUnderClosestContainerWins() async {
        var coverage = ScenarioCheck.Coverage()
        var failed = false
        let scenarios = ScenarioGenerator.scenarios.map { scenario in
            var closest = scenario
            closest.closestContainerWins = true
            return closest
        }
        await propertyCheck(count: 250, input: scenarios) { scenario in
            do {
                try ScenarioCheck.run(scenario, coverage: &coverage)
            } catch {
                failed = true
                Issue.record("\(error)")
            }
        }
        guard !failed else { return }
        #expect(coverage.contestedAnchors >= 25)
    }
}

/// The comparison itself: a kit that diverges from the model must be reported, so that a
/// passing random run means agreement, not a blind check.
@MainActor
@Suite(.serialized) struct ScenarioCheckTests {
    /// A label in a window, one plain rule, then a reload.
    let scenario = Scenario(
        rules: [Scenario.RuleSpec(proxy: ProxyKey(target: .label, containers: [], traits: nil),
                                  property: .textColor, value: .color(0))],
        windows: [Traits(style: .light, sizeClass: .compact)],
        views: [Scenario.ViewSpec(kind: .label, parent: 0, explicit: [:])],
        steps: [.reloadAll])

    @Test func agreementPasses() throws {
        var coverage = ScenarioCheck.Coverage()
        try ScenarioCheck.run(scenario, coverage: &coverage)
        #expect(coverage.styled == 2)
    }

    @Test func aValueTheModelDidNotExpectIsReported() {
        var coverage = ScenarioCheck.Coverage()
        #expect {
            try ScenarioCheck.run(scenario, coverage: &coverage) { kit in
                (kit.views[1] as? Label)?.textColor = .blue
            }
        } throws: { error in
            "\(error)".contains("after the set-up")
                && "\(error)".contains("v1 Label.textColor: engine blue, reference red; Label in [Window]")
        }
    }

    @Test func aProxyValueTheModelDidNotRecordIsReported() {
        var coverage = ScenarioCheck.Coverage()
        #expect {
            try ScenarioCheck.run(scenario, coverage: &coverage) { _ in
                Label.appearance().textColor = .green
            }
        } throws: { error in
            "\(error)".contains("Label.appearance().textColor reads green, but that proxy recorded red")
        }
    }

    @Test func aRuleChangeTheModelDidNotSeeIsReportedAfterTheReload() {
        var coverage = ScenarioCheck.Coverage()
        #expect {
            try ScenarioCheck.run(scenario, coverage: &coverage) { _ in
                Label.appearance(whenContainedInInstancesOf: [Window.self]).textColor = .green
            }
        } throws: { error in
            "\(error)".contains("after step 1") && "\(error)".contains("v1 Label.textColor: engine green, reference red")
        }
    }
}

/// The reference resolver on its own, against DESIGN R4's sentences, so that a mistake in the
/// reference is not mistaken for one in the engine.
@Suite struct ReferenceResolverRuleTests {
    static let light = Traits(style: .light, sizeClass: .compact)

    func rule(_ target: Kind, in containers: [Kind] = [], for traits: TraitRequirement? = nil,
              _ value: Int, _ sequence: Int) -> RecordedRule {
        RecordedRule(proxy: ProxyKey(target: target, containers: containers, traits: traits),
                     property: .textColor, value: .color(value), sequence: sequence)
    }

    func winner(_ rules: [RecordedRule], _ kind: Kind = .label, in containers: [Kind] = [.window],
                traits: Traits = light) -> Value? {
        ReferenceResolver.appearanceValues(rules, at: ViewPlace(kind: kind, containers: containers, traits: traits))[.textColor]
    }

    @Test func plainProxiesApplyBaseToLeafThenByTraitsThenByRecordingOrder() {
        // A subclass proxy wins over its superclass's, whatever the recording order.
        #expect(winner([rule(.caption, 1, 0), rule(.label, 2, 1)], .caption) == .color(1))
        // A superclass proxy applies to a subclass instance; a subclass proxy not to a superclass's.
        #expect(winner([rule(.label, 1, 0)], .caption) == .color(1))
        #expect(winner([rule(.caption, 1, 0)], .label) == nil)
        // At one class: trait-free, then the empty trait proxy, then more specified traits.
        let dark = Traits(style: .dark, sizeClass: .regular)
        let both = TraitRequirement(style: .dark, sizeClass: .regular)
        #expect(winner([rule(.label, for: both, 3, 0), rule(.label, for: TraitRequirement(style: .dark), 2, 1),
                        rule(.label, for: TraitRequirement(), 1, 2), rule(.label, 0, 3)], traits: dark) == .color(3))
        #expect(winner([rule(.label, for: TraitRequirement(), 1, 0), rule(.label, 0, 1)]) == .color(1))
        // A mismatching trait proxy does not apply.
        #expect(winner([rule(.label, 0, 0), rule(.label, for: TraitRequirement(style: .dark), 1, 1)]) == .color(0))
        // Ties go to the later recording.
        #expect(winner([rule(.label, 0, 5), rule(.label, 1, 4)]) == .color(0))
        // A subclass's trait-free proxy wins over its superclass's trait proxy.
        #expect(winner([rule(.refLabel, 1, 0), rule(.label, for: TraitRequirement(style: .light), 2, 1)], .refLabel)
            == .color(1))
    }

    @Test func containmentMatchesGreedilyAndTheFarthestAnchorWins() {
        let chain: [Kind] = [.card, .panel, .screenController, .window]
        // Containment beats plain proxies, even of a subclass and recorded later.
        #expect(winner([rule(.label, in: [.card], 1, 0), rule(.caption, 2, 1)], .caption, in: chain) == .color(1))
        // The outermost container wins, whatever the recording order.
        #expect(winner([rule(.label, in: [.window], 1, 0), rule(.label, in: [.card], 2, 1)], in: chain) == .color(1))
        // Same anchor: the longer list wins.
        #expect(winner([rule(.label, in: [.card, .window], 1, 0), rule(.label, in: [.window], 2, 1)], in: chain) == .color(1))
        // A `RefPanel` entry matches the nearest kind (the card), so it anchors nearer than a
        // `RefScreenController` entry.
        #expect(winner([rule(.label, in: [.screenController], 1, 0), rule(.label, in: [.panel], 2, 1)], in: chain) == .color(1))
        // Containers must appear innermost first; one distinct ancestor per entry.
        #expect(winner([rule(.label, in: [.window, .card], 1, 0)], in: chain) == nil)
        #expect(winner([rule(.label, in: [.card, .card], 1, 0)], in: chain) == nil)
        #expect(winner([rule(.label, in: [.panel, .panel], 1, 0)], in: chain) == .color(1))
        // Same anchor and length: subclass target later, then trait proxies after trait-free.
        #expect(winner([rule(.caption, in: [.card], 1, 0), rule(.label, in: [.card], 2, 1)], .caption, in: chain)
            == .color(1))
        #expect(winner([rule(.label, in: [.card], for: TraitRequirement(), 1, 0), rule(.label, in: [.card], 2, 1)], in: chain)
            == .color(1))
        // A view is never its own container: its own class is not in `containers`.
        #expect(winner([rule(.label, in: [.label], 1, 0)], in: [.window]) == nil)
    }

    @Test func closestContainerWinsReversesOnlyTheAnchors() {
        let chain: [Kind] = [.card, .panel, .screenController, .window]
        func winner(_ rules: [RecordedRule], _ kind: Kind = .label) -> Value? {
            ReferenceResolver.appearanceValues(rules, at: ViewPlace(kind: kind, containers: chain, traits: Self.light),
                                               closestContainerWins: true)[.textColor]
        }
        #expect(winner([rule(.label, in: [.card], 1, 0), rule(.label, in: [.window], 2, 1)]) == .color(1))
        // At one anchor a longer list and a subclass still apply later; plain proxies still first.
        #expect(winner([rule(.label, in: [.card, .window], 1, 0), rule(.label, in: [.window], 2, 1)]) == .color(1))
        #expect(winner([rule(.caption, in: [.card], 1, 0), rule(.label, in: [.card], 2, 1)], .caption) == .color(1))
        #expect(winner([rule(.label, in: [.window], 1, 0), rule(.caption, 2, 1)], .caption) == .color(1))
    }

    @Test func anchorIsWhereTheOutermostEntryIsFirstSatisfied() {
        let chain: [Kind] = [.panel, .card, .view, .card, .window]
        #expect(ReferenceResolver.anchor(of: [.card], in: chain) == 2)
        #expect(ReferenceResolver.anchor(of: [.panel, .card], in: chain) == 2)
        #expect(ReferenceResolver.anchor(of: [.card, .card], in: chain) == 4)
        #expect(ReferenceResolver.anchor(of: [.view, .window], in: chain) == 5)
        #expect(ReferenceResolver.anchor(of: [.badge], in: chain) == nil)
    }

    @Test func explicitValuesWinAndUnstyledPropertiesReturnToTheirInitialValue() {
        let styled: [Property: Value] = [.alpha: .number(0.5)]
        #expect(ReferenceResolver.displayedValue(of: .alpha, explicit: [.alpha: .number(1)], appearance: styled) == .number(1))
        #expect(ReferenceResolver.displayedValue(of: .alpha, explicit: [:], appearance: styled) == .number(0.5))
        #expect(ReferenceResolver.displayedValue(of: .radius, explicit: [:], appearance: styled) == .number(0))
        #expect(ReferenceResolver.displayedValue(of: .textColor, explicit: [.textColor: .none], appearance: nil) == .none)
    }
}
