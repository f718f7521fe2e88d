import AppearanceCore
import Testing

/// Containment proxies that tie on precedence (same anchor, container count, target class and
/// traits) apply in the order their values were recorded, not the order the proxies were made:
/// the last value recorded wins, as for one proxy set twice (R4.2 and R2 in Rules.md).
@MainActor
@Suite struct TiedContainmentTests {
    @Test(arguments: [true, false])
    func theValueRecordedLastWins(cardFirst: Bool) {
        Appearance.reset()
        // Both anchor at the leaf's parent card: a card is a TestNode too.
        let inCard = LeafNode.appearance(whenContainedInInstancesOf: [CardNode.self])
        let inNode = LeafNode.appearance(whenContainedInInstancesOf: [TestNode.self])
        if cardFirst {
            inCard.color = "card"
            inNode.color = "node"
        } else {
            inNode.color = "node"
            inCard.color = "card"
        }
        let root = RootNode()
        let leaf = LeafNode()
        root.add(CardNode()).add(leaf)
        Appearance.resolve(root)
        #expect(leaf.color == (cardFirst ? "node" : "card"))
    }
}
