import AppearanceCore
import Testing

@MainActor
@Suite struct StyledTests {
    // R4.3 (Rules.md): only writes through @Styled are tracked as explicit.
    @Test func writesByTheAppAreExplicit() {
        Appearance.reset()
        let node = LeafNode()
        #expect(node.$color.valueOrigin == .initial)
        node.color = "mine"
        #expect(node.$color.isExplicit)
        #expect(node.$color.initialWrappedValue == "none")
    }

    @Test func appearanceWritesAreNotExplicitAndLoseToExplicitOnes() {
        Appearance.reset()
        LeafNode.appearance().color = "themed"
        LeafNode.appearance().width = 4
        let root = RootNode()
        let leaf = root.add(LeafNode())
        leaf.width = 1
        Appearance.resolve(root)
        #expect(leaf.color == "themed")
        #expect(leaf.$color.valueOrigin == .appearance)
        #expect(leaf.width == 1)
    }

    // R9 (Rules.md)
    @Test func revertingDropsTheExplicitValue() {
        Appearance.reset()
        LeafNode.appearance().color = "themed"
        let root = RootNode()
        let leaf = root.add(LeafNode())
        leaf.color = "mine"
        Appearance.resolve(root)
        #expect(leaf.color == "mine")
        leaf.revertToAppearance(\.color)
        #expect(leaf.color == "themed")
        #expect(!leaf.hasExplicitValue(for: \.color))
    }

    @Test func revertingOutsideAWindowRestoresTheInitialValue() {
        Appearance.reset()
        let leaf = LeafNode()
        leaf.color = "mine"
        leaf.revertToAppearance(\.color)
        #expect(leaf.color == "none")
    }
}
