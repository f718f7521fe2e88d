import AppearanceKit
import Testing

@MainActor
@Suite struct SearchBarTests {
    nonisolated static let properties = [
        "barStyle", "barTintColor", "tintColor", "searchBarStyle", "isTranslucent", "keyboardAppearance",
        "scopeBarBackgroundImage", "searchFieldBackgroundPositionAdjustment", "searchTextPositionAdjustment",
        "backgroundImage[topAttached, compact]", "backgroundImage", "image[clear, highlighted]", "positionAdjustment[search]",
        "searchFieldBackgroundImage[disabled]", "scopeBarButtonTitleTextAttributes[selected]",
        "scopeBarButtonBackgroundImage[normal]", "scopeBarButtonDividerImage[selected, normal]",
    ]

    /// Optional text attributes compared as ``TextAttributes``.
    static func same(_ left: [NSAttributedString.Key: Any]?, _ right: [NSAttributedString.Key: Any]?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        return TextAttributes(left) == TextAttributes(right)
    }

    @Test(arguments: properties)
    func everyPropertyThroughEveryKindOfProxy(_ name: String) {
        let make = { SearchBar() }
        switch name {
        case "barStyle":
            ProxyMatrix.check(make, \.barStyle, plain: .black, contained: .black, dark: .black, explicit: .default)
        case "barTintColor":
            ProxyMatrix.check(
                make, \.barTintColor, plain: .systemIndigo, contained: .systemTeal, dark: .black,
                explicit: nil)
        case "tintColor":
            ProxyMatrix.check(
                make, \.tintColor, plain: .systemOrange, contained: .systemPurple, dark: .white,
                explicit: .systemBlue)
        case "searchBarStyle":
            ProxyMatrix.check(
                make, \.searchBarStyle, plain: .minimal, contained: .prominent, dark: .minimal,
                explicit: .default)
        case "isTranslucent":
            ProxyMatrix.check(make, \.isTranslucent, plain: false, contained: false, dark: false, explicit: true)
        case "keyboardAppearance":
            ProxyMatrix.check(make, \.keyboardAppearance, plain: .light, contained: .alert, dark: .dark, explicit: .default)
        case "scopeBarBackgroundImage":
            ProxyMatrix.check(
                make, \.scopeBarBackgroundImage, plain: Image(named: "scope"),
                contained: Image(named: "card-scope"), dark: Image(named: "dark-scope"), explicit: nil)
        case "searchFieldBackgroundPositionAdjustment":
            ProxyMatrix.check(
                make, \.searchFieldBackgroundPositionAdjustment, plain: Offset(horizontal: 4, vertical: 0),
                contained: Offset(horizontal: 0, vertical: 2), dark: Offset(horizontal: 1, vertical: 1), explicit: .zero)
        case "searchTextPositionAdjustment":
            ProxyMatrix.check(
                make, \.searchTextPositionAdjustment, plain: Offset(horizontal: 8, vertical: 0),
                contained: Offset(horizontal: 2, vertical: 0), dark: Offset(horizontal: 3, vertical: 0), explicit: .zero)
        case "backgroundImage[topAttached, compact]":
            ProxyMatrix.check(
                make, \.[backgroundImage: .topAttached, .compact], plain: Image(named: "bar"),
                contained: Image(named: "card-bar"), dark: Image(named: "dark-bar"), explicit: nil)
        case "backgroundImage":
            ProxyMatrix.check(
                make, \.backgroundImage, plain: Image(named: "bar"), contained: Image(named: "card-bar"),
                dark: Image(named: "dark-bar"), explicit: nil)
        case "image[clear, highlighted]":
            ProxyMatrix.check(
                make, \.[image: .clear, .highlighted], plain: Image(named: "clear"),
                contained: Image(named: "card-clear"), dark: Image(named: "dark-clear"), explicit: nil)
        case "positionAdjustment[search]":
            ProxyMatrix.check(
                make, \.[positionAdjustment: .search], plain: Offset(horizontal: 4, vertical: 0),
                contained: Offset(horizontal: 6, vertical: 0), dark: Offset(horizontal: 0, vertical: -1), explicit: .zero)
        case "searchFieldBackgroundImage[disabled]":
            ProxyMatrix.check(
                make, \.[searchFieldBackgroundImage: .disabled], plain: Image(named: "field-off"),
                contained: Image(named: "card-field-off"), dark: Image(named: "dark-field-off"), explicit: nil)
        case "scopeBarButtonTitleTextAttributes[selected]":
            ProxyMatrix.check(
                make, \.[scopeBarButtonTitleTextAttributes: .selected],
                plain: [.foregroundColor: Color.white], contained: [.kern: 1.0], dark: [.foregroundColor: Color.black],
                explicit: nil, same: Self.same)
        case "scopeBarButtonBackgroundImage[normal]":
            ProxyMatrix.check(
                make, \.[scopeBarButtonBackgroundImage: .normal], plain: Image(named: "scope-button"),
                contained: Image(named: "card-scope-button"), dark: Image(named: "dark-scope-button"), explicit: nil)
        case "scopeBarButtonDividerImage[selected, normal]":
            ProxyMatrix.check(
                make, \.[scopeBarButtonDividerImage: .selected, .normal], plain: Image(named: "divider"),
                contained: Image(named: "card-divider"), dark: Image(named: "dark-divider"), explicit: nil)
        default:
            Issue.record("no check for \(name)")
        }
    }

