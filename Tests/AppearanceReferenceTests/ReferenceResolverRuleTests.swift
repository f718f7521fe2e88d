import AppearanceKit
import Testing

/// The reference resolver on its own, against DESIGN R4's sentences, so that a mistake in the
/// reference is not mistaken for one in the engine.
@Suite struct ReferenceResolverRuleTests {
    static let light = Traits(style: .light, sizeClass: .compact)

    func rule(
        _ target: Kind, in containers: [Kind] = [], for traits: TraitRequirement? = nil,
        _ value: Int, _ sequence: Int
    ) -> RecordedRule {
        RecordedRule(
            proxy: ProxyKey(target: target, containers: containers, traits: traits),
            property: .textColor, value: .color(value), sequence: sequence)
    }

    func winner(
        _ rules: [RecordedRule], _ kind: Kind = .label, in containers: [Kind] = [.window],
        traits: Traits = light
    ) -> Value? {
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
        #expect(
            winner(
                [
                    rule(.label, for: both, 3, 0), rule(.label, for: TraitRequirement(style: .dark), 2, 1),
                    rule(.label, for: TraitRequirement(), 1, 2), rule(.label, 0, 3),
                ], traits: dark) == .color(3))
        #expect(winner([rule(.label, for: TraitRequirement(), 1, 0), rule(.label, 0, 1)]) == .color(1))
        // A trait the view's window does not specify has its default value.
        #expect(
            winner([rule(.label, for: TraitRequirement(verticalSizeClass: .unspecified), 1, 0), rule(.label, 0, 1)])
                == .color(1))
        #expect(
            winner([rule(.label, for: TraitRequirement(verticalSizeClass: .regular), 1, 0), rule(.label, 0, 1)])
                == .color(0))
        // A mismatching trait proxy does not apply.
        #expect(winner([rule(.label, 0, 0), rule(.label, for: TraitRequirement(style: .dark), 1, 1)]) == .color(0))
        // Ties go to the later recording.
        #expect(winner([rule(.label, 0, 5), rule(.label, 1, 4)]) == .color(0))
        // A subclass's trait-free proxy wins over its superclass's trait proxy.
        #expect(
            winner([rule(.refLabel, 1, 0), rule(.label, for: TraitRequirement(style: .light), 2, 1)], .refLabel)
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
        // Same anchor: the longer list wins even over a subclass target.
        #expect(
            winner(
                [rule(.label, in: [.card, .window], 1, 0), rule(.caption, in: [.window], 2, 1)], .caption,
                in: chain) == .color(1))
        // Same anchor and length: subclass target later, then trait proxies after trait-free.
        #expect(
            winner([rule(.caption, in: [.card], 1, 0), rule(.label, in: [.card], 2, 1)], .caption, in: chain)
                == .color(1))
        #expect(
            winner([rule(.label, in: [.card], for: TraitRequirement(), 1, 0), rule(.label, in: [.card], 2, 1)], in: chain)
                == .color(1))
        // A view is never its own container: its own class is not in `containers`.
        #expect(winner([rule(.label, in: [.label], 1, 0)], in: [.window]) == nil)
    }

    @Test func closestContainerWinsReversesOnlyTheAnchors() {
        let chain: [Kind] = [.card, .panel, .screenController, .window]
        func winner(_ rules: [RecordedRule], _ kind: Kind = .label) -> Value? {
            ReferenceResolver.appearanceValues(
                rules, at: ViewPlace(kind: kind, containers: chain, traits: Self.light),
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
