import AppearanceCore
import Testing

/// `appearanceHasTraitOverridesOrStyleClasses` lets a walk skip reading a node's trait overrides
/// and style classes: the default reads the lists, an adopter's own answer is what the walk uses.
@MainActor
@Suite struct ListShortcutTests {
    /// A node that answers the question itself, from a flag the test sets.
    final class AnsweringNode: AppearanceNode {
        let appearanceState = AppearanceNodeState()
        var answer = true
        var overrides = TraitCollection()
        var classes: [String] = []
        @Styled var color: String = "none"

        var appearanceContainer: (any AppearanceContainer)? { nil }
        var appearanceTraitOverrides: TraitCollection { overrides }
        var appearanceStyleClasses: [String] { classes }
        var appearanceHasTraitOverridesOrStyleClasses: Bool { answer }
        func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {}
    }

    @Test(arguments: [
        (TraitCollection(), [String](), false),
        (TraitCollection(userInterfaceStyle: .dark), [String](), true),
        (TraitCollection(), ["danger"], true),
        (TraitCollection(userInterfaceStyle: .dark), ["danger"], true),
    ])
    func theDefaultAnswerReadsBothLists(overrides: TraitCollection, classes: [String], expected: Bool) {
        let node = LeafNode()
        node.overrides = overrides
        node.classes = classes
        #expect(node.appearanceHasTraitOverridesOrStyleClasses == expected)
    }

    @Test func aNodeThatSaysItHasListsIsResolvedByThem() {
        Appearance.reset()
        AnsweringNode.appearance(styleClass: "danger").color = "red"
        AnsweringNode.appearance(for: TraitCollection(userInterfaceStyle: .dark)).color = "dark"
        AnsweringNode.appearance().color = "plain"
        let danger = AnsweringNode()
        danger.classes = ["danger"]
        let dark = AnsweringNode()
        dark.overrides = TraitCollection(userInterfaceStyle: .dark)
        Appearance.resolve(danger)
        Appearance.resolve(dark)
        #expect(danger.color == "red")
        #expect(dark.color == "dark")
    }

    @Test func aNodeThatSaysItHasNoListsIsResolvedWithoutReadingThem() {
        // The contract's other side: `false` is taken at its word, so the walk really asks.
        Appearance.reset()
        AnsweringNode.appearance(styleClass: "danger").color = "red"
        AnsweringNode.appearance().color = "plain"
        let node = AnsweringNode()
        node.classes = ["danger"]
        node.answer = false
        Appearance.resolve(node)
        #expect(node.color == "plain")
        node.answer = true
        Appearance.resolve(node)
        #expect(node.color == "red")
    }

    @Test func theDefaultDirectContainmentAnswerIsNo() {
        // The walk then asks the node for its container: always correct.
        let root = RootNode()
        let leaf = root.add(LeafNode())
        #expect(leaf.appearanceContainer === root)
        #expect(!leaf.appearanceIsDirectlyContained(in: root))
    }
}
