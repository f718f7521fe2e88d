import AppearanceCore
import Testing

/// The engine driven through its adopter API alone, as a terminal UI or scene graph would.
@MainActor
@Suite struct AdopterTests {
    @Test func swiftClassProxiesStyleTheirInstancesWhenResolved() {
        Appearance.reset()
        LeafNode.appearance().color = "red"
        let root = RootNode()
        let leaf = root.add(LeafNode())
        #expect(leaf.color == "none")
        Appearance.resolve(root)
        #expect(leaf.color == "red")
        #expect(root.color == "none")
    }

    @Test func runtimeTypesInheritRulesFromTheirSupertype() throws {
        Appearance.reset()
        let label = try AppearanceType.define("RTLabel", instancesOf: TestNode.self)
        let primary = try AppearanceType.define("RTPrimaryLabel", supertype: label)
        let card = try AppearanceType.define("RTCard", instancesOf: TestNode.self)
        #expect(primary.isKind(of: label))
        #expect(!label.isKind(of: primary))
        #expect(primary.supertype == label)
        #expect(primary.name == "RTPrimaryLabel")

        Appearance.proxy(for: label, as: TestNode.self).color = "label"
        Appearance.proxy(for: primary, as: TestNode.self, whenContainedIn: [card]).width = 2
        let root = TestNode(type: card)
        let plain = root.add(TestNode(type: label))
        let special = root.add(TestNode(type: primary))
        Appearance.resolve(root)
        #expect(plain.color == "label" && plain.width == 0)
        #expect(special.color == "label" && special.width == 2)
    }

    @Test func plainPropertiesReturnToTheirOriginalValueWhenNoLongerStyled() {
        Appearance.reset()
        let proxy = LeafNode.appearance()
        proxy.plainTag = "themed"
        let root = RootNode()
        let leaf = root.add(LeafNode())
        Appearance.resolve(root)
        #expect(leaf.plainTag == "themed")
        proxy.plainTag = nil
        Appearance.reload(root)
        #expect(leaf.plainTag == "original")
    }

    @Test func traitOverridesFlowDownTheTree() {
        Appearance.reset()
        LeafNode.appearance(for: TraitCollection(userInterfaceStyle: .dark)).color = "dark"
        let root = RootNode()
        let card = root.add(CardNode())
        let leaf = card.add(LeafNode())
        Appearance.resolve(root)
        #expect(leaf.color == "none")
        card.overrides = TraitCollection(userInterfaceStyle: .dark)
        Appearance.traitsDidChange(in: card)
        #expect(leaf.color == "dark")
        #expect(leaf.resolvedAppearanceTraits.userInterfaceStyle == .dark)
        card.overrides = TraitCollection()
        Appearance.traitsDidChange(in: card)
        #expect(leaf.color == "none")
    }

    @Test func styleClassesSelectTargets() {
        Appearance.reset()
        LeafNode.appearance(styleClass: "danger").color = "red"
        LeafNode.appearance().color = "plain"
        let root = RootNode()
        let danger = root.add(LeafNode())
        danger.classes = ["danger"]
        let normal = root.add(LeafNode())
        Appearance.resolve(root)
        #expect(danger.color == "red")
        #expect(normal.color == "plain")
    }

    @Test func perAxisValuesRecordThroughSubscriptKeyPaths() {
        Appearance.reset()
        let proxy = LeafNode.appearance()
        proxy[\.[badge: 1]] = "gold"
        proxy[\.[badge: 2]] = "silver"
        #expect(proxy[\.[badge: 1]] == "gold")
        #expect(proxy[\.[badge: 3]] == nil)
        let root = RootNode()
        let leaf = root.add(LeafNode())
        leaf[badge: 2] = "mine"
        Appearance.resolve(root)
        #expect(leaf[badge: 1] == "gold")
        #expect(leaf[badge: 2] == "mine")
        #expect(leaf.hasExplicitValue(for: \.[badge: 2]))
        #expect(!leaf.hasExplicitValue(for: \.[badge: 1]))
    }

    @Test func theEngineHoldsNoStrongReferenceToNodes() {
        Appearance.reset()
        LeafNode.appearance().color = "red"
        weak var weakRoot: RootNode?
        weak var weakLeaf: LeafNode?
        do {
            let root = RootNode()
            let leaf = LeafNode()
            root.add(leaf)
            Appearance.registerRoot(root)
            Appearance.resolve(root)
            Appearance.reloadAll()
            _ = Appearance.explain(leaf, \.color)
            weakRoot = root
            weakLeaf = leaf
        }
        #expect(weakRoot == nil)
        #expect(weakLeaf == nil)
    }

    @Test func explanationsListEveryRuleInApplicationOrder() {
        Appearance.reset()
        LeafNode.appearance().color = "plain"
        LeafNode.appearance(whenContainedInInstancesOf: [CardNode.self]).color = "card"
        LeafNode.appearance(for: TraitCollection(userInterfaceStyle: .dark)).color = "dark"
        LeafNode.appearance(whenContainedInInstancesOf: [RootNode.self, CardNode.self]).color = "never"
        let root = RootNode()
        let leaf = root.add(CardNode()).add(LeafNode())
        Appearance.resolve(root)
        let why = Appearance.explain(leaf, \.color)
        #expect(why.rules.map(\.value) == ["plain", "card", "dark", "never"])
        #expect(why.rules.map(\.outcome) == [.outranked(by: 1), .won, .traitMismatch, .containersNotFound])
        #expect(why.winner?.containers == ["CardNode"])
        #expect(why.rules[1].precedence?.anchor == 1)
    }

    @Test func preparingTheIndexChangesNoResultAndLaterProxyChangesStillCount() {
        Appearance.reset()
        LeafNode.appearance().color = "plain"
        LeafNode.appearance(whenContainedInInstancesOf: [CardNode.self]).width = 3
        Appearance.prepare()
        let root = RootNode()
        let loose = root.add(LeafNode())
        let card = root.add(CardNode())
        let carded = card.add(LeafNode())
        Appearance.resolve(root)
        #expect(loose.color == "plain" && loose.width == 0)
        #expect(carded.color == "plain" && carded.width == 3)

        // A proxy set after prepare() must not be missed by the prepared index.
        LeafNode.appearance(whenContainedInInstancesOf: [CardNode.self]).color = "card"
        Appearance.prepare()
        Appearance.prepare()
        Appearance.reload(root)
        #expect(loose.color == "plain")
        #expect(carded.color == "card" && carded.width == 3)
    }
}
