import AppearanceKit
import Testing

/// R4 (Rules.md): which proxy value a view ends up with, one table row per containment and trait case.
@MainActor
@Suite struct PrecedenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let rules: [Rule]
        /// Views from the window down, the last one being the view under test.
        let path: [String]
        var window: TraitCollection = TraitCollection {
            $0.userInterfaceStyle = .light; $0.horizontalSizeClass = .compact
        }
        /// The value name the view's `textColor` must have, or nil for none.
        let expected: String?
        var testDescription: String { name }
    }

    nonisolated static let containment: [Case] = [
        Case(name: "plain proxy applies", rules: [Rule(value: "plain")], path: ["Label"], expected: "plain"),
        // R4.1 (Rules.md): plain proxies, base class to leaf.
        Case(
            name: "subclass plain beats superclass plain, whatever the recording order",
            rules: [Rule(target: "FancyLabel", value: "fancy"), Rule(value: "label")], path: ["FancyLabel"], expected: "fancy"),
        Case(
            name: "superclass plain applies to a subclass instance",
            rules: [Rule(value: "label")], path: ["FancyLabel"], expected: "label"),
        Case(
            name: "subclass proxy does not apply to a superclass instance",
            rules: [Rule(target: "FancyLabel", value: "fancy")], path: ["Label"], expected: nil),
        // R4.2 (Rules.md): containment after every plain value; anchors, list length, class chain.
        Case(
            name: "containment beats plain recorded later",
            rules: [Rule(containers: ["Card"], value: "card"), Rule(value: "plain")], path: ["Card", "Label"], expected: "card"),
        Case(
            name: "containment beats a subclass plain proxy",
            rules: [Rule(containers: ["Card"], value: "card"), Rule(target: "FancyLabel", value: "fancy")],
            path: ["Card", "FancyLabel"], expected: "card"),
        Case(
            name: "outermost container wins over innermost",
            rules: [Rule(containers: ["Screen"], value: "screen"), Rule(containers: ["Card"], value: "card")],
            path: ["Screen", "Card", "Label"], expected: "screen"),
        Case(
            name: "outermost container wins whatever the recording order",
            rules: [Rule(containers: ["Card"], value: "card"), Rule(containers: ["Screen"], value: "screen")],
            path: ["Screen", "Card", "Label"], expected: "screen"),
        Case(
            name: "same anchor: the longer chain wins",
            rules: [Rule(containers: ["Card", "Screen"], value: "deep"), Rule(containers: ["Screen"], value: "short")],
            path: ["Screen", "Card", "Label"], expected: "deep"),
        Case(
            name: "farther anchor beats a longer chain anchored nearer",
            rules: [Rule(containers: ["Label", "Card"], value: "nearer-long"), Rule(containers: ["Screen"], value: "far")],
            path: ["Screen", "Card", "Label", "Label"], expected: "far"),
        Case(
            name: "gaps are allowed between containers",
            rules: [Rule(containers: ["Card", "Screen"], value: "gapped")],
            path: ["Screen", "Panel", "Card", "Panel", "Label"], expected: "gapped"),
        Case(
            name: "containers must appear innermost first",
            rules: [Rule(containers: ["Screen", "Card"], value: "reversed")], path: ["Screen", "Card", "Label"], expected: nil),
        Case(
            name: "a subclass instance is a container of its superclass's kind",
            rules: [Rule(containers: ["Card"], value: "card")], path: ["FancyCard", "Label"], expected: "card"),
        Case(
            name: "a superclass instance is not a container of a subclass kind",
            rules: [Rule(containers: ["FancyCard"], value: "fancy")], path: ["Card", "Label"], expected: nil),
        Case(
            name: "a view is never its own container",
            rules: [Rule(containers: ["Label"], value: "self")], path: ["Label"], expected: nil),
        Case(
            name: "a view of the same class above does contain it",
            rules: [Rule(containers: ["Label"], value: "outer-label")], path: ["Label", "Label"], expected: "outer-label"),
        Case(
            name: "one distinct ancestor per entry",
            rules: [Rule(containers: ["Card", "Card"], value: "two-cards")], path: ["Card", "Label"], expected: nil),
        Case(
            name: "two matching ancestors satisfy two entries",
            rules: [Rule(containers: ["Card", "Card"], value: "two-cards")], path: ["Card", "Panel", "Card", "Label"], expected: "two-cards"
        ),
        Case(
            name: "same anchor and length: subclass target applies later",
            rules: [Rule(target: "FancyLabel", containers: ["Card"], value: "fancy"), Rule(containers: ["Card"], value: "label")],
            path: ["Card", "FancyLabel"], expected: "fancy"),
        // R4.2 (Rules.md): greedy matching from the view outward decides the anchor.
        Case(
            name: "greedy match anchors at the nearest complete chain",
            rules: [Rule(containers: ["Card", "Screen"], value: "chain"), Rule(containers: ["Panel"], value: "panel")],
            path: ["Panel", "Screen", "Card", "Label"], expected: "panel"),
        Case(
            name: "the window is a container, and the outermost one",
            rules: [Rule(containers: ["Window"], value: "window"), Rule(containers: ["Card"], value: "card")],
            path: ["Card", "Label"], expected: "window"),
        Case(
            name: "a superclass container matches the nearest kind",
            rules: [Rule(containers: ["View"], value: "any-view"), Rule(containers: ["Screen"], value: "screen")],
            path: ["Screen", "Card", "Label"], expected: "screen"),
    ]

    nonisolated static let traits: [Case] = [
        // R4.1, R6 (Rules.md): trait-free first, then matching trait proxies, fewer traits first.
        Case(
            name: "matching trait proxy beats trait-free at the same class",
            rules: [Rule(traits: .dark, value: "dark"), Rule(value: "plain")], path: ["Label"],
            window: TraitCollection(userInterfaceStyle: .dark), expected: "dark"),
        Case(
            name: "mismatching trait proxy is ignored",
            rules: [Rule(traits: .dark, value: "dark"), Rule(value: "plain")], path: ["Label"], expected: "plain"),
        Case(
            name: "more specified traits beat fewer",
            rules: [Rule(traits: .darkCompact, value: "dark-compact"), Rule(traits: .dark, value: "dark")], path: ["Label"],
            window: .darkCompact, expected: "dark-compact"),
        Case(
            name: "a trait proxy specifying a trait the window lacks does not match",
            rules: [Rule(traits: .darkCompact, value: "dark-compact"), Rule(traits: .dark, value: "dark")], path: ["Label"],
            window: TraitCollection {
                $0.userInterfaceStyle = .dark; $0.horizontalSizeClass = .regular
            }, expected: "dark"),
        Case(
            name: "empty trait proxy is distinct and applies after the trait-free proxy",
            rules: [Rule(traits: TraitCollection(), value: "empty-traits"), Rule(value: "plain")], path: ["Label"], expected: "empty-traits"
        ),
        Case(
            name: "tied trait proxies: the later recorded wins (compact last)",
            rules: [Rule(traits: .dark, value: "dark"), Rule(traits: .compact, value: "compact")], path: ["Label"],
            window: .darkCompact, expected: "compact"),
        Case(
            name: "tied trait proxies: the later recorded wins (dark last)",
            rules: [Rule(traits: .compact, value: "compact"), Rule(traits: .dark, value: "dark")], path: ["Label"],
            window: .darkCompact, expected: "dark"),
        Case(
            name: "subclass trait-free beats superclass trait proxy",
            rules: [Rule(target: "FancyLabel", value: "fancy"), Rule(traits: .dark, value: "dark")], path: ["FancyLabel"],
            window: .dark, expected: "fancy"),
        Case(
            name: "trait containment beats trait-free containment with the same containers",
            rules: [Rule(containers: ["Card"], traits: .dark, value: "card-dark"), Rule(containers: ["Card"], value: "card")],
            path: ["Card", "Label"], window: .dark, expected: "card-dark"),
        Case(
            name: "farther trait-free containment beats nearer trait containment",
            rules: [Rule(containers: ["Screen"], value: "screen"), Rule(containers: ["Card"], traits: .dark, value: "card-dark")],
            path: ["Screen", "Card", "Label"], window: .dark, expected: "screen"),
        Case(
            name: "trait containment with wrong traits is ignored",
            rules: [Rule(containers: ["Card"], traits: .dark, value: "card-dark"), Rule(value: "plain")],
            path: ["Card", "Label"], expected: "plain"),
        Case(
            name: "size class trait matches alone",
            rules: [Rule(traits: .regular, value: "regular"), Rule(traits: .compact, value: "compact")], path: ["Label"],
            window: .regular, expected: "regular"),
    ]

    @Test(arguments: containment + traits)
    func resolvesTheDocumentedWinner(_ row: Case) {
        Appearance.reset()
        for rule in row.rules { RuleFixtures.textColorProxy(rule)(Color.named(test: rule.value)) }
        let window = Window(screenTraits: row.window)
        let view = RuleFixtures.buildChain(row.path, in: window) as! Label
        #expect(view.textColor == row.expected.map(Color.named(test:)))
        // Explain agrees with resolution.
        let why = Appearance.explain(view, \.textColor)
        #expect(why.winner?.value == row.expected.map { Color.named(test: $0).description })
    }

    nonisolated static let closestContainerWins: [Case] = [
        Case(
            name: "closest container wins over outermost",
            rules: [Rule(containers: ["Card"], value: "card"), Rule(containers: ["Screen"], value: "screen")],
            path: ["Screen", "Card", "Label"], expected: "card"),
        Case(
            name: "closest container wins whatever the recording order",
            rules: [Rule(containers: ["Screen"], value: "screen"), Rule(containers: ["Card"], value: "card")],
            path: ["Screen", "Card", "Label"], expected: "card"),
        Case(
            name: "same anchor: the longer chain still wins",
            rules: [Rule(containers: ["Card", "Screen"], value: "deep"), Rule(containers: ["Screen"], value: "short")],
            path: ["Screen", "Card", "Label"], expected: "deep"),
        Case(
            name: "containment still beats plain",
            rules: [Rule(containers: ["Window"], value: "window"), Rule(value: "plain")],
            path: ["Card", "Label"], expected: "window"),
    ]

    // R4.5 (Rules.md): the opt-in policy reverses only the anchors.
    @Test(arguments: closestContainerWins)
    func cssPolicyLetsTheClosestContainerWin(_ row: Case) {
        Appearance.reset()
        Appearance.containmentPolicy = .closestContainerWins
        defer { Appearance.containmentPolicy = .outermostContainerWins }
        for rule in row.rules { RuleFixtures.textColorProxy(rule)(Color.named(test: rule.value)) }
        let window = Window(screenTraits: row.window)
        let view = RuleFixtures.buildChain(row.path, in: window) as! Label
        #expect(view.textColor == row.expected.map(Color.named(test:)))
        #expect(Appearance.explain(view, \.textColor).winner?.value == row.expected.map { Color.named(test: $0).description })
    }

    @Test func switchingThePolicyBackRestoresUIKitOrderOnReload() {
        Appearance.reset()
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .blue
        Label.appearance(whenContainedInInstancesOf: [ScreenView.self]).textColor = .red
        let window = Window()
        let label = RuleFixtures.buildChain(["Screen", "Card", "Label"], in: window) as! Label
        #expect(label.textColor == .red)
        Appearance.containmentPolicy = .closestContainerWins
        defer { Appearance.containmentPolicy = .outermostContainerWins }
        Appearance.reloadAll()
        #expect(label.textColor == .blue)
        Appearance.containmentPolicy = .outermostContainerWins
        Appearance.reloadAll()
        #expect(label.textColor == .red)
    }

    /// An explanation's precedences keep the order they were worked out under: comparing them
    /// after the policy changed reads no global (#13).
    @Test func precedencesKeepThePolicyTheyWereWorkedOutUnder() throws {
        Appearance.reset()
        defer { Appearance.containmentPolicy = .outermostContainerWins }
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .blue
        Label.appearance(whenContainedInInstancesOf: [ScreenView.self]).textColor = .red
        let window = Window()
        let label = RuleFixtures.buildChain(["Screen", "Card", "Label"], in: window) as! Label
        let rules = Appearance.explain(label, \.textColor).rules
        let card = try #require(rules.first { $0.precedence?.anchor == 1 }?.precedence)
        let screen = try #require(rules.first { $0.precedence?.anchor == 2 }?.precedence)
        #expect(card.policy == .outermostContainerWins)
        #expect(card < screen)
        Appearance.containmentPolicy = .closestContainerWins
        #expect(card < screen, "the order of an explanation made under UIKit's policy stays UIKit's")
        let closest = Appearance.explain(label, \.textColor).rules.compactMap(\.precedence)
        #expect(closest.allSatisfy { $0.policy == .closestContainerWins })
        #expect(closest.sorted().map(\.anchor) == [2, 1])
    }
}
