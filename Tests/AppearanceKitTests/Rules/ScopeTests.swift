import AppearanceKit
import Testing

/// Scopes and islands (#35, R11 and R12 in Rules.md): which rule wins between the global rules,
/// an outer scope, an inner scope and explicit values, with containment and traits on each
/// side; restyling when scopes are attached, replaced and detached and when views move; islands.
@MainActor
@Suite(.serialized) struct ScopeTests {
    /// `window > screen (outer scope) > card (inner scope) > label`, the window in `style`.
    @MainActor struct Tree {
        let window: Window
        let screen: ScreenView
        let card: CardView
        let label: Label

        init(style: UserInterfaceStyle = .light) {
            window = Window()
            window.screenTraits.userInterfaceStyle = style
            screen = ScreenView()
            card = CardView()
            label = Label()
            card.addSubview(label)
            screen.addSubview(card)
            window.addSubview(screen)
        }
    }

    /// Where a rule of a precedence row is recorded.
    enum Place: String, Sendable, CustomStringConvertible {
        case global, outer, inner
        var description: String { rawValue }
    }

    /// One rule of a precedence row: where it is recorded, its proxy, and its colour.
    struct RuleRow: Sendable, CustomStringConvertible {
        let place: Place
        let containers: [String]
        let dark: Bool
        let color: Color

        var description: String {
            "\(place): Label\(containers.isEmpty ? "" : " in \(containers)")\(dark ? " (dark)" : "") → \(color)"
        }

