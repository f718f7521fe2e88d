import Foundation
import Testing
import AppearanceThemes

/// Bar appearance objects in theme files: `standardAppearance:` and its siblings as mappings.
@MainActor
@Suite struct BarAppearanceThemeTests {
    static let theme = """
        name: Bars
        variables:
          brand: "#123456"
          items:
            normal: {iconColor: systemGray, badgeBackgroundColor: orange}
            selected: {iconColor: white, titleTextAttributes: {foregroundColor: white}}
        rules:
          - class: NavigationBar
            properties:
              standardAppearance:
                backgroundColor: $brand
                configure: opaque
                shadowColor: none
                titleTextAttributes: {foregroundColor: white, font: {size: 17, weight: semibold}}
                largeTitleTextAttributes: {foregroundColor: white}
                titlePositionAdjustment: [0, -2]
                backIndicatorImage: arrow.left
                buttonAppearance:
                  normal: {titleTextAttributes: {foregroundColor: white}}
                  disabled: {titleTextAttributes: {foregroundColor: "#FFFFFF66"}, titlePositionAdjustment: [1, 0]}
                doneButtonAppearance: {style: done, normal: {backgroundImage: pill}}
              scrollEdgeAppearance: {configure: transparent, titleTextAttributes: {foregroundColor: $brand}}
          - class: NavigationBar
            containers: [NavigationController]
            properties:
              compactAppearance: {backgroundEffect: systemThinMaterialDark, backgroundImage: {name: stripes}, backgroundImageContentMode: scaleAspectFill}
          - class: Toolbar
            properties:
              standardAppearance: {configure: default, backgroundEffect: none, backgroundColor: $brand, buttonAppearance: {normal: {titleTextAttributes: {kern: 1}}}}
          - class: TabBar
            properties:
              standardAppearance:
                configure: opaque
                stackedLayoutAppearance: $items
                inlineLayoutAppearance: $items
                compactInlineLayoutAppearance: $items
                stackedItemPositioning: centered
                stackedItemWidth: 80
                stackedItemSpacing: 8
                selectionIndicatorTintColor: systemYellow
                selectionIndicatorImage: indicator
        """