    @Test func theSearchTextFieldsTokenColourThroughEveryKindOfProxy() {
        ProxyMatrix.check(
            { SearchTextField() }, \.tokenBackgroundColor, plain: .systemTeal, contained: .systemGreen,
            dark: .systemGray, explicit: nil)
    }

    @Test func uikitsSettersAndProxyGettersWork() {
        Appearance.reset()
        let proxy = SearchBar.appearance()
        proxy.setBackgroundImage(Image(named: "bar"), for: .any, barMetrics: .default)
        proxy.setImage(Image(named: "glass"), for: .search, state: .normal)
        proxy.setImage(Image(named: "clear-down"), for: .clear, state: .highlighted)
        proxy.setPositionAdjustment(Offset(horizontal: 3, vertical: 0), for: .search)
        proxy.setSearchFieldBackgroundImage(Image(named: "field"), for: .normal)
        proxy.setScopeBarButtonTitleTextAttributes([.foregroundColor: Color.white], for: .normal)
        proxy.setScopeBarButtonBackgroundImage(Image(named: "scope"), for: .selected)
        proxy.setScopeBarButtonDividerImage(Image(named: "divider"), forLeftSegmentState: .selected, rightSegmentState: .normal)
        #expect(proxy.image(for: .clear, state: .highlighted) == Image(named: "clear-down"))
        #expect(proxy.image(for: .clear, state: .normal) == nil, "a proxy getter does not fall back")
        #expect(proxy.positionAdjustment(for: .search) == Offset(horizontal: 3, vertical: 0))
        #expect(proxy.positionAdjustment(for: .clear) == nil)
        #expect(proxy.backgroundImage(for: .any, barMetrics: .default) == Image(named: "bar"))
        #expect(proxy.searchFieldBackgroundImage(for: .normal) == Image(named: "field"))
        #expect(proxy.scopeBarButtonTitleTextAttributes(for: .normal)?[.foregroundColor] as? Color == .white)
        #expect(proxy.scopeBarButtonBackgroundImage(for: .selected) == Image(named: "scope"))
        #expect(proxy.scopeBarButtonDividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal) == Image(named: "divider"))

        let bar = SearchBar()
        bar.setImage(Image(named: "mine"), for: .search, state: .normal)
        let window = Window()
        window.addSubview(bar)
        #expect(bar.backgroundImage == Image(named: "bar"), "the property is the any/default image")
        #expect(bar.image(for: .search, state: .normal) == Image(named: "mine"), "explicit wins per axis value")
        #expect(bar.image(for: .search, state: .highlighted) == Image(named: "mine"), "falls back to normal")
        #expect(bar.image(for: .clear, state: .highlighted) == Image(named: "clear-down"))
        #expect(bar.image(for: .bookmark, state: .normal) == nil)
        #expect(bar.positionAdjustment(for: .search) == Offset(horizontal: 3, vertical: 0))
        #expect(bar.searchFieldBackgroundImage(for: .disabled) == Image(named: "field"))
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .selected)?[.foregroundColor] as? Color == .white)
        #expect(bar.scopeBarButtonBackgroundImage(for: .selected) == Image(named: "scope"))
        #expect(bar.scopeBarButtonDividerImage(forLeftSegmentState: .selected, rightSegmentState: .normal) == Image(named: "divider"))
        bar.revertToAppearance(\.[image: .search, .normal])
        #expect(bar.image(for: .search, state: .normal) == Image(named: "glass"))
        Appearance.reset()
    }

    @Test func textFieldProxiesContainedInSearchBarsStyleTheSearchField() {
        Appearance.reset()
        TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).defaultTextAttributes = [.foregroundColor: Color.white]
        TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).backgroundColor = .systemIndigo
        TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).attributedPlaceholder =
            NSAttributedString(string: "Search", attributes: [.foregroundColor: Color.lightGray])
        SegmentedControl.appearance(whenContainedInInstancesOf: [SearchBar.self]).selectedSegmentTintColor = .systemIndigo
        let bar = SearchBar()
        bar.placeholder = "Search cities"
        bar.scopeButtonTitles = ["All", "Europe"]
        bar.showsScopeBar = true
        let form = TextField()
        let window = Window()
        window.addSubview(bar)
        window.addSubview(form)
        let field = bar.searchTextField
        #expect(field.superview === bar)
        #expect(field.effectiveTextColor == .white)
        #expect(field.backgroundColor == .systemIndigo)
        #expect(field.placeholder == "Search cities", "the app's placeholder stays")
        #expect(TextAttributes(field.effectivePlaceholderAttributes).foregroundColor == .lightGray)
        #expect(form.backgroundColor == nil, "a field outside a search bar is not styled")
        #expect(form.defaultTextAttributes.isEmpty)
        let scope = bar.subviews.compactMap { $0 as? SegmentedControl }.first
        #expect(scope?.selectedSegmentTintColor == .systemIndigo, "the scope bar is a segmented control in the bar")
        Appearance.reset()
    }

    @Test func theScopeBarIsASubviewWhileItShows() {
        let bar = SearchBar()
        func scope() -> SegmentedControl? { bar.subviews.compactMap { $0 as? SegmentedControl }.first }
        #expect(!bar.isScopeBarShown && scope() == nil)
        bar.showsScopeBar = true
        #expect(scope() == nil, "no titles: nothing to show")
        bar.scopeButtonTitles = ["All", "Europe", "Asia"]
        bar.selectedScopeButtonIndex = 2
        #expect(bar.isScopeBarShown)
        #expect(scope()?.numberOfSegments == 3)
        #expect(scope()?.titleForSegment(at: 1) == "Europe")
        #expect(scope()?.selectedSegmentIndex == 2)
        bar.scopeButtonTitles = ["All", "Africa"]
        #expect(scope()?.titleForSegment(at: 1) == "Africa")
        #expect(scope()?.selectedSegmentIndex == SegmentedControl.noSegment, "index 2 is gone")
        bar.showsScopeBar = false
        #expect(scope() == nil)
    }

    @Test func textPlaceholderAndKeyboardGoThroughTheField() {
        let bar = SearchBar()
        bar.text = "Paris"
        bar.placeholder = "City"
        #expect(bar.searchTextField.text == "Paris")
        #expect(bar.searchTextField.placeholder == "City")
        #expect(bar.effectiveKeyboardAppearance == .default)
        bar.keyboardAppearance = .dark
        #expect(bar.effectiveKeyboardAppearance == .dark)
        bar.searchTextField.keyboardAppearance = .light
        #expect(bar.effectiveKeyboardAppearance == .light, "the field's own keyboard wins")
        #expect(bar.searchBarStyle == .default)
        #expect(bar.barStyle == .default)
    }

    @Test func aSearchBarInANavigationItemIsStyledAsContainedInTheBar() {
        Appearance.reset()
        SearchBar.appearance(whenContainedInInstancesOf: [NavigationBar.self]).searchBarStyle = .minimal
        TextField.appearance(whenContainedInInstancesOf: [SearchBar.self, NavigationBar.self]).textColor = .white
        let screen = ViewController()
        let search = SearchBar()
        screen.navigationItem.titleView = search
        let navigation = NavigationController(rootViewController: screen)
        let window = Window()
        window.rootViewController = navigation
        #expect(search.superview === navigation.navigationBar)
        #expect(search.searchBarStyle == .minimal)
        #expect(search.searchTextField.textColor == .white)

        let detail = ViewController()
        let other = SearchBar()
        detail.navigationItem.titleView = other
        navigation.pushViewController(detail, animated: false)
        #expect(search.superview == nil, "only the top item's title view is shown")
        #expect(other.superview === navigation.navigationBar)
        #expect(other.searchBarStyle == .minimal)
        detail.navigationItem.titleView = nil
        #expect(other.superview == nil)
        navigation.popViewController(animated: false)
        #expect(search.superview === navigation.navigationBar)
        let loose = SearchBar()
        window.addSubview(loose)
        #expect(loose.searchBarStyle == .default)
        Appearance.reset()
    }

    @Test func explainShowsTheSearchFieldsRulesAndPlaceholders() throws {
        Appearance.reset()
        AppearanceCatalog.shared.registerKit()
        TextField.appearance().attributedPlaceholder = NSAttributedString(string: "Type")
        TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).attributedPlaceholder =
            NSAttributedString(string: "Search", attributes: [.foregroundColor: Color.white])
        let bar = SearchBar()
        let window = Window()
        window.addSubview(bar)
        let why = try #require(Appearance.explain(bar.searchTextField, property: "attributedPlaceholder"))
        #expect(why.rules.map(\.outcome) == [.outranked(by: 1), .won])
        #expect(why.winner?.proxyDescription == "TextField.appearance(whenContainedInInstancesOf: [SearchBar])")
        #expect(why.rules.map(\.value) == ["\"Type\" []", "\"Search\" [foregroundColor: #ffffff]"])
        Appearance.reset()
    }

    @Test func theCatalogNamesTheClassesAndProperties() throws {
        Appearance.reset()
        let catalog = AppearanceCatalog.shared
        catalog.registerKit()
        #expect(catalog.type(named: "SearchBar") == .of(SearchBar.self))
        #expect(catalog.type(named: "SearchTextField") == .of(SearchTextField.self))
        #expect(catalog.property(named: "image", of: .of(SearchBar.self))?.axisType == SearchBar.IconAndState.self)
        #expect(catalog.property(named: "positionAdjustment", of: .of(SearchBar.self))?.axisType == SearchBar.Icon.self)
        #expect(catalog.property(named: "backgroundImage", of: .of(SearchBar.self))?.axisType == PositionAndMetrics.self)
        #expect(catalog.property(named: "scopeBarButtonDividerImage", of: .of(SearchBar.self))?.axisType == DividerKey.self)
        #expect(catalog.property(named: "tokenBackgroundColor", of: .of(SearchTextField.self)) != nil)
        #expect(catalog.property(named: "keyboardAppearance", of: .of(SearchTextField.self))?.owner == .of(TextField.self))
        let image = try #require(catalog.property(named: "image", of: .of(SearchBar.self)))
        let axis = try #require(SearchBar.IconAndState(axisComponents: ["clear", "highlighted"]))
        #expect(image.record(Image(named: "x"), axis: axis, target: .of(SearchBar.self)))
        #expect(SearchBar.appearance().image(for: .clear, state: .highlighted) == Image(named: "x"))
        Appearance.reset()
    }

    @Test func iconAxesParseFromThemeComponents() {
        #expect(SearchBar.Icon(axisComponents: ["resultsList"]) == .resultsList)
        #expect(SearchBar.Icon(axisComponents: [" Clear "]) == .clear)
        #expect(SearchBar.Icon(axisComponents: ["clear", "normal"]) == nil)
        #expect(SearchBar.Icon.axisValueNames == ["search", "clear", "bookmark", "resultsList"])
        #expect(SearchBar.IconAndState(axisComponents: ["clear", "highlighted"]) == SearchBar.IconAndState(.clear, .highlighted))
        #expect(SearchBar.IconAndState(axisComponents: ["search"]) == SearchBar.IconAndState(.search, .normal))
        #expect(SearchBar.IconAndState(axisComponents: ["highlighted", "clear"]) == nil)
        for names in SearchBar.IconAndState.axisValueNames {
            #expect(SearchBar.IconAndState(axisComponents: names.split(separator: ",").map(String.init)) != nil, "\(names)")
        }
    }
}
