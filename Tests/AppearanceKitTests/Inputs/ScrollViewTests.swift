import AppearanceKit
import Testing

@MainActor
@Suite struct ScrollViewTests {
    nonisolated static let properties = [
        "indicatorStyle", "contentInsetAdjustmentBehavior", "showsVerticalScrollIndicator",
        "showsHorizontalScrollIndicator", "contentInset", "keyboardDismissMode", "bounces", "alwaysBounceVertical",
        "alwaysBounceHorizontal",
    ]

    @Test(arguments: properties)
    func everyPropertyThroughEveryKindOfProxy(_ name: String) {
        let make = { ScrollView() }
        switch name {
        case "indicatorStyle":
            ProxyMatrix.check(make, \.indicatorStyle, plain: .white, contained: .black, dark: .white, explicit: .default)
        case "contentInsetAdjustmentBehavior":
            ProxyMatrix.check(
                make, \.contentInsetAdjustmentBehavior, plain: .never, contained: .always,
                dark: .scrollableAxes, explicit: .automatic)
        case "showsVerticalScrollIndicator":
            ProxyMatrix.check(
                make, \.showsVerticalScrollIndicator, plain: false, contained: false, dark: false,
                explicit: true)
        case "showsHorizontalScrollIndicator":
            ProxyMatrix.check(
                make, \.showsHorizontalScrollIndicator, plain: false, contained: false, dark: false,
                explicit: true)
        case "contentInset":
            ProxyMatrix.check(
                make, \.contentInset, plain: EdgeInsets(top: 8), contained: EdgeInsets(all: 4),
                dark: EdgeInsets(bottom: 20), explicit: .zero)
        case "keyboardDismissMode":
            ProxyMatrix.check(
                make, \.keyboardDismissMode, plain: .onDrag, contained: .interactive,
                dark: .onDragWithAccessory, explicit: ScrollView.KeyboardDismissMode.none)
        case "bounces":
            ProxyMatrix.check(make, \.bounces, plain: false, contained: false, dark: false, explicit: true)
        case "alwaysBounceVertical":
            ProxyMatrix.check(make, \.alwaysBounceVertical, plain: true, contained: true, dark: true, explicit: false)
        case "alwaysBounceHorizontal":
            ProxyMatrix.check(make, \.alwaysBounceHorizontal, plain: true, contained: true, dark: true, explicit: false)
        default:
            Issue.record("no check for \(name)")
        }
    }

    @Test func defaultsAreUIKits() {
        let scroll = ScrollView()
        #expect(scroll.indicatorStyle == .default)
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator)
        #expect(scroll.contentInset == .zero)
        #expect(scroll.keyboardDismissMode == .none)
        #expect(scroll.bounces && !scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
        #expect(scroll.isScrollEnabled)
        scroll.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
    }

    /// Which scroll views a `ScrollView` proxy reaches, and which class wins.
    struct SubclassCase: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @MainActor @Sendable () -> ScrollView
        let expected: ScrollView.IndicatorStyle
        var testDescription: String { name }
    }

    nonisolated static let subclassCases = [
        SubclassCase(name: "ScrollView", make: { ScrollView() }, expected: .white),
        SubclassCase(name: "TableView: its own proxy wins", make: { TableView() }, expected: .black),
        SubclassCase(name: "CollectionView: the ScrollView proxy", make: { CollectionView() }, expected: .white),
    ]

    @Test(arguments: subclassCases)
    func tablesAndCollectionsAreScrollViews(_ row: SubclassCase) {
        Appearance.reset()
        ScrollView.appearance().indicatorStyle = .white
        ScrollView.appearance().keyboardDismissMode = .onDrag
        TableView.appearance().indicatorStyle = .black
        let view = row.make()
        let window = Window()
        window.addSubview(view)
        #expect(view.indicatorStyle == row.expected)
        #expect(view.keyboardDismissMode == .onDrag)
        #expect(TableView.appearance().indicatorStyle == .black)
        #expect(CollectionView.appearance().indicatorStyle == nil, "a subclass proxy does not see its superclass's (R2)")
    }

    @Test func aScrollViewIsAContainer() {
        Appearance.reset()
        Label.appearance(whenContainedInInstancesOf: [ScrollView.self]).textColor = .systemPink
        let table = TableView()
        let cell = TableViewCell(text: "Row")
        table.addSection(TableView.Section(cells: [cell]))
        let loose = Label(text: "Outside")
        let window = Window()
        window.addSubview(table)
        window.addSubview(loose)
        #expect(cell.textLabel?.textColor == .systemPink, "a table is a scroll view, so its labels match")
        #expect(loose.textColor == nil)
    }

    @Test func theCatalogNamesTheClassAndItsProperties() throws {
        Appearance.reset()
        let catalog = AppearanceCatalog.shared
        catalog.registerKit()
        #expect(catalog.type(named: "ScrollView") == .of(ScrollView.self))
        for name in Self.properties {
            #expect(catalog.property(named: name, of: .of(ScrollView.self))?.owner == .of(ScrollView.self), "\(name)")
            #expect(catalog.property(named: name, of: .of(TableView.self)) != nil, "\(name) on a table")
        }
        let style = try #require(catalog.property(named: "indicatorStyle", of: .of(CollectionView.self)))
        #expect(style.record(ScrollView.IndicatorStyle.white, target: .of(CollectionView.self)))
        let grid = CollectionView()
        let window = Window()
        window.addSubview(grid)
        #expect(grid.indicatorStyle == .white)
    }
}
