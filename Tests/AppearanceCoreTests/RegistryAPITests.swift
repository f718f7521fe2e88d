import AppearanceCore
import Testing

/// The registry-wide members an adopter calls, each once: roots for `reloadAll()`, the count of
/// proxies in use, a node's resolution state, and the axis values stored per property.
@MainActor
@Suite struct RegistryAPITests {
    @Test func reloadAllReachesRegisteredRootsUntilTheyAreUnregistered() {
        Appearance.reset()
        defer { Appearance.reset() }
        let root = RootNode()
        let leaf = root.add(LeafNode())
        Appearance.registerRoot(root)
        defer { Appearance.unregisterRoot(root) }
        #expect(!leaf.appearanceState.hasBeenResolved)
        LeafNode.appearance().color = "first"
        Appearance.reloadAll()
        #expect(leaf.appearanceState.hasBeenResolved)
        #expect(leaf.color == "first")
        Appearance.unregisterRoot(root)
        LeafNode.appearance().color = "second"
        Appearance.reloadAll()
        #expect(leaf.color == "first", "an unregistered root is no longer reloaded")
    }

    @Test func activeProxyCountCountsProxiesWithValues() {
        Appearance.reset()
        defer { Appearance.reset() }
        #expect(Appearance.activeProxyCount == 0)
        LeafNode.appearance().color = "a"
        LeafNode.appearance(whenContainedInInstancesOf: [CardNode.self]).width = 2
        _ = CardNode.appearance()  // a proxy without values does not count
        #expect(Appearance.activeProxyCount == 2)
        LeafNode.appearance().color = nil
        #expect(Appearance.activeProxyCount == 1)
    }

    @Test func storedAxesListTheAxisValuesThatHaveAValue() {
        var badges = AxisValues<Int, String?>(default: nil)
        #expect(badges.storedAxes.isEmpty)
        badges[1] = "gold"
        badges[3] = "silver"
        #expect(Set(badges.storedAxes) == [1, 3])
    }
}
