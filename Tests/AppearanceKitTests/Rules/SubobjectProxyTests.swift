import AppearanceKit
import Testing

/// Sub-objects through a proxy (#32): `searchTextField`, `layer`, cells' labels. Each write is a
/// rule of the proxy for the sub-object's property, with the proxy's containers and traits.
@MainActor
@Suite struct SubobjectProxyTests {
    @Test func aSearchBarsFieldIsStyledThroughTheBarsProxy() {
        Appearance.reset()
        SearchBar.appearance().searchTextField.textColor = .white
        SearchBar.appearance(whenContainedInInstancesOf: [Toolbar.self]).searchTextField.tokenBackgroundColor = .red
        let window = Window()
        let bar = SearchBar()
        let toolbar = Toolbar()
        let barInToolbar = SearchBar()
        window.addSubview(bar)
        window.addSubview(toolbar)
        toolbar.addSubview(barInToolbar)
        #expect(bar.searchTextField.textColor?.hexString == "#ffffff")
        #expect(barInToolbar.searchTextField.textColor?.hexString == "#ffffff")
        #expect(bar.searchTextField.tokenBackgroundColor == nil, "containment applies: this bar is in no toolbar")
        #expect(barInToolbar.searchTextField.tokenBackgroundColor?.hexString == "#ff0000")
        #expect((SearchBar.appearance().searchTextField.textColor ?? nil)?.hexString == "#ffffff", "the proxy reads what it recorded")
    }

    @Test func layerValuesThroughAProxy() throws {
        Appearance.reset()
        let line = #line
        View.appearance().layer.borderColor = Color.red.cgColor
        View.appearance().layer.borderWidth = 2
        Button.appearance().layer.cornerRadius = 6
        let window = Window()
        let view = View()
        let button = Button()
        window.addSubview(view)
        window.addSubview(button)
        #expect(view.layer.borderColor?.color.hexString == "#ff0000")
        #expect(view.layer.borderWidth == 2)
        #expect(button.layer.cornerRadius == 6)
        #expect(view.layer.cornerRadius == 0, "the button's proxy reaches buttons only")
        let why = try #require(Appearance.explain(view, property: "borderColor"))
        #expect(why.winner?.value == "#ff0000")
        #expect(why.winner?.location?.line == line + 1)
    }

    @Test func eachLabelOfACellIsItsOwnSubobject() {
        Appearance.reset()
        TableViewCell.appearance().textLabel.textColor = .red
        TableViewCell.appearance().detailTextLabel.textColor = .blue
        TableViewHeaderFooterView.appearance().textLabel.font = .boldSystemFont(ofSize: 13)
        let window = Window()
        let table = TableView()
        let header = TableViewHeaderFooterView(text: "SECTION")
        let cell = TableViewCell(text: "Title", detail: "Detail")
        table.addSection(TableView.Section(header: header, cells: [cell]))
        window.addSubview(table)
        #expect(cell.textLabel?.textColor?.hexString == "#ff0000")
        #expect(cell.detailTextLabel?.textColor?.hexString == "#0000ff")
        #expect(header.textLabel?.font.pointSize == 13)
    }

    @Test func anExplicitValueOnTheSubobjectWins() {
        Appearance.reset()
        SearchBar.appearance().searchTextField.textColor = .white
        let window = Window()
        let bar = SearchBar()
        bar.searchTextField.textColor = .green
        window.addSubview(bar)
        #expect(bar.searchTextField.textColor?.hexString == "#00ff00")
    }

    @Test func nilForgetsTheRuleAndARestyleWithdrawsIt() {
        Appearance.reset()
        SearchBar.appearance().searchTextField.textColor = .white
        let window = Window()
        let bar = SearchBar()
        window.addSubview(bar)
        #expect(bar.searchTextField.textColor?.hexString == "#ffffff")
        SearchBar.appearance().searchTextField.textColor = nil
        #expect(SearchBar.appearance().valueCount == 0)
        Appearance.reloadAll()
        #expect(bar.searchTextField.textColor == nil)
    }

    @Test func explainFindsTheRuleByItsJoinedPath() throws {
        Appearance.reset()
        let line = #line
        SearchBar.appearance().searchTextField.textColor = .white
        let window = Window()
        let bar = SearchBar()
        window.addSubview(bar)
        let why = Appearance.explain(bar, \.searchTextField.textColor)
        #expect(why.winner?.value == "#ffffff")
        #expect(why.winner?.target == "SearchBar")
        #expect(why.winner?.location?.line == line + 1)
    }

    @Test func anAppDeclaresItsOwnSubobject() {
        Appearance.reset()
        BadgeView.appearance().badge.textColor = .white
        let window = Window()
        let badge = BadgeView()
        window.addSubview(badge)
        #expect(badge.badge.textColor?.hexString == "#ffffff")
    }
}

/// An app's view with a sub-object, and the proxy member that reaches it.
final class BadgeView: View {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    let badge = Label()

    override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        addSubview(badge)
    }
}

extension AppearanceProxy where Target: BadgeView {
    var badge: AppearanceSubobjectProxy<Target, Label> { subobject(\.badge) }
}
