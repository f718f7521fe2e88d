import AppearanceCore
import Testing

/// A value of reference type, to observe how long the engine keeps a recorded value.
final class Token: Sendable {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A node with a styled property holding a ``Token``.
@MainActor
final class TokenNode: TestNode {
    @Styled var token: Token?
}

/// How long resolved values live, and what walks ask of an adopter's tree.
@MainActor
@Suite struct NodeLifetimeTests {
    /// Nodes hold their styles unretained and the styles' rule index counts them: after the
    /// rules change, a node's old values stay alive (the node may still withdraw them, R7) until
    /// the node is resolved again or goes away.
    /// A weak reference to a token.
    final class Watch {
        weak var token: Token?
    }

    /// Resets the rules and records a new token as every token node's value; only the engine
    /// holds it.
    private func recordFirstToken() -> Watch {
        Appearance.reset()
        let watch = Watch()
        let token = Token("first")
        watch.token = token
        TokenNode.appearance().token = token
        return watch
    }

    @Test func oldValuesLiveUntilTheLastNodeUsingThemMovesOnOrGoes() {
        let first = recordFirstToken()
        let kept = TokenNode(), moving = TokenNode()
        Appearance.resolve(kept)
        Appearance.resolve(moving)
        #expect(kept.token?.name == "first")

        Appearance.reset()
        TokenNode.appearance().token = Token("second")
        #expect(first.token != nil, "two nodes still have the first value")
        Appearance.resolve(moving)
        #expect(moving.token?.name == "second")
        #expect(first.token != nil, "one node still has the first value")

        Appearance.resolve(kept)
        #expect(kept.token?.name == "second")
        #expect(first.token == nil, "no node uses the first rules any more")
    }

    @Test func aNodeGoingAwayLetsItsOldRulesGo() {
        let first = recordFirstToken()
        var node: TokenNode? = TokenNode()
        Appearance.resolve(node!)
        Appearance.reset()
        #expect(first.token != nil)
        node = nil
        #expect(first.token == nil)
    }

    /// A type that declares its children directly contained gets the same results as one that
    /// lets walks ask each child for its container.
    @Test(arguments: [false, true])
    func directlyContainedChildrenMatchContainmentRules(direct: Bool) {
        Appearance.reset()
        LeafNode.appearance(whenContainedInInstancesOf: [CardNode.self]).color = "in card"
        LeafNode.appearance(whenContainedInInstancesOf: [DirectCardNode.self]).color = "in direct card"
        LeafNode.appearance(whenContainedInInstancesOf: [RootNode.self]).width = 2
        let root = RootNode()
        let card: TestNode = direct ? DirectCardNode() : CardNode()
        let leaf = LeafNode()
        root.add(card).add(leaf)
        Appearance.resolve(root)
        #expect(leaf.color == (direct ? "in direct card" : "in card"))
        #expect(leaf.width == 2)
    }
}
