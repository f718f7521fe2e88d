import AppearanceCore
import Testing

/// Extreme shapes are limits with errors, never stack overflows or traps (#12): walks keep
/// their work on the heap, and run-time type hierarchies have a checked depth.
@MainActor
@Suite struct DeepTreeTests {
    /// A chain far deeper than the 17,000 levels that overflowed the recursive walk, resolved,
    /// switched to dark and reloaded; the leaf still gets containment and trait values.
    @Test func aChainOfAHundredThousandNodesIsResolvedInPlace() {
        Appearance.reset()
        defer { Appearance.reset() }
        LeafNode.appearance(whenContainedInInstancesOf: [CardNode.self, RootNode.self]).color = "deep"
        LeafNode.appearance(for: TraitCollection(userInterfaceStyle: .dark)).width = 3
        let root = RootNode()
        var nodes: [TestNode] = [root]
        for depth in 1..<100_000 {
            nodes.append(nodes[depth - 1].add(depth == 1 ? CardNode() : TestNode()))
        }
        let leaf = nodes[nodes.count - 1].add(LeafNode())
        defer { Self.dismantle(nodes) }

        Appearance.resolve(root)
        #expect(leaf.color == "deep")
        #expect(leaf.width == 0)
        root.overrides = TraitCollection(userInterfaceStyle: .dark)
        Appearance.traitsDidChange(in: root)
        #expect(leaf.width == 3)
        LeafNode.appearance(whenContainedInInstancesOf: [CardNode.self, RootNode.self]).color = "reloaded"
        Appearance.reload(root)
        #expect(leaf.color == "reloaded")
    }

    /// Siblings are visited in order and each subtree sees only its own containers, as in the
    /// recursive walk: a card's leaf is styled, its sibling outside the card is not.
    @Test func siblingsAfterADeepSubtreeSeeOnlyTheirOwnContainers() {
        Appearance.reset()
        defer { Appearance.reset() }
        LeafNode.appearance(whenContainedInInstancesOf: [CardNode.self]).color = "in card"
        let root = RootNode()
        let card = root.add(CardNode())
        var inner: TestNode = card
        for _ in 0..<1_000 { inner = inner.add(TestNode()) }
        let deepLeaf = inner.add(LeafNode())
        let outside = root.add(LeafNode())
        let cardLeaf = card.add(LeafNode())
        Appearance.resolve(root)
        #expect(deepLeaf.color == "in card")
        #expect(cardLeaf.color == "in card")
        #expect(outside.color == "none")
    }

    @Test func aTypeHierarchyDeeperThanTheLimitIsAnError() throws {
        var type = try AppearanceType.define("Deep0", instancesOf: TestNode.self)
        for depth in 1..<AppearanceType.maximumInheritanceDepth {
            type = try AppearanceType.define("Deep\(depth)", supertype: type)
        }
        #expect(throws: AppearanceTypeError.inheritanceTooDeep(name: "TooDeep", limit: AppearanceType.maximumInheritanceDepth)) {
            try AppearanceType.define("TooDeep", supertype: type)
        }
        // The limit is a depth, not a count: a sibling of the deepest type is still fine.
        #expect(try AppearanceType.define("Shallow", supertype: type.supertype).isKind(of: type.supertype!))
    }

    @Test func aTypeWithoutAnInstanceClassIsAnError() {
        #expect(throws: AppearanceTypeError.noInstanceClass(name: "Orphan")) {
            try AppearanceType.define("Orphan")
        }
    }

    /// Frees a chain from the leaf up, so that no deinit chain runs as deep as the tree.
    private static func dismantle(_ nodes: [TestNode]) {
        for node in nodes.reversed() { node.children.removeAll() }
    }
}