        @MainActor func record() {
            let types = containers.map(RuleFixtures.containerType)
            switch (types.isEmpty, dark) {
            case (true, false): Label.appearance().textColor = color
            case (false, false): Label.appearance(whenContainedInInstancesOf: types).textColor = color
            case (true, true): Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).textColor = color
            case (false, true):
                Label.appearance(for: TraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: types).textColor = color
            }
        }
    }

    nonisolated static func rule(_ place: Place, _ containers: [String], dark: Bool = false, _ color: Color) -> RuleRow {
        RuleRow(place: place, containers: containers, dark: dark, color: color)
    }

    nonisolated static func rule(_ place: Place, dark: Bool = false, _ color: Color) -> RuleRow {
        RuleRow(place: place, containers: [], dark: dark, color: color)
    }

    /// Rows of rules, the window's style, an explicit value, and the colour the label shows.
    nonisolated static let precedence: [(rules: [RuleRow], style: UserInterfaceStyle, explicit: Color?, expected: Color?)] = [
        ([rule(.global, .red)], .light, nil, .red),
        ([rule(.global, .red), rule(.outer, .green)], .light, nil, .green),
        ([rule(.global, .red), rule(.outer, .green), rule(.inner, .blue)], .light, nil, .blue),
        ([rule(.inner, .blue), rule(.outer, .green), rule(.global, .red)], .light, nil, .blue),
        // A nearer scope's plain rule beats farther rules however specific they are.
        ([rule(.global, ["Card", "Screen"], .red), rule(.outer, .green)], .light, nil, .green),
        ([rule(.outer, ["Card", "Screen", "Window"], .green), rule(.inner, .blue)], .light, nil, .blue),
        ([rule(.global, ["Card"], dark: true, .red), rule(.inner, .blue)], .dark, nil, .blue),
        // Within one scope, R4 decides as for global rules.
        ([rule(.inner, ["Card"], .blue), rule(.inner, .purple)], .light, nil, .blue),
        ([rule(.inner, dark: true, .blue), rule(.inner, .purple)], .dark, nil, .blue),
        ([rule(.inner, dark: true, .blue), rule(.inner, .purple)], .light, nil, .purple),
        // A scope rule that does not match leaves the property to the farther rules.
        ([rule(.global, .red), rule(.inner, dark: true, .blue)], .light, nil, .red),
        ([rule(.global, .red), rule(.outer, .green), rule(.inner, ["Panel"], .blue)], .light, nil, .green),
        // A scope's containers may be outside it (the window, the screen above an inner scope).
        ([rule(.global, .red), rule(.inner, ["Screen"], .blue)], .light, nil, .blue),
        ([rule(.global, .red), rule(.inner, ["Window"], .blue)], .light, nil, .blue),
        // Explicit values win over every scope.
        ([rule(.global, .red), rule(.outer, .green), rule(.inner, .blue)], .light, .orange, .orange),
        ([], .light, nil, nil),
    ]

    @Test(arguments: precedence)
    func theNearestScopeWinsThenR4ThenExplicitValues(
        _ row: (rules: [RuleRow], style: UserInterfaceStyle, explicit: Color?, expected: Color?)
    ) {
        Appearance.reset()
        defer { Appearance.reset() }
        let outer = AppearanceScope(name: "outer")
        let inner = AppearanceScope(name: "inner")
        for rule in row.rules {
            switch rule.place {
            case .global: rule.record()
            case .outer: outer.record { rule.record() }
            case .inner: inner.record { rule.record() }
            }
        }
        let tree = Tree(style: row.style)
        tree.screen.appearanceScope = outer
        tree.card.appearanceScope = inner
        if let explicit = row.explicit { tree.label.textColor = explicit }
        #expect(tree.label.textColor == row.expected, "\(row.rules)")
        // The same from the start: scopes attached before the views enter the window.
        let fresh = Tree(style: row.style)
        fresh.screen.removeFromSuperview()
        fresh.screen.appearanceScope = outer
        fresh.card.appearanceScope = inner
        if let explicit = row.explicit { fresh.label.textColor = explicit }
        fresh.window.addSubview(fresh.screen)
        #expect(fresh.label.textColor == row.expected, "entering a window: \(row.rules)")
    }

    @Test func eachPropertyIsDecidedOnItsOwn() {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance().textColor = .red
        Label.appearance().numberOfLines = 3
        let scope = AppearanceScope { Label.appearance().numberOfLines = 2 }
        let tree = Tree()
        tree.card.appearanceScope = scope
        #expect(tree.label.textColor == .red, "the global rule still gives the colour")
        #expect(tree.label.numberOfLines == 2)
        #expect(Label.appearance().numberOfLines == 3, "the scope recorded nothing globally")
        #expect(scope.recordedRules.map(\.property) == ["numberOfLines"])
    }

    @Test func attachingReplacingAndDetachingRestyleInPlace() {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance().textColor = .red
        let green = AppearanceScope { Label.appearance().textColor = .green }
        let fonts = AppearanceScope { Label.appearance().font = .boldSystemFont(ofSize: 30) }
        let tree = Tree()
        let originalFont = tree.label.font
        #expect(tree.label.textColor == .red)
        tree.card.appearanceScope = green
        #expect(tree.label.textColor == .green)
        tree.card.appearanceScope = fonts
        #expect(tree.label.textColor == .red, "the replaced scope's value is withdrawn")
        #expect(tree.label.font == .boldSystemFont(ofSize: 30))
        tree.card.appearanceScope = nil
        #expect(tree.label.font == originalFont, "values no rule gives go back to the view's own")
        #expect(tree.label.superview === tree.card, "in place")
    }

    @Test func recordingIntoAnAttachedScopeRestylesItsViews() {
        Appearance.reset()
        defer { Appearance.reset() }
        let scope = AppearanceScope(name: "live")
        let tree = Tree()
        tree.card.appearanceScope = scope
        scope.record { Label.appearance().textColor = .green }
        #expect(tree.label.textColor == .green)
        scope.record {
            // A theme's code runs unchanged: reset, set, reload act on the scope.
            Appearance.reset()
            Label.appearance().textColor = .blue
            Appearance.reloadAll()
        }
        #expect(tree.label.textColor == .blue)
        #expect(Label.appearance().textColor == nil, "nothing reached the global rules")
        scope.reset()
        #expect(tree.label.textColor == nil)
        #expect(scope.isEmpty)
    }

    @Test func movingIntoAndOutOfAScopedSubtreeRestyles() {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance().textColor = .red
        let tree = Tree()
        tree.card.appearanceScope = AppearanceScope { Label.appearance().textColor = .green }
        let moving = Label()
        tree.screen.addSubview(moving)
        #expect(moving.textColor == .red)
        tree.card.addSubview(moving)
        #expect(moving.textColor == .green)
        tree.screen.addSubview(moving)
        #expect(moving.textColor == .red)
        // A subtree with its own scope moved under another scope keeps the nearer one.
        let panel = PanelView()
        let inPanel = Label()
        panel.addSubview(inPanel)
        panel.appearanceScope = AppearanceScope { Label.appearance().textColor = .blue }
        tree.card.addSubview(panel)
        #expect(inPanel.textColor == .blue)
        panel.appearanceScope = nil
        #expect(inPanel.textColor == .green, "now the card's scope is the nearest")
    }

    @Test func aTraitChangeReResolvesInsideAScope() {
        Appearance.reset()
        defer { Appearance.reset() }
        let tree = Tree(style: .light)
        tree.screen.appearanceScope = AppearanceScope {
            Label.appearance().textColor = .black
            Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).textColor = .white
        }
        #expect(tree.label.textColor == .black)
        tree.window.screenTraits.userInterfaceStyle = .dark
        #expect(tree.label.textColor == .white)
        tree.card.overrideUserInterfaceStyle = .light
        #expect(tree.label.textColor == .black)
    }

    @Test func oneScopeOnTwoViewsAndTheSameScopeNested() {
        Appearance.reset()
        defer { Appearance.reset() }
        let scope = AppearanceScope { Label.appearance().textColor = .green }
        let first = Tree(), second = Tree()
        first.card.appearanceScope = scope
        second.screen.appearanceScope = scope
        second.card.appearanceScope = scope
        #expect(first.label.textColor == .green)
        #expect(second.label.textColor == .green)
        scope.record { Label.appearance().textColor = .blue }
        #expect(first.label.textColor == .blue, "every view carrying the scope is restyled")
        #expect(second.label.textColor == .blue)
        second.card.appearanceScope = nil
        #expect(second.label.textColor == .blue, "still under the screen's")
    }

    /// A scope met twice on a path through moves counts once; a scoped subtree taken out of
    /// its window keeps its values and is resolved again where it lands. (A view moved inside
    /// itself stops at `addSubview`'s precondition, as UIKit raises.)
    @Test func aScopeMetAgainThroughMovesCountsOnceAndSubtreesLandResolved() {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance().textColor = .red
        let scope = AppearanceScope { Label.appearance().textColor = .green }
        let other = AppearanceScope { Label.appearance().textColor = .blue }
        let tree = Tree()
        let panel = PanelView()
        let label = Label()
        panel.addSubview(label)
        panel.appearanceScope = scope
        tree.screen.appearanceScope = scope
        tree.card.addSubview(panel)
        #expect(label.textColor == .green)
        tree.card.appearanceScope = other
        #expect(label.textColor == .green, "the panel's own scope is the nearest, though the screen's is the same")
        panel.appearanceScope = nil
        #expect(label.textColor == .blue)
        panel.removeFromSuperview()
        #expect(label.textColor == .blue, "outside a window, values stay until the next resolution (R3)")
        let second = Tree()
        second.screen.addSubview(panel)
        #expect(label.textColor == .red, "resolved where it lands")
        tree.card.addSubview(panel)
        #expect(label.textColor == .blue)
    }

    @Test func aViewKeepsItsScopeAlive() {
        Appearance.reset()
        defer { Appearance.reset() }
        let tree = Tree()
        weak var released: AppearanceScope?
        do {
            let scope = AppearanceScope { Label.appearance().textColor = .green }
            released = scope
            tree.card.appearanceScope = scope
        }
        #expect(released != nil, "attached, the scope lives on")
        Appearance.reloadAll()
        #expect(tree.label.textColor == .green)
        tree.card.appearanceScope = nil
        #expect(released == nil, "detached, it goes")
        #expect(tree.label.textColor == nil)
    }

    @Test func aProxyKeptAfterItsScopeIsGoneRecordsNothing() {
        Appearance.reset()
        defer { Appearance.reset() }
        var proxy: AppearanceProxy<Label>?
        do {
            let scope = AppearanceScope()
            scope.record { proxy = Label.appearance() }
        }
        proxy?.textColor = .red
        #expect(proxy?.textColor == nil)
        #expect(Label.appearance().textColor == nil)
    }

    // MARK: - Explain (R10 with R11, R12)

    @Test func explainNamesTheScopeWhereItIsAttachedAndWhatAnIslandKeepsOut() {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance().textColor = .red
        let tree = Tree()
        tree.screen.accessibilityIdentifier = "screen"
        tree.card.accessibilityIdentifier = "player"
        tree.card.appearanceScope = AppearanceScope(name: "Player") { Label.appearance().textColor = .green }
        let why = Appearance.explain(tree.label, \.textColor)
        #expect(why.rules.map(\.outcome) == [.outranked(by: 1), .won])
        #expect(why.rules.map(\.scope) == [nil, AppearanceExplanation.Scope(name: "Player", attachedTo: "screen/player")])
        // The explanation's rule names its scope as every rule does; the explanation adds where it is attached.
        #expect(why.rules.map(\.rule.scope) == [nil, "scope 'Player'"])
        #expect(why.description.contains("Label.appearance() in scope 'Player' at screen/player  textColor = "))
        let matches = Appearance.ruleMatches(for: tree.label)
        #expect(matches.map(\.won) == [false, true])
        #expect(matches.map(\.rule.scope) == [nil, "scope 'Player'"])

        tree.card.isolatesAppearance = true
        let isolated = Appearance.explain(tree.label, \.textColor)
        #expect(isolated.rules.map(\.outcome) == [.won, .isolated(by: "screen/player")])
        #expect(isolated.description.contains("isolated by screen/player"))
        tree.card.appearanceScope = nil
        #expect(Appearance.explain(tree.label, \.textColor).winner == nil)
        #expect(Appearance.ruleMatches(for: tree.label).isEmpty)
    }

    // MARK: - Islands (R12)

    @Test func anIslandKeepsGlobalRulesAndOuterScopesOutButNotItsOwnScopes() {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance().textColor = .red
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).numberOfLines = 4
        let tree = Tree()
        tree.screen.appearanceScope = AppearanceScope { Label.appearance().font = .boldSystemFont(ofSize: 30) }
        let original = Label()
        #expect(tree.label.textColor == .red)
        tree.card.isolatesAppearance = true
        #expect(tree.label.textColor == original.textColor, "the kit default")
        #expect(tree.label.numberOfLines == original.numberOfLines)
        #expect(tree.label.font == original.font, "the outer scope stops at the island")
        tree.card.appearanceScope = AppearanceScope { Label.appearance().textColor = .blue }
        #expect(tree.label.textColor == .blue, "a scope on the island applies")
        let inner = PanelView()
        let innerLabel = Label()
        inner.addSubview(innerLabel)
        inner.appearanceScope = AppearanceScope { Label.appearance().shadowColor = .purple }
        tree.card.addSubview(inner)
        #expect(innerLabel.textColor == .blue)
        #expect(innerLabel.shadowColor == .purple, "a scope inside the island applies")
        tree.card.isolatesAppearance = false
        #expect(innerLabel.numberOfLines == 4, "the global rules reach again")
        innerLabel.textColor = .orange
        tree.card.isolatesAppearance = true
        #expect(innerLabel.textColor == .orange, "explicit values stay")
    }

    /// Seed 004's scenario ("the missing reset"): the app styles its bars globally and presents
    /// a stock screen that must look stock. With an island there is no snapshot and reset.
    @Test func seed004WithAnIslandInsteadOfASnapshotAndReset() {
        Appearance.reset()
        defer { Appearance.reset() }
        NavigationBar.appearance().barTintColor = .purple
        NavigationBar.appearance().titleTextAttributes = [.foregroundColor: Color.white]
        BarButtonItem.appearance().tintColor = .white
        let window = Window()
        let app = NavigationController(rootViewController: ViewController())
        window.rootViewController = app
        let stock = NavigationController(rootViewController: ViewController())
        stock.view.isolatesAppearance = true
        app.present(stock, animated: false)
        #expect(app.navigationBar.barTintColor == .purple, "the app's own bar stays styled")
        #expect(stock.navigationBar.barTintColor == nil, "the stock screen stays stock")
        #expect(stock.navigationBar.titleTextAttributes == nil)
        #expect(Appearance.activeProxyCount == 2, "nothing was reset")
    }
}
