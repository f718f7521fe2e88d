import AppearanceKit
import Testing

/// `standardAppearance` and its siblings on the bars: copies on set (also through proxies),
/// proxies of every kind, explicit values, items over bars, scroll edges, legacy fallback.
@MainActor
@Suite struct BarAppearancePropertyTests {
    /// An appearance with an opaque background of `color`.
    func opaque(_ color: Color) -> NavigationBarAppearance {
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = color
        return appearance
    }

    /// The windows of the bars below, kept alive for the test (a view whose window is gone is
    /// in no window).
    let windows = Windows()

    final class Windows {
        var all: [Window] = []
    }

    /// A navigation bar in a window of its own, showing an item titled "Inbox".
    func barInWindow(_ bar: NavigationBar = NavigationBar()) -> NavigationBar {
        let item = NavigationItem()
        item.title = "Inbox"
        bar.pushItem(item)
        let window = Window()
        windows.all.append(window)
        window.addSubview(bar)
        return bar
    }

    // MARK: - Copies

    @Test func settingOnABarStoresACopy() {
        Appearance.reset()
        let bar = NavigationBar()
        let appearance = opaque(.red)
        bar.standardAppearance = appearance
        appearance.backgroundColor = .blue
        #expect(bar.standardAppearance !== appearance)
        #expect(bar.standardAppearance.backgroundColor == .red)
        #expect(bar.effectiveAppearance().backgroundColor == .red)
        bar.standardAppearance.backgroundColor = .green  // the bar's own object, changed in place
        #expect(bar.effectiveAppearance().backgroundColor == .green)
        bar.scrollEdgeAppearance = appearance
        appearance.backgroundColor = .yellow
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .blue)
        bar.scrollEdgeAppearance = nil
        #expect(bar.scrollEdgeAppearance == nil)
    }

    @Test func proxiesRecordACopyAndEveryBarGetsItsOwn() {
        Appearance.reset()
        let appearance = opaque(.red)
        NavigationBar.appearance().standardAppearance = appearance
        appearance.backgroundColor = .blue  // after the proxy set: changes nothing
        let first = barInWindow(), second = barInWindow()
        #expect(first.standardAppearance.backgroundColor == .red)
        #expect(first.standardAppearance !== second.standardAppearance)
        #expect(first.standardAppearance !== appearance)
        first.standardAppearance.backgroundColor = .green
        #expect(second.standardAppearance.backgroundColor == .red, "one bar's copy is not another's")
        #expect(!first.hasExplicitValue(for: \.standardAppearance), "changing the object in place is not a set")

        let recorded = NavigationBar.appearance().standardAppearance
        #expect(recorded?.backgroundColor == .red)
        recorded?.backgroundColor = .purple  // a copy: the record stays
        #expect(NavigationBar.appearance().standardAppearance?.backgroundColor == .red)
        #expect(barInWindow().standardAppearance.backgroundColor == .red)
        NavigationBar.appearance().standardAppearance = nil
        #expect(NavigationBar.appearance().standardAppearance == nil)
        #expect(NavigationBar.appearance().valueCount == 0)
    }

    @Test func optionalAppearancesGoThroughProxiesToo() {
        Appearance.reset()
        NavigationBar.appearance().scrollEdgeAppearance = opaque(.red)
        NavigationBar.appearance().compactAppearance = opaque(.green)
        NavigationBar.appearance().compactScrollEdgeAppearance = opaque(.blue)
        let bar = barInWindow()
        #expect(bar.scrollEdgeAppearance?.backgroundColor == .red)
        #expect(bar.compactAppearance?.backgroundColor == .green)
        #expect(bar.compactScrollEdgeAppearance?.backgroundColor == .blue)
        #expect(NavigationBar.appearance().compactAppearance?.backgroundColor == .green)
        NavigationBar.appearance().compactAppearance = nil
        #expect(NavigationBar.appearance().compactAppearance == nil)
        #expect(NavigationBar.appearance().valueCount == 2)
    }

    // MARK: - Proxies of every kind

    @Test func containmentAndTraitProxies() {
        Appearance.reset()
        NavigationBar.appearance().standardAppearance = opaque(.red)
        NavigationBar.appearance(whenContainedInInstancesOf: [NavigationController.self]).standardAppearance = opaque(.green)
        NavigationBar.appearance(for: TraitCollection(userInterfaceStyle: .dark)).standardAppearance = opaque(.black)
        let plain = barInWindow()
        let navigation = NavigationController(rootViewController: ViewController())
        let window = Window()
        window.rootViewController = navigation
        let dark = NavigationBar()
        dark.overrideUserInterfaceStyle = .dark
        _ = barInWindow(dark)
        #expect(plain.standardAppearance.backgroundColor == .red)
        #expect(navigation.navigationBar.standardAppearance.backgroundColor == .green)
        #expect(dark.standardAppearance.backgroundColor == .black)
        dark.overrideUserInterfaceStyle = .light
        #expect(dark.standardAppearance.backgroundColor == .red, "re-resolved for the new traits (R6)")
    }

    @Test func explicitValuesWinAndCanBeReverted() {
        Appearance.reset()
        NavigationBar.appearance().standardAppearance = opaque(.red)
        let bar = NavigationBar()
        bar.standardAppearance = opaque(.blue)
        _ = barInWindow(bar)
        #expect(bar.standardAppearance.backgroundColor == .blue)
        #expect(bar.hasExplicitValue(for: \.standardAppearance))
        bar.revertToAppearance(\.standardAppearance)
        #expect(bar.standardAppearance.backgroundColor == .red)
        #expect(!bar.hasExplicitValue(for: \.standardAppearance))
    }

    @Test func aRemovedProxyValueLeavesTheBarOnReload() {
        Appearance.reset()
        NavigationBar.appearance().barTintColor = .orange
        NavigationBar.appearance().standardAppearance = opaque(.red)
        let bar = barInWindow()
        #expect(bar.effectiveAppearance().backgroundColor == .red)
        NavigationBar.appearance().standardAppearance = nil
        Appearance.reloadAll()
        #expect(bar.effectiveAppearance().backgroundColor == .orange, "back to the legacy properties (R7)")
    }

    // MARK: - Items over bars

    @Test func theTopItemsAppearanceWins() {
        Appearance.reset()
        let bar = NavigationBar()
        bar.standardAppearance = opaque(.red)
        let inbox = NavigationItem(), message = NavigationItem()
        inbox.standardAppearance = opaque(.green)
        bar.setItems([inbox], animated: false)
        #expect(bar.effectiveAppearance().backgroundColor == .green)
        bar.pushItem(message)
        #expect(bar.effectiveAppearance().backgroundColor == .red, "only the top item counts")
        message.compactAppearance = opaque(.blue)
        #expect(bar.effectiveAppearance(isCompact: true).backgroundColor == .blue)
        #expect(bar.effectiveAppearance().backgroundColor == .red)
        let appearance = opaque(.yellow)
        message.scrollEdgeAppearance = appearance
        appearance.backgroundColor = .purple
        #expect(message.scrollEdgeAppearance?.backgroundColor == .yellow, "items copy too")
        #expect(bar.effectiveAppearance(isAtScrollEdge: true).backgroundColor == .yellow)
    }

    // MARK: - Resolution

    /// Which appearances are set, by their colours, and what the bar shows.
    struct ResolutionCase: CustomTestStringConvertible, Sendable {
        var standard: Color?
        var compact: Color?
        var scrollEdge: Color?
        var compactScrollEdge: Color?
        var itemStandard: Color?
        var itemScrollEdge: Color?
        let atEdge: Bool
        let compactHeight: Bool
        /// The background colour shown; `nil` for a transparent one.
        let expected: Color?
        let name: String
        var testDescription: String { name }
    }

    nonisolated static let resolutionCases = [
        ResolutionCase(standard: .red, atEdge: false, compactHeight: false, expected: .red, name: "standard"),
        ResolutionCase(
            standard: .red, atEdge: true, compactHeight: false, expected: nil,
            name: "no scroll edge: standard made transparent"),
        ResolutionCase(
            standard: .red, scrollEdge: .blue, atEdge: true, compactHeight: false, expected: .blue,
            name: "scroll edge"),
        ResolutionCase(
            standard: .red, compact: .green, atEdge: false, compactHeight: true, expected: .green,
            name: "compact"),
        ResolutionCase(standard: .red, atEdge: false, compactHeight: true, expected: .red, name: "no compact: standard"),
        ResolutionCase(
            standard: .red, compact: .green, scrollEdge: .blue, atEdge: true, compactHeight: true,
            expected: .blue, name: "no compact scroll edge: scroll edge"),
        ResolutionCase(
            standard: .red, compact: .green, compactScrollEdge: .yellow, atEdge: true, compactHeight: true,
            expected: .yellow, name: "compact scroll edge"),
        ResolutionCase(
            standard: .red, compact: .green, atEdge: true, compactHeight: true, expected: nil,
            name: "compact made transparent"),
        ResolutionCase(
            standard: .red, scrollEdge: .blue, itemStandard: .gray, atEdge: false, compactHeight: false,
            expected: .gray, name: "item standard over bar standard"),
        ResolutionCase(
            scrollEdge: .blue, itemStandard: .gray, itemScrollEdge: .purple, atEdge: true,
            compactHeight: false, expected: .purple, name: "item scroll edge over bar scroll edge"),
        ResolutionCase(
            scrollEdge: .blue, itemStandard: .gray, atEdge: true, compactHeight: false, expected: .blue,
            name: "bar scroll edge over item standard"),
    ]

    @Test(arguments: resolutionCases)
    func effectiveAppearanceResolution(_ row: ResolutionCase) {
        Appearance.reset()
        let bar = NavigationBar()
        bar.barTintColor = .orange
        let item = NavigationItem()
        bar.pushItem(item)
        if let color = row.standard { bar.standardAppearance = opaque(color) }
        if let color = row.compact { bar.compactAppearance = opaque(color) }
        if let color = row.scrollEdge { bar.scrollEdgeAppearance = opaque(color) }
        if let color = row.compactScrollEdge { bar.compactScrollEdgeAppearance = opaque(color) }
        if let color = row.itemStandard { item.standardAppearance = opaque(color) }
        if let color = row.itemScrollEdge { item.scrollEdgeAppearance = opaque(color) }
        let shown = bar.effectiveAppearance(isAtScrollEdge: row.atEdge, isCompact: row.compactHeight)
        #expect(shown.backgroundColor == row.expected)
        if row.expected == nil {
            #expect(shown.backgroundEffect == nil)
            #expect(shown.shadowColor == nil, "transparent: no shadow either")
        }
    }

    // MARK: - Legacy properties

    @Test func legacyPropertiesApplyUntilAnAppearanceIsSet() {
        Appearance.reset()
        let title: [NSAttributedString.Key: Any] = [.foregroundColor: Color.white]
        NavigationBar.appearance().barTintColor = .systemIndigo
        NavigationBar.appearance().titleTextAttributes = title
        NavigationBar.appearance().setTitleVerticalPositionAdjustment(-2, for: .default)
        NavigationBar.appearance().backIndicatorImage = Image(named: "arrow")
        let bar = barInWindow()
        for shown in [bar.effectiveAppearance(), bar.effectiveAppearance(isAtScrollEdge: true)] {
            #expect(shown.backgroundColor == .systemIndigo, "legacy bars keep their colour at the scroll edge")
            #expect(TextAttributes(shown.titleTextAttributes) == TextAttributes(title))
            #expect(shown.titlePositionAdjustment == Offset(horizontal: 0, vertical: -2))
            #expect(shown.backIndicatorImage == Image(named: "arrow"))
        }
        #expect(bar.standardAppearance.backgroundColor == .systemIndigo, "the getter shows the legacy look")
        bar.standardAppearance = opaque(.red)
        #expect(bar.effectiveAppearance().backgroundColor == .red)
        #expect(bar.effectiveAppearance().titleTextAttributes.isEmpty, "legacy values no longer apply")
    }

    @Test func translucencyAndBarStyleBecomeTheBackground() {
        Appearance.reset()
        let bar = NavigationBar()
        #expect(bar.effectiveAppearance() == NavigationBarAppearance(), "an untouched bar has the default look")
        bar.barStyle = .black
        #expect(bar.effectiveAppearance().backgroundEffect == BlurEffect(style: .dark))
        bar.isTranslucent = false
        #expect(bar.effectiveAppearance().backgroundEffect == nil)
        #expect(bar.effectiveAppearance().backgroundColor == .black)
        bar.setBackgroundImage(Image(named: "bar"), for: .default)
        bar.shadowImage = Image(named: "line")
        #expect(bar.effectiveAppearance().backgroundImage == Image(named: "bar"))
        #expect(bar.effectiveAppearance().shadowImage == Image(named: "line"))
    }

    @Test func theImplicitStandardAppearanceCanBeChangedInPlace() {
        Appearance.reset()
        let bar = NavigationBar()
        bar.barTintColor = .orange
        let implicit = bar.standardAppearance
        #expect(bar.standardAppearance === implicit, "the same object while nothing changes")
        bar.barTintColor = .yellow
        #expect(bar.standardAppearance.backgroundColor == .yellow, "rebuilt when the legacy properties change")
        bar.standardAppearance.titleTextAttributes = [.foregroundColor: Color.red]
        bar.barTintColor = .blue
        let shown = bar.effectiveAppearance()
        #expect(TextAttributes(shown.titleTextAttributes).foregroundColor == .red, "the change in place styles the bar")
        #expect(shown.backgroundColor == .yellow, "and the object no longer follows the legacy properties")
    }

    // MARK: - Toolbars and tab bars

    @Test func toolbarsCopyResolveAndFallBack() {
        Appearance.reset()
        let appearance = ToolbarAppearance()
        appearance.backgroundColor = .red
        Toolbar.appearance().standardAppearance = appearance
        Toolbar.appearance().compactAppearance = ToolbarAppearance(barAppearance: opaque(.green))
        appearance.backgroundColor = .blue
        let toolbar = Toolbar()
        let legacy = Toolbar()
        legacy.barTintColor = .orange
        let window = Window()
        window.addSubview(toolbar)
        #expect(toolbar.standardAppearance.backgroundColor == .red)
        #expect(toolbar.effectiveAppearance(isCompact: true).backgroundColor == .green)
        #expect(toolbar.effectiveAppearance(isAtScrollEdge: true).backgroundColor == nil)
        toolbar.scrollEdgeAppearance = ToolbarAppearance(barAppearance: opaque(.purple))
        #expect(toolbar.effectiveAppearance(isAtScrollEdge: true, isCompact: true).backgroundColor == .purple)
        toolbar.compactScrollEdgeAppearance = ToolbarAppearance(barAppearance: opaque(.yellow))
        #expect(toolbar.effectiveAppearance(isAtScrollEdge: true, isCompact: true).backgroundColor == .yellow)
        #expect(legacy.effectiveAppearance().backgroundColor == .orange)
    }

    @Test func tabBarsCopyResolveAndFallBack() {
        Appearance.reset()
        let appearance = TabBarAppearance()
        appearance.stackedLayoutAppearance.selected.iconColor = .orange
        TabBar.appearance(whenContainedInInstancesOf: [Window.self]).standardAppearance = appearance
        appearance.stackedLayoutAppearance.selected.iconColor = .blue
        let tabs = TabBar()
        tabs.unselectedItemTintColor = .gray
        #expect(tabs.effectiveAppearance().stackedLayoutAppearance.normal.iconColor == .gray, "legacy before a window")
        let window = Window()
        window.addSubview(tabs)
        #expect(tabs.standardAppearance.stackedLayoutAppearance.selected.iconColor == .orange)
        #expect(tabs.effectiveAppearance().stackedLayoutAppearance.normal.iconColor == nil)
        #expect(tabs.effectiveAppearance(isAtScrollEdge: true).backgroundEffect == nil)
        tabs.scrollEdgeAppearance = appearance
        #expect(tabs.effectiveAppearance(isAtScrollEdge: true).stackedLayoutAppearance.selected.iconColor == .blue)
    }

    // MARK: - Catalog and explanations

    @Test func theCatalogNamesTheAppearancesAndExplanationsPrintThem() throws {
        Appearance.reset()
        AppearanceCatalog.shared.registerKit()
        let catalog = AppearanceCatalog.shared
        for (name, type) in [
            ("standardAppearance", AppearanceType.of(NavigationBar.self)), ("compactScrollEdgeAppearance", .of(NavigationBar.self)),
            ("scrollEdgeAppearance", .of(TabBar.self)), ("compactAppearance", .of(Toolbar.self)),
        ] {
            #expect(catalog.property(named: name, of: type) != nil, "\(name) of \(type.name)")
        }
        let standard = try #require(catalog.property(named: "standardAppearance", of: .of(NavigationBar.self)))
        #expect(standard.record(opaque(Color(hex: "#123456")!), target: .of(NavigationBar.self)))
        let bar = barInWindow()
        #expect(bar.standardAppearance.backgroundColor == Color(hex: "#123456"))
        let why = try #require(Appearance.explain(bar, property: "standardAppearance"))
        #expect(why.rules.map(\.value) == ["NavigationBarAppearance(backgroundEffect: nil, backgroundColor: #123456)"])
        #expect(why.currentValue == "NavigationBarAppearance(backgroundEffect: nil, backgroundColor: #123456)")
    }
}
