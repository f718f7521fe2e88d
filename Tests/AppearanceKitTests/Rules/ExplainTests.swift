import AppearanceKit
import Testing

/// R10 (Rules.md): every matching rule in application order, the winner, and why the others lost.
@MainActor
@Suite struct ExplainTests {
    // R10 (Rules.md): application order (R4), the winner, and why the others lost.
    @Test func listsRulesInApplicationOrderWithOutcomes() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .blue
        Label.appearance(for: .dark).textColor = .white
        Label.appearance(whenContainedInInstancesOf: [PanelView.self]).textColor = .green
        let window = Window()
        let card = CardView()
        window.addSubview(card)
        let label = Label()
        card.addSubview(label)
        let why = Appearance.explain(label, property: "textColor")!
        #expect(why.rules.map(\.outcome) == [.outranked(by: 1), .won, .traitMismatch, .containersNotFound])
        #expect(why.rules.map(\.value) == ["#ff0000", "#0000ff", "#ffffff", "#00ff00"])
        #expect(why.winner?.proxyDescription == "Label.appearance(whenContainedInInstancesOf: [CardView])")
        #expect(!why.hasExplicitValue)
        #expect(why.currentValue == "#0000ff")
    }

    @Test func reportsExplicitValues() {
        Appearance.reset()
        Label.appearance().textColor = .red
        let window = Window()
        let label = Label()
        label.textColor = .green
        window.addSubview(label)
        let why = Appearance.explain(label, \.textColor)
        #expect(why.hasExplicitValue)
        #expect(why.rules.map(\.outcome) == [.overriddenByExplicitValue])
        #expect(why.description.contains("explicit value set on the instance"))
    }

    @Test func subclassAndSuperclassKeyPathsExplainTogether() {
        Appearance.reset()
        Label.appearance().textColor = .red
        FancyLabel.appearance().textColor = .blue
        let window = Window()
        let label = FancyLabel()
        window.addSubview(label)
        let asLabel: Label = label
        let why = Appearance.explain(asLabel, \.textColor)
        #expect(why.rules.count == 2)
        #expect(why.winner?.target == "FancyLabel")
    }

    @Test func explainsPerAxisValuesByName() {
        Appearance.reset()
        Button.appearance().setTitleColor(.red, for: .highlighted)
        Button.appearance(whenContainedInInstancesOf: [CardView.self]).setTitleColor(.blue, for: .highlighted)
        let window = Window()
        let card = CardView()
        let button = Button()
        card.addSubview(button)
        window.addSubview(card)
        let why = Appearance.explain(button, property: "titleColor[highlighted]")
        #expect(why?.rules.count == 2)
        #expect(why?.winner?.value == "#0000ff")
    }

    @Test func printsAReadableList() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Label.appearance(for: .dark).textColor = .white
        let window = Window()
        let label = Label()
        window.addSubview(label)
        let text = Appearance.explain(label, property: "textColor")!.description
        #expect(text == """
            Label.textColor = #ff0000
              1.  Label.appearance()                              textColor = #ff0000  won
              -   Label.appearance(for: userInterfaceStyle=dark)  textColor = #ffffff  trait mismatch
            """)
    }

    @Test func namesSharedByUnrelatedClassesExplainOnlyTheViewsOwn() {
        Appearance.reset()
        View.appearance().tintColor = .red
        BarButtonItem.appearance().tintColor = .blue
        let window = Window()
        let label = Label()
        window.addSubview(label)
        let why = Appearance.explain(label, property: "tintColor")
        #expect(why?.rules.map(\.target) == ["View"])
        #expect(why?.winner?.value == "#ff0000")
    }
}
