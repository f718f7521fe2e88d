import AppearanceRender
import Testing

/// Bars drawn from their appearance objects.
@MainActor
@Suite struct BarAppearanceRenderTests {
    /// A screen of a navigation controller ("Inbox" pushed over "Mail", with an Edit button, a
    /// disabled Compose button and a Done button), a toolbar and a tab bar with a badge.
    func screen(largeTitles: Bool = false) -> Window {
        let mail = ViewController()
        mail.title = "Mail"
        let inbox = ViewController()
        inbox.title = "Inbox"
        let compose = BarButtonItem(title: "Compose")
        compose.isEnabled = false
        inbox.navigationItem.leftBarButtonItem = compose
        inbox.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Done", style: .done), BarButtonItem(title: "Edit")]
        let navigation = NavigationController(rootViewController: mail)
        navigation.pushViewController(inbox, animated: false)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        navigation.toolbar.items = [BarButtonItem(title: "Archive"), BarButtonItem(title: "Send", style: .done)]
        navigation.isToolbarHidden = false
        let tabs = TabBar()
        let home = TabBarItem(title: "Home", image: Image(systemName: "house"))
        let mailbox = TabBarItem(title: "Mail", image: Image(systemName: "envelope"))
        mailbox.badgeValue = "3"
        tabs.items = [home, mailbox]
        tabs.selectedItem = home
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 500))
        window.screenTraits.userInterfaceStyle = .light
        window.rootViewController = navigation
        window.addSubview(tabs)
        return window
    }

    /// The theme of the picture: opaque indigo bars with white attributed titles.
    func styleBars() {
        let navigation = NavigationBarAppearance()
        navigation.configureWithOpaqueBackground()
        navigation.backgroundColor = .systemIndigo
        navigation.shadowColor = nil
        navigation.titleTextAttributes = [
            .foregroundColor: Color.white, .font: Font.systemFont(ofSize: 18, weight: .bold), .kern: 1,
        ]
        navigation.largeTitleTextAttributes = [.foregroundColor: Color.white, .underlineStyle: NSUnderlineStyle.single.rawValue]
        navigation.titlePositionAdjustment = Offset(horizontal: 0, vertical: 2)
        navigation.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
        navigation.buttonAppearance.disabled.titleTextAttributes = [.foregroundColor: Color.white.withAlphaComponent(0.4)]
        navigation.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemYellow]
        navigation.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemPink]
        let chevron = Image(systemName: "chevron.left")!.withTintColor(.systemTeal)
        navigation.setBackIndicatorImage(chevron, transitionMaskImage: chevron)
        NavigationBar.appearance().standardAppearance = navigation
        NavigationBar.appearance().scrollEdgeAppearance = navigation

        let toolbar = ToolbarAppearance()
        toolbar.backgroundEffect = BlurEffect(style: .systemThinMaterialDark)
        toolbar.shadowColor = .systemIndigo
        toolbar.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
        Toolbar.appearance().standardAppearance = toolbar

        let items = TabBarItemAppearance()
        items.normal.iconColor = .systemGray
        items.selected.iconColor = .systemOrange
        items.selected.titleTextAttributes = [.foregroundColor: Color.systemOrange, .font: Font.systemFont(ofSize: 11, weight: .bold)]
        items.normal.badgeBackgroundColor = .systemBlue
        items.normal.badgeTextAttributes = [.foregroundColor: Color.black]
        let tabs = TabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabs.stackedLayoutAppearance = items
        TabBar.appearance().standardAppearance = tabs
    }

    @Test func appearanceObjectsWithAttributedTitlesSnapshot() {
        Appearance.reset()
        styleBars()
        let svg = SVGRenderer().render(screen())
        Snapshot.assertMatches(svg, named: "bar-appearances.svg")
        Appearance.reset()
    }

    @Test func navigationBarsDrawTheirBackgroundTitleAndButtons() {
        Appearance.reset()
        styleBars()
        let svg = SVGRenderer().render(screen())
        #expect(svg.contains("<rect width=\"390\" height=\"44\" fill=\"#5856d6\" data-role=\"background-color\"/>"))
        #expect(!svg.contains("<rect width=\"390\" height=\"44\" fill=\"#f9f9f9\""), "no default background")
        #expect(
            svg.contains("font-size=\"18\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#ffffff\" letter-spacing=\"1\">Inbox</text>"),
            "the title's attributes")
        #expect(svg.contains("fill=\"#ffcc00\">Done</text>"), "the done button appearance")
        #expect(svg.contains("fill=\"#ffffff\">Edit</text>"), "the button appearance")
        #expect(svg.contains("fill=\"#ffffff\" fill-opacity=\"0.4\">Compose</text>"), "the disabled state")
        #expect(svg.contains("fill=\"#ff2d55\">Mail</text>"), "the back button appearance")
        #expect(
            svg.contains("<g data-image=\"chevron.left\" transform=\"translate(6,10)\" fill=\"none\" stroke=\"#30b0c7\""),
            "the back indicator image")
        #expect(!svg.contains("data-role=\"shadow\" d=") && !svg.contains("M0 43.75H390"), "no shadow")
    }

    @Test func toolbarsAndTabBarsDrawTheirAppearances() {
        Appearance.reset()
        styleBars()
        let svg = SVGRenderer().render(screen())
        #expect(
            svg.contains("fill=\"#1c1c1e\" fill-opacity=\"0.55\" data-role=\"background-effect\" data-effect=\"systemThinMaterialDark\"/>"),
            "a blur is drawn as its material's translucent tint")
        #expect(svg.contains("stroke=\"#5856d6\" stroke-width=\"0.5\" data-role=\"shadow\"/>"), "the toolbar's shadow colour")
        #expect(svg.contains("fill=\"#ffffff\">Archive</text>"))
        #expect(svg.contains("font-weight=\"600\" fill=\"#007aff\">Send</text>"), "done buttons are bold; no done appearance colour")
        #expect(svg.contains("font-size=\"11\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#ff9500\">Home</text>"))
        #expect(svg.contains("<g data-image=\"envelope\" transform=\"translate(280.5,5)\" fill=\"none\" stroke=\"#8e8e93\""))
        #expect(svg.contains("fill=\"#007aff\"/>"), "the badge colour")
        #expect(svg.contains("fill=\"#000000\">3</text>"), "the badge text attributes")
    }

    @Test func largeTitlesUseTheLargeTitleAttributes() {
        Appearance.reset()
        styleBars()
        let svg = SVGRenderer().render(screen(largeTitles: true))
        #expect(svg.contains("<rect width=\"390\" height=\"96\" fill=\"#5856d6\" data-role=\"background-color\"/>"))
        #expect(svg.contains("<g data-role=\"large-title\">"))
        #expect(svg.contains("font-size=\"34\" font-weight=\"700\" fill=\"#ffffff\">Inbox</text>"))
        #expect(svg.contains("data-role=\"underline\""))
        #expect(!svg.contains("<g data-role=\"title\">"), "the small title is hidden while the large one shows")
    }

    @Test func aNavigationControllersBarIsAtItsScrollEdge() {
        Appearance.reset()
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemRed
        NavigationBar.appearance().standardAppearance = appearance
        let managed = SVGRenderer().render(screen())
        #expect(
            !managed.contains("fill=\"#ff3b30\" data-role=\"background-color\""),
            "no scroll-edge appearance: the standard one with a transparent background")
        #expect(managed.contains("<g data-role=\"title\">"))

        let bar = NavigationBar()
        let item = NavigationItem()
        item.title = "Alone"
        bar.pushItem(item)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        window.addSubview(bar)
        let alone = SVGRenderer().render(window)
        #expect(
            alone.contains("<rect width=\"390\" height=\"44\" fill=\"#ff3b30\" data-role=\"background-color\"/>"),
            "a bar no navigation controller manages is never at a scroll edge")
        Appearance.reset()
    }

    @Test func buttonOffsetsAddTheStatesAndTheItems() {
        Appearance.reset()
        let appearance = NavigationBarAppearance()
        appearance.buttonAppearance.normal.titlePositionAdjustment = Offset(horizontal: 2, vertical: 1)
        let bar = NavigationBar()
        bar.standardAppearance = appearance
        let edit = BarButtonItem(title: "Edit")
        edit.setTitlePositionAdjustment(Offset(horizontal: 0, vertical: 3), for: .default)
        let item = NavigationItem()
        item.leftBarButtonItem = edit
        bar.pushItem(item)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        window.addSubview(bar)
        let svg = SVGRenderer().render(window)
        #expect(svg.contains("<text x=\"18\" y=\"32.05\" font-size=\"17\" fill=\"#007aff\">Edit</text>"))
        #expect(svg.contains("data-effect=\"systemChromeMaterial\""), "the default background")
    }

    @Test func legacyBarsDrawAsBefore() {
        Appearance.reset()
        NavigationBar.appearance().barTintColor = .systemIndigo
        let svg = SVGRenderer().render(screen())
        #expect(svg.contains("<rect width=\"390\" height=\"44\" fill=\"#5856d6\"/>"), "the legacy bar tint, at the scroll edge too")
        #expect(!svg.contains("data-role=\"background-color\""))
    }
}
