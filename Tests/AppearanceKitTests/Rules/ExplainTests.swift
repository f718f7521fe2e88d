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
        // The subclass's key path is the same property, under the same name.
        let byName = Appearance.explain(label, property: "textColor")
        #expect(byName?.rules.map(\.property) == ["textColor", "textColor"])
        #expect(byName?.description.contains("<computed") == false)
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
        let line = #line
        Label.appearance().textColor = .red
        Label.appearance(for: .dark).textColor = .white
        let window = Window()
        let label = Label()
        window.addSubview(label)
        let text = Appearance.explain(label, property: "textColor")!.description
        #expect(
            text == """
                Label.textColor = #ff0000
                  1.  Label.appearance()                              textColor = #ff0000  won             AppearanceKitTests/ExplainTests.swift:\(line + 1)
                  -   Label.appearance(for: userInterfaceStyle=dark)  textColor = #ffffff  trait mismatch  AppearanceKitTests/ExplainTests.swift:\(line + 2)
                """)
    }

    /// Every rule recorded through a proxy carries the line of the `appearance…` call that
    /// made the proxy (#31): a proxy kept in a variable, a helper given a proxy, every form of
    /// the call, and an axis setter.
    @Test func rulesFromSwiftCarryTheLineOfTheirAppearanceCall() throws {
        Appearance.reset()
        func style(_ proxy: AppearanceProxy<Button>) { proxy.tintColor = .green }
        let line = #line
        let plain = Label.appearance()
        plain.textColor = .red
        plain.font = .systemFont(ofSize: 20)
        Label.appearance(whenContainedInInstancesOf: [View.self]).shadowColor = .blue
        Label.appearance(for: .dark).textColor = .white
        Label.appearance(styleClass: "note").highlightedTextColor = .gray
        style(Button.appearance())
        Button.appearance().setTitleColor(.yellow, for: .normal)
        let window = Window()
        let holder = View()
        let label = Label()
        label.styleClasses = ["note"]
        let button = Button()
        window.addSubview(holder)
        holder.addSubview(label)
        holder.addSubview(button)
        func lines(_ view: some AppearanceNode, _ property: String) -> [Int?] {
            Appearance.explain(view, property: property)?.rules.map { $0.location?.line } ?? []
        }
        #expect(lines(label, "textColor") == [line + 1, line + 5])
        #expect(lines(label, "font") == [line + 1])
        #expect(lines(label, "shadowColor") == [line + 4])
        #expect(lines(label, "highlightedTextColor") == [line + 6])
        #expect(lines(button, "tintColor") == [line + 7])
        #expect(lines(button, "titleColor[normal]") == [line + 8])
        let location = try #require(Appearance.explain(label, property: "textColor")?.winner?.location)
        #expect(location.kind == .swift)
        #expect(location.file == "AppearanceKitTests/ExplainTests.swift")
        #expect(location.column == nil)
        #expect(location.description == "AppearanceKitTests/ExplainTests.swift:\(line + 1)")
    }

    /// Values recorded through the catalog say where they were written, or nothing: never the
    /// line of an unrelated `appearance()` call.
    @Test func rulesFromTheCatalogCarryTheLocationTheyAreGiven() throws {
        Appearance.reset()
        _ = Label.appearance()
        let descriptor = try #require(AppearanceCatalog.shared.property(named: "textColor", of: .of(Label.self)))
        descriptor.record(Color.red, target: .of(Label.self), location: AppearanceSourceLocation(file: "theme.yaml", line: 3, column: 14))
        descriptor.record(Color.blue, target: .of(Label.self), containers: [.of(View.self)])
        let window = Window()
        let holder = View()
        let label = Label()
        window.addSubview(holder)
        holder.addSubview(label)
        let rules = try #require(Appearance.explain(label, property: "textColor")?.rules)
        #expect(rules.map(\.location) == [AppearanceSourceLocation(file: "theme.yaml", line: 3, column: 14), nil])
        #expect(rules.first?.location?.description == "theme.yaml:3:14")
    }

    /// A snapshot keeps where each value was written.
    @Test func aRestoredSnapshotKeepsTheLocations() {
        Appearance.reset()
        let line = #line
        Label.appearance().textColor = .red
        let snapshot = Appearance.snapshot()
        Appearance.reset()
        Appearance.restore(snapshot)
        let window = Window()
        let label = Label()
        window.addSubview(label)
        #expect(Appearance.explain(label, property: "textColor")?.winner?.location?.line == line + 1)
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
