import AppearanceCore
import Testing

/// A node with a styled property whose setter removes its parent's other children, as a setter
/// that rebuilds part of a tree would.
@MainActor
final class PruningNode: TestNode {
    @Styled var prune = false {
        didSet { if prune, let parent { parent.children.removeAll { $0 !== self } } }
    }
}

/// A walk queues the values of styles whose properties all have storages of their own and
/// writes them in batches (one accessor call per property): the results must be those of
/// writing each value in place.
@MainActor
@Suite struct QueuedWriteTests {
    /// Resolves a throwaway tree first, so that the engine knows every property's kind and
    /// queues the values of the tree under test (it writes unknown kinds at once, to learn them).
    private func learnKinds(_ make: () -> TestNode) {
        Appearance.resolve(make())
    }

    @Test func valuesBeyondOneBatchAreAllWrittenAndExplicitValuesStay() {
        Appearance.reset()
        LeafNode.appearance().color = "queued"
        LeafNode.appearance().width = 7
        LeafNode.appearance()[\.[badge: 1]] = "gold"
        learnKinds {
            let root = RootNode(); root.add(LeafNode()); return root
        }

        let root = RootNode()
        let leaves = (0..<1500).map { _ in root.add(LeafNode()) }
        leaves[700].color = "mine"
        Appearance.resolve(root)
        #expect(leaves.allSatisfy { $0.width == 7 && $0[badge: 1] == "gold" })
        #expect(leaves.enumerated().allSatisfy { $0.offset == 700 || $0.element.color == "queued" })
        #expect(leaves[700].color == "mine")
    }

    @Test func nodesASetterDropsDuringTheWalkStayAliveUntilWrittenThenGo() {
        Appearance.reset()
        PruningNode.appearance().prune = true
        LeafNode.appearance().color = "queued"
        learnKinds {
            let root = RootNode()
            root.add(PruningNode())
            root.add(LeafNode())
            return root
        }

        let root = RootNode()
        let pruner = PruningNode()
        root.add(pruner)
        weak var dropped: LeafNode?
        do {
            let leaf = LeafNode()
            root.add(leaf)
            dropped = leaf
        }
        Appearance.resolve(root)
        #expect(pruner.prune)
        #expect(root.children.count == 1)
        #expect(dropped == nil)
    }
}
