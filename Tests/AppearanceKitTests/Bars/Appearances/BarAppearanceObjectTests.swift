import AppearanceKit
import Testing

/// The appearance objects on their own: configuration, copies, states, equality, descriptions.
@MainActor
@Suite struct BarAppearanceObjectTests {
    // MARK: - Configuring the background

    /// What each configure method leaves in the background and shadow properties.
    struct ConfigureCase: CustomTestStringConvertible, Sendable {
        let name: String
        let effect: BlurEffect.Style?
        let color: Color?
        let shadow: Color?
        var testDescription: String { name }
    }

    nonisolated static let configureCases = [
        ConfigureCase(name: "default", effect: .systemChromeMaterial, color: nil, shadow: .separator),
        ConfigureCase(name: "opaque", effect: nil, color: .systemBackground, shadow: .separator),
        ConfigureCase(name: "transparent", effect: nil, color: nil, shadow: nil),
    ]

    @Test(arguments: configureCases)
    func configureReplacesBackgroundAndShadowOnly(_ row: ConfigureCase) {
        let appearance = NavigationBarAppearance()
        appearance.backgroundImage = Image(named: "bar")
        appearance.backgroundImageContentMode = .scaleAspectFill
        appearance.shadowImage = Image(named: "line")
        appearance.backgroundColor = .red
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.kern: 2]
        switch row.name {
        case "default": appearance.configureWithDefaultBackground()
        case "opaque": appearance.configureWithOpaqueBackground()
        default: appearance.configureWithTransparentBackground()
        }
        #expect(appearance.backgroundEffect?.style == row.effect)
        #expect(appearance.backgroundColor == row.color)
        #expect(appearance.shadowColor == row.shadow)
        #expect(appearance.backgroundImage == nil)
        #expect(appearance.backgroundImageContentMode == .scaleToFill)
        #expect(appearance.shadowImage == nil)
        #expect(TextAttributes(appearance.titleTextAttributes) == TextAttributes(foregroundColor: .white), "titles stay")
        #expect(TextAttributes(appearance.buttonAppearance.normal.titleTextAttributes) == TextAttributes(kern: 2))
    }

    @Test func newObjectsHaveTheDefaultBackgroundForPhones() {
        for appearance in [NavigationBarAppearance(), ToolbarAppearance(), TabBarAppearance(), BarAppearance()] {
            #expect(appearance.idiom == .phone)
            #expect(appearance.backgroundEffect == BlurEffect(style: .systemChromeMaterial))
            #expect(appearance.backgroundColor == nil)
            #expect(appearance.shadowColor == .separator)
        }
        #expect(NavigationBarAppearance(idiom: .pad).idiom == .pad)
        #expect(NavigationBarAppearance().doneButtonAppearance.style == .done)
        #expect(NavigationBarAppearance().buttonAppearance.style == .plain)
        #expect(TabBarAppearance().inlineLayoutAppearance.style == .inline)
    }

    @Test func redrawIsStoredAsScaleToFill() {
        let appearance = BarAppearance()
        appearance.backgroundImageContentMode = .redraw
        #expect(appearance.backgroundImageContentMode == .scaleToFill)
    }

    // MARK: - Copies

    @Test func aCopyIsIndependentDownToTheStates() {
        let original = NavigationBarAppearance()
        original.backgroundColor = .red
        original.titleTextAttributes = [.foregroundColor: Color.white]
        original.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.yellow]
        original.setBackIndicatorImage(Image(named: "back"), transitionMaskImage: Image(named: "mask"))
        let copy = original.copy()
        #expect(copy !== original)
        #expect(type(of: copy) == NavigationBarAppearance.self)
        #expect(copy == original)
        #expect(copy.buttonAppearance !== original.buttonAppearance)
        #expect(copy.buttonAppearance.normal !== original.buttonAppearance.normal)
        original.backgroundColor = .blue
        original.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(copy.backgroundColor == .red)
        #expect(TextAttributes(copy.buttonAppearance.normal.titleTextAttributes) == TextAttributes(foregroundColor: .yellow))
        #expect(copy.backIndicatorImage == Image(named: "back"))
        #expect(copy.backIndicatorTransitionMaskImage == Image(named: "mask"))
        #expect(copy != original)
    }

    @Test func settingANestedAppearanceStoresACopy() {
        let buttons = BarButtonItemAppearance(style: .plain)
        buttons.normal.titleTextAttributes = [.foregroundColor: Color.white]
        let appearance = NavigationBarAppearance()
        appearance.buttonAppearance = buttons
        buttons.normal.titleTextAttributes = [.foregroundColor: Color.red]
        #expect(appearance.buttonAppearance !== buttons)
        #expect(TextAttributes(appearance.buttonAppearance.normal.titleTextAttributes).foregroundColor == .white)

        let items = TabBarItemAppearance()
        items.selected.iconColor = .orange
        let tabs = TabBarAppearance()
        tabs.stackedLayoutAppearance = items
        tabs.inlineLayoutAppearance = items
        items.selected.iconColor = .green
        #expect(tabs.stackedLayoutAppearance.selected.iconColor == .orange)
        #expect(tabs.stackedLayoutAppearance !== tabs.inlineLayoutAppearance)
    }

    @Test func initWithBarAppearanceCarriesWhatTheKindsShare() {
        let toolbar = ToolbarAppearance()
        toolbar.configureWithOpaqueBackground()
        toolbar.backgroundColor = .systemIndigo
        toolbar.shadowColor = nil
        toolbar.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
        let navigation = NavigationBarAppearance(barAppearance: toolbar)
        #expect(navigation.backgroundColor == .systemIndigo)
        #expect(navigation.backgroundEffect == nil)
        #expect(navigation.shadowColor == nil)
        #expect(TextAttributes(navigation.buttonAppearance.normal.titleTextAttributes).foregroundColor == .white)
        let tabs = TabBarAppearance(barAppearance: navigation)
        #expect(tabs.backgroundColor == .systemIndigo)
        #expect(tabs.stackedLayoutAppearance == TabBarAppearance().stackedLayoutAppearance)
        let back = ToolbarAppearance(barAppearance: navigation)
        #expect(back == toolbar)
    }

    // MARK: - States

    nonisolated static let buttonStates: [(ControlState, String)] = [
        (.normal, "normal"), (.highlighted, "highlighted"), (.disabled, "disabled"), (.focused, "focused"),
        (.selected, "normal"), ([.disabled, .highlighted], "disabled"),
    ]

    @Test(arguments: buttonStates)
    func buttonStatesAreFoundByControlState(_ state: ControlState, _ expected: String) {
        let buttons = BarButtonItemAppearance()
        let states = [
            "normal": buttons.normal, "highlighted": buttons.highlighted, "disabled": buttons.disabled,
            "focused": buttons.focused,
        ]
        #expect(buttons.stateAppearance(for: state) === states[expected])
    }

    @Test func configureWithDefaultResetsEveryState() {
        let buttons = BarButtonItemAppearance(style: .plain)
        buttons.normal.titlePositionAdjustment = Offset(horizontal: 1, vertical: 2)
        buttons.disabled.backgroundImage = Image(named: "pill")
        buttons.focused.backgroundImagePositionAdjustment = Offset(horizontal: 3, vertical: 0)
        buttons.configureWithDefault(for: .done)
        #expect(buttons.style == .done)
        #expect(buttons.normal.titlePositionAdjustment == .zero)
        #expect(buttons.disabled.backgroundImage == nil)
        #expect(buttons.focused.backgroundImagePositionAdjustment == .zero)

        let items = TabBarItemAppearance(style: .stacked)
        items.normal.iconColor = .gray
        items.selected.badgeBackgroundColor = .blue
        items.selected.badgeTextAttributes = [.foregroundColor: Color.black]
        items.disabled.badgeTitlePositionAdjustment = Offset(horizontal: 0, vertical: 1)
        items.configureWithDefault(for: .compactInline)
        #expect(items.style == .compactInline)
        #expect(items.normal.iconColor == nil)
        #expect(items.selected.badgeBackgroundColor == nil)
        #expect(items.selected.badgeTextAttributes.isEmpty)
        #expect(items.disabled.badgeTitlePositionAdjustment == .zero)
    }

    nonisolated static let layouts: [(UserInterfaceSizeClass, UserInterfaceSizeClass, TabBarItemAppearance.Style)] = [
        (.compact, .regular, .stacked), (.regular, .regular, .inline), (.compact, .compact, .compactInline),
        (.regular, .compact, .compactInline),
    ]

    @Test(arguments: layouts)
    func tabBarLayoutFollowsSizeClasses(
        _ horizontal: UserInterfaceSizeClass, _ vertical: UserInterfaceSizeClass, _ expected: TabBarItemAppearance.Style
    ) {
        let traits = TraitCollection {
            $0.horizontalSizeClass = horizontal; $0.verticalSizeClass = vertical
        }
        #expect(TabBarAppearance().itemAppearance(for: traits).style == expected)
    }

    // MARK: - Equality and descriptions

    @Test func equalityComparesValuesAndClass() {
        let a = NavigationBarAppearance(), b = NavigationBarAppearance()
        a.titleTextAttributes = [.foregroundColor: Color.white, .kern: 1]
        b.titleTextAttributes = [.kern: 1.0, .foregroundColor: Color.white]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        b.doneButtonAppearance.highlighted.titlePositionAdjustment = Offset(horizontal: 0, vertical: 1)
        #expect(a != b)
        #expect(BarAppearance() != ToolbarAppearance(), "different classes")
        #expect(Set([ToolbarAppearance(), ToolbarAppearance()]).count == 1)
    }

    @Test func descriptionsListWhatDiffersFromANewObject() {
        let appearance = NavigationBarAppearance()
        #expect(appearance.appearanceDescription == "NavigationBarAppearance()")
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Color(hex: "#123456")
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.buttonAppearance.normal.titleTextAttributes = [.kern: 1.5]
        #expect(
            appearance.appearanceDescription == """
                NavigationBarAppearance(backgroundEffect: nil, backgroundColor: #123456, \
                titleTextAttributes: [foregroundColor: #ffffff], buttonAppearance.normal.titleTextAttributes: [kern: 1.5])
                """)
        #expect("\(appearance)" == appearance.appearanceDescription)
        let tabs = TabBarAppearance()
        tabs.stackedLayoutAppearance.selected.iconColor = .orange
        #expect(tabs.description == "TabBarAppearance(stackedLayoutAppearance.selected.iconColor: #ff8000)")
    }

    // MARK: - Blur effects

    @Test func blurEffectsCompareByStyle() {
        #expect(BlurEffect(style: .dark) == BlurEffect(style: .dark))
        #expect(BlurEffect(style: .dark) != BlurEffect(style: .light))
        #expect(Set([BlurEffect(style: .regular), BlurEffect(style: .regular)]).count == 1)
        let effect: VisualEffect = BlurEffect(style: .systemMaterialDark)
        #expect(effect.description == "BlurEffect(systemMaterialDark)")
        #expect(effect != VisualEffect())
        #expect(BlurEffect.Style.allCases.count == 21)
        #expect(BlurEffect.Style(rawValue: "systemChromeMaterialLight") == .systemChromeMaterialLight)
    }
}