    /// The navigation bar appearance the theme's first rule describes, built in Swift.
    static func expectedNavigationAppearance() -> NavigationBarAppearance {
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Color(hex: "#123456")
        appearance.shadowColor = nil
        appearance.titleTextAttributes = [.foregroundColor: Color.white, .font: Font.systemFont(ofSize: 17, weight: .semibold)]
        appearance.largeTitleTextAttributes = [.foregroundColor: Color.white]
        appearance.titlePositionAdjustment = Offset(horizontal: 0, vertical: -2)
        appearance.setBackIndicatorImage(Image(named: "arrow.left"), transitionMaskImage: nil)
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: Color(hex: "#FFFFFF66")!]
        appearance.buttonAppearance.disabled.titlePositionAdjustment = Offset(horizontal: 1, vertical: 0)
        appearance.doneButtonAppearance.normal.backgroundImage = Image(named: "pill")
        return appearance
    }

    @Test(arguments: [false, true])
    func appearanceMappingsReachTheBars(inNavigationController: Bool) throws {
        Appearance.reset()
        let theme = try ThemeFile.load(text: Self.theme, path: "bars.yaml")
        #expect(theme.warnings.isEmpty)
        theme.apply()
        let window = Window()
        let bar: NavigationBar
        if inNavigationController {
            let navigation = NavigationController(rootViewController: ViewController())
            window.rootViewController = navigation
            bar = navigation.navigationBar
        } else {
            bar = NavigationBar()
            window.addSubview(bar)
        }
        let toolbar = Toolbar(), tabs = TabBar()
        window.addSubview(toolbar)
        window.addSubview(tabs)

        #expect(bar.standardAppearance == Self.expectedNavigationAppearance())
        let edge = try #require(bar.scrollEdgeAppearance)
        #expect(edge.backgroundEffect == nil && edge.backgroundColor == nil && edge.shadowColor == nil)
        #expect(TextAttributes(edge.titleTextAttributes).foregroundColor == Color(hex: "#123456"))
        if inNavigationController {
            let compact = try #require(bar.compactAppearance)
            #expect(compact.backgroundEffect == BlurEffect(style: .systemThinMaterialDark))
            #expect(compact.backgroundImage == Image(named: "stripes"))
            #expect(compact.backgroundImageContentMode == .scaleAspectFill)
        } else {
            #expect(bar.compactAppearance == nil, "the rule needs a navigation controller")
        }

        #expect(toolbar.standardAppearance.backgroundEffect == nil)
        #expect(toolbar.standardAppearance.backgroundColor == Color(hex: "#123456"))
        #expect(toolbar.standardAppearance.shadowColor == .separator)
        #expect(TextAttributes(toolbar.standardAppearance.buttonAppearance.normal.titleTextAttributes) == TextAttributes(kern: 1))

        let tabAppearance = tabs.standardAppearance
        for layout in [
            tabAppearance.stackedLayoutAppearance, tabAppearance.inlineLayoutAppearance,
            tabAppearance.compactInlineLayoutAppearance,
        ] {
            #expect(layout.normal.iconColor == .systemGray)
            #expect(layout.normal.badgeBackgroundColor == .orange)
            #expect(layout.selected.iconColor == .white)
            #expect(TextAttributes(layout.selected.titleTextAttributes) == TextAttributes(foregroundColor: .white))
        }
        #expect(tabAppearance.compactInlineLayoutAppearance.style == .compactInline)
        #expect(tabAppearance.stackedItemPositioning == .centered)
        #expect(tabAppearance.stackedItemWidth == 80)
        #expect(tabAppearance.stackedItemSpacing == 8)
        #expect(tabAppearance.selectionIndicatorTintColor == .systemYellow)
        #expect(tabAppearance.selectionIndicatorImage == Image(named: "indicator"))
    }

    @Test func jsonReadsTheSameSchema() throws {
        Appearance.reset()
        let json = """
            {"rules": [{"class": "NavigationBar", "properties": {"standardAppearance": {
              "configure": "opaque", "backgroundColor": "#123456", "shadowColor": null,
              "titleTextAttributes": {"foregroundColor": "white"}}}}]}
            """
        try ThemeFile.load(text: json, path: "bars.json").apply()
        let bar = NavigationBar()
        let window = Window()
        window.addSubview(bar)
        let expected = NavigationBarAppearance()
        expected.configureWithOpaqueBackground()
        expected.backgroundColor = Color(hex: "#123456")
        expected.shadowColor = nil
        expected.titleTextAttributes = [.foregroundColor: Color.white]
        #expect(bar.standardAppearance == expected)
    }

    @Test func explanationsAndAssignmentsPrintTheAppearance() throws {
        Appearance.reset()
        let theme = try ThemeFile.load(text: Self.theme, path: "bars.yaml")
        let toolbarValue = theme.resolved.assignments.first { $0.target.name == "Toolbar" }?.valueDescription
        #expect(
            toolbarValue == """
                ToolbarAppearance(backgroundEffect: nil, backgroundColor: #123456, \
                buttonAppearance.normal.titleTextAttributes: [kern: 1])
                """)
        theme.apply()
        let toolbar = Toolbar()
        let window = Window()
        window.addSubview(toolbar)
        let why = try #require(Appearance.explain(toolbar, property: "standardAppearance"))
        #expect(why.currentValue == toolbarValue)
        #expect(why.winner?.proxyDescription == "Toolbar.appearance()")
    }

    // MARK: - Diagnostics

    @Test func wrongValuesAreErrorsAtTheirPlace() {
        Appearance.reset()
        let text = """
            rules:
              - class: NavigationBar
                properties:
                  standardAppearance:
                    configure: opaqe
                    backgroundEffect: frosted
                    buttonAppearance: {normal: {titlePositionAdjustment: [1, 2, 3]}}
                  scrollEdgeAppearance: 12
            """
        do {
            _ = try ThemeFile.load(text: text, path: "bars.yaml")
            Issue.record("the theme loaded, but it is broken")
        } catch {
            let rendered = error.diagnostics.formatted(relativeTo: "")
            #expect(
                rendered.contains(
                    """
                    bars.yaml:5:20: error: unknown background configuration 'opaqe'; did you mean 'opaque'? \
                    the background configurations are default, opaque, transparent
                            configure: opaqe
                                       ^
                    """), "\(rendered)")
            #expect(
                rendered.contains("bars.yaml:6:27: error: unknown blur style 'frosted'; the blur styles are extraLight, "), "\(rendered)")
            #expect(
                rendered.contains(
                    """
                    bars.yaml:7:62: error: expected an offset: [horizontal, vertical] or {horizontal: 0, vertical: -2}, got 3 numbers
                    """), "\(rendered)")
            #expect(
                rendered.contains(
                    """
                    bars.yaml:8:29: error: expected a navigation bar appearance: a mapping such as {configure: opaque, \
                    backgroundColor: "#123456", titleTextAttributes: {foregroundColor: white}}, got 12
                          scrollEdgeAppearance: 12
                                                ^
                    """), "\(rendered)")
            #expect(error.diagnostics.filter { $0.severity == .error }.count == 4)
        }
        #expect(NavigationBar.appearance().standardAppearance == nil, "an invalid file never half-applies")
    }

    @Test func unknownKeysAreWarningsAtTheKey() throws {
        Appearance.reset()
        let text = """
            rules:
              - class: TabBar
                properties:
                  standardAppearance:
                    backgroundColour: red
                    stackedLayoutAppearance: {selected: {iconColour: red}}
            """
        let theme = try ThemeFile.load(text: text, path: "bars.yaml")
        let rendered = theme.warnings.formatted(relativeTo: "")
        #expect(
            rendered.contains(
                """
                bars.yaml:5:9: warning: unknown key 'backgroundColour' in a tab bar appearance is ignored; \
                did you mean 'backgroundColor'?
                """), "\(rendered)")
        #expect(
            rendered.contains(
                """
                bars.yaml:6:46: warning: unknown key 'iconColour' in a tab bar item state appearance is ignored; \
                did you mean 'iconColor'?
                """), "\(rendered)")
        #expect(theme.warnings.count == 2)
    }
}
