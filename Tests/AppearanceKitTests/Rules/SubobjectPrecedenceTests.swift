import AppearanceKit
import Testing

/// R13: a value a container's proxy sets through a styled sub-object is, to the sub-object's
/// own rules, like the app's value (as in UIKit, where the container's proxy calls the
/// sub-object's setter); the app's own value still wins.
@MainActor
@Suite(.serialized) struct SubobjectPrecedenceTests {
    /// Which rules exist for a search bar's field's `textColor`, against the colour it shows.
    @Test(arguments: [
        // (through the bar, the field's own plain rule, the field's own rule inside bars, the app's, expected)
        (Color?.some(.red), Color?.none, Color?.none, Color?.none, Color?.some(.red)),
        (nil, .blue, nil, nil, .blue),
        (.red, .blue, nil, nil, .red),
        (.red, nil, .green, nil, .red),
        (.red, .blue, .green, nil, .red),
        (nil, .blue, .green, nil, .green),
        (.red, .blue, nil, .yellow, .yellow),
        (nil, .blue, nil, .yellow, .yellow),
        (nil, nil, nil, nil, nil),
    ])
    func theBarsRuleForItsFieldWinsOverTheFieldsOwnRules(
        throughBar: Color?, ownPlain: Color?, ownInBar: Color?, app: Color?, expected: Color?
    ) {
        Appearance.reset()
        if let throughBar { SearchBar.appearance().searchTextField.textColor = throughBar }
        if let ownPlain { SearchTextField.appearance().textColor = ownPlain }
        if let ownInBar { SearchTextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).textColor = ownInBar }
        let bar = SearchBar()
        if let app { bar.searchTextField.textColor = app }
        Window().addSubview(bar)
        #expect(bar.searchTextField.textColor == expected)
    }

    @Test func onlyTheBarsOwnFieldAndTheOwnRulesComeBackWhenTheBarsRuleGoes() {
        Appearance.reset()
        SearchBar.appearance().searchTextField.textColor = .red
        SearchTextField.appearance().textColor = .blue
        let window = Window()
        let bar = SearchBar()
        let another = SearchTextField()
        bar.addSubview(another)
        window.addSubview(bar)
        #expect(bar.searchTextField.textColor == .red)
        #expect(another.textColor == .blue, "another field inside the bar is not the bar's field")

        Appearance.batch { SearchBar.appearance().searchTextField.textColor = nil }
        #expect(bar.searchTextField.textColor == .blue, "the bar's rule went: the field's own rule applies again")
        Appearance.batch { SearchBar.appearance().searchTextField.textColor = .red }
        #expect(bar.searchTextField.textColor == .red)
        Appearance.batch { SearchTextField.appearance().textColor = .green }
        #expect(bar.searchTextField.textColor == .red, "a restyle keeps the bar's value")
        window.screenTraits.userInterfaceStyle = .dark
        #expect(bar.searchTextField.textColor == .red, "so does a trait change")
    }

    @Test func aTraitChangeThatEndsTheBarsRuleBringsBackTheFieldsOwn() {
        Appearance.reset()
        SearchBar.appearance(for: TraitCollection(userInterfaceStyle: .dark)).searchTextField.textColor = .white
        SearchTextField.appearance().textColor = .black
        let window = Window()
        window.screenTraits.userInterfaceStyle = .dark
        let bar = SearchBar()
        window.addSubview(bar)
        #expect(bar.searchTextField.textColor == .white)
        window.screenTraits.userInterfaceStyle = .light
        #expect(bar.searchTextField.textColor == .black, "the field's own rule, though the field's style did not change")
        window.screenTraits.userInterfaceStyle = .dark
        #expect(bar.searchTextField.textColor == .white)
    }

    @Test func aCellsLabelsThroughTheCellWinOverEveryLabelsRule() {
        Appearance.reset()
        TableViewCell.appearance().textLabel.textColor = .red
        Label.appearance().textColor = .blue
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        Window().addSubview(cell)
        #expect(cell.textLabel?.textColor == .red, "two levels down, in the content view")
        #expect(cell.detailTextLabel?.textColor == .blue)
    }

    @Test func theNearerContainerWins() {
        Appearance.reset()
        SearchBar.appearance().searchTextField.textColor = .red
        SearchPanel.appearance().bar.searchTextField.textColor = .orange
        let panel = SearchPanel()
        let bar = SearchBar()
        let window = Window()
        window.addSubview(panel)
        window.addSubview(bar)
        #expect(panel.bar.searchTextField.textColor == .red, "the bar is nearer to its field than the panel")
        #expect(bar.searchTextField.textColor == .red)

        Appearance.batch { SearchBar.appearance().searchTextField.textColor = nil }
        #expect(panel.bar.searchTextField.textColor == .orange, "without the bar's rule, the panel's")
    }

    @Test func explanationsOfTheFieldListTheBarsRuleByItsJoinedName() throws {
        Appearance.reset()
        let line = #line + 1
        SearchBar.appearance().searchTextField.textColor = .red
        SearchTextField.appearance().textColor = .blue
        let bar = SearchBar()
        Window().addSubview(bar)
        let field = try #require(Appearance.explain(bar.searchTextField, property: "textColor"))
        #expect(field.rules.count == 2)
        let winner = try #require(field.rules.first { $0.outcome == .won })
        #expect(winner.target == "SearchBar")
        #expect(winner.property == "searchTextField.textColor")
        #expect(winner.location?.line == line)
        #expect(field.rules.contains { $0.target == "SearchTextField" && $0.outcome != .won }, "the field's own rule is outranked")
        #expect(field.description.contains("searchTextField.textColor"))

        let byName = try #require(Appearance.explain(bar, property: "searchTextField.textColor"))
        #expect(byName.rules.map(\.outcome) == [.won], "the bar's property has a name now")
        bar.searchTextField.textColor = .yellow
        let overridden = try #require(Appearance.explain(bar.searchTextField, property: "textColor"))
        #expect(overridden.rules.contains { $0.outcome == .overriddenByExplicitValue && $0.target == "SearchBar" })
    }
}

/// An app's view holding a search bar, with a proxy member for it.
final class SearchPanel: View {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    let bar = SearchBar()

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(bar)
    }
}

extension AppearanceProxy where Target: SearchPanel {
    var bar: AppearanceSubobjectProxy<Target, SearchBar> { subobject(\.bar, named: "bar") }
}

/// `ruleMatches` (the audit's coverage) agrees with explanations about sub-objects (R13).
@MainActor
@Suite(.serialized) struct SubobjectRuleMatchTests {
    @Test func theFieldsMatchesNameTheBarsRuleAsTheWinner() throws {
        Appearance.reset()
        SearchBar.appearance().searchTextField.textColor = .red
        SearchTextField.appearance().textColor = .blue
        let window = Window()
        let bar = SearchBar()
        window.addSubview(bar)
        let matches = Appearance.ruleMatches(for: bar.searchTextField)
        let barRule = try #require(matches.first { $0.rule.target == "SearchBar" })
        let ownRule = try #require(matches.first { $0.rule.target == "SearchTextField" && $0.rule.property == "textColor" })
        #expect(barRule.outrankedBy == nil, "the bar's rule applies")
        #expect(ownRule.outrankedBy == barRule.rule, "the field's own rule gives way to it")
    }
}
