import AppearanceKit

// Shape: iOS 13+ bar appearance objects, the way current apps style every bar: a theme
// service configuring navigation, tab and tool bars; transparent bars; button appearances;
// per-trait bars inside a container; one screen's own bar appearance.

@MainActor
enum BarTheme {
    static func configureNavigationBar(background: Color, foreground: Color) {
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = background
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: foreground]
        appearance.largeTitleTextAttributes = [.foregroundColor: foreground, .font: Font.systemFont(ofSize: 34, weight: .bold)]

        let buttons = BarButtonItemAppearance(style: .plain)
        buttons.normal.titleTextAttributes = [.foregroundColor: foreground]
        buttons.disabled.titleTextAttributes = [.foregroundColor: foreground.withAlphaComponent(0.4)]
        appearance.buttonAppearance = buttons
        appearance.doneButtonAppearance = buttons
        appearance.backButtonAppearance = buttons
        appearance.setBackIndicatorImage(Image(systemName: "arrow.left"), transitionMaskImage: Image(systemName: "arrow.left"))

        NavigationBar.appearance().standardAppearance = appearance
        NavigationBar.appearance().compactAppearance = appearance
        NavigationBar.appearance().scrollEdgeAppearance = appearance
        if #available(iOS 15.0, *) {
            NavigationBar.appearance().compactScrollEdgeAppearance = appearance
        }
        NavigationBar.appearance().tintColor = foreground
    }

    static func configureTabBar(selected: Color, unselected: Color) {
        let appearance = TabBarAppearance()
        appearance.configureWithDefaultBackground()
        for item in [
            appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance,
            appearance.compactInlineLayoutAppearance,
        ] {
            item.normal.iconColor = unselected
            item.normal.titleTextAttributes = [.foregroundColor: unselected]
            item.selected.iconColor = selected
            item.selected.titleTextAttributes = [.foregroundColor: selected]
            item.normal.badgeBackgroundColor = .systemRed
        }
        TabBar.appearance().standardAppearance = appearance
        if #available(iOS 15.0, *) {
            TabBar.appearance().scrollEdgeAppearance = appearance
        }
    }
}

@MainActor
let barThemePorts: [Port] = [
    Port(name: "bar appearances: an opaque navigation bar everywhere") {
        port { findings in
            BarTheme.configureNavigationBar(background: .systemIndigo, foreground: .white)
            let navigation = showInNavigation(View())
            let bar = navigation.navigationBar
            let edit = BarButtonItem(title: "Edit")
            navigation.topViewController?.navigationItem.rightBarButtonItem = edit
            findings.expect(bar.standardAppearance.backgroundColor == .systemIndigo, "standard background")
            findings.expect(bar.scrollEdgeAppearance?.backgroundColor == .systemIndigo, "scroll edge background")
            findings.expect(bar.compactAppearance?.shadowColor == .clear, "no hairline")
            let title = TextAttributes(bar.standardAppearance.titleTextAttributes)
            findings.expect(title.foregroundColor == .white, "title colour")
            let buttons = bar.standardAppearance.buttonAppearance
            findings.expect(TextAttributes(buttons.normal.titleTextAttributes).foregroundColor == .white, "button title")
            findings.expect(bar.standardAppearance.backIndicatorImage == Image(systemName: "arrow.left"), "back indicator")
            findings.expect(bar.tintColor == .white, "tint")
            let effective = bar.effectiveAppearance(isAtScrollEdge: true)
            findings.expect(effective.backgroundColor == .systemIndigo, "what the bar shows at the top")
        }
    },
    Port(name: "bar appearances: the bar keeps its own copy") {
        port { findings in
            let appearance = NavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemGreen
            NavigationBar.appearance().standardAppearance = appearance
            let bar = showInNavigation(View()).navigationBar
            appearance.backgroundColor = .systemRed
            findings.expect(bar.standardAppearance.backgroundColor == .systemGreen, "changing the object later changes nothing")
            let own = NavigationBarAppearance()
            own.backgroundColor = .systemOrange
            bar.standardAppearance = own
            own.backgroundColor = .systemPink
            findings.expect(bar.standardAppearance.backgroundColor == .systemOrange, "instance sets copy too")
        }
    },
    Port(name: "bar appearances: a transparent navigation bar") {
        port { findings in
            let appearance = NavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            appearance.titleTextAttributes = [.foregroundColor: Color.label]
            NavigationBar.appearance().standardAppearance = appearance
            NavigationBar.appearance().scrollEdgeAppearance = appearance
            let bar = showInNavigation(View()).navigationBar
            let shown = bar.effectiveAppearance()
            findings.expect(shown.backgroundEffect == nil, "no blur")
            findings.expect(shown.backgroundColor == nil || shown.backgroundColor?.alpha == 0, "no background")
            findings.expect(shown.shadowColor == nil || shown.shadowColor?.alpha == 0, "no hairline")
        }
    },
    Port(name: "bar appearances: tab bar item colours per state") {
        port { findings in
            BarTheme.configureTabBar(selected: .systemOrange, unselected: .systemGray)
            let tabs = TabBar()
            let home = TabBarItem(title: "Home", image: Image(systemName: "house"), selectedImage: nil)
            tabs.items = [home]
            tabs.selectedItem = home
            showInWindow(tabs)
            let stacked = tabs.standardAppearance.stackedLayoutAppearance
            findings.expect(stacked.selected.iconColor == .systemOrange, "selected icon")
            findings.expect(stacked.normal.iconColor == .systemGray, "normal icon")
            findings.expect(TextAttributes(stacked.selected.titleTextAttributes).foregroundColor == .systemOrange, "title")
            findings.expect(
                tabs.scrollEdgeAppearance?.inlineLayoutAppearance.normal.badgeBackgroundColor == .systemRed,
                "badge colour")
        }
    },
    Port(name: "bar appearances: toolbars") {
        port { findings in
            let appearance = ToolbarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .secondarySystemBackground
            appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemRed]
            Toolbar.appearance().standardAppearance = appearance
            Toolbar.appearance().scrollEdgeAppearance = appearance
            let toolbar = Toolbar()
            toolbar.items = [BarButtonItem(title: "Delete")]
            showInWindow(toolbar)
            findings.expect(toolbar.standardAppearance.backgroundColor == .secondarySystemBackground, "background")
            findings.expect(
                TextAttributes(toolbar.standardAppearance.buttonAppearance.normal.titleTextAttributes)
                    .foregroundColor == .systemRed, "button title")
        }
    },
    Port(name: "bar appearances: per-trait bars inside a container") {
        port { findings in
            let light = NavigationBarAppearance()
            light.configureWithOpaqueBackground()
            light.backgroundColor = .white
            let dark = NavigationBarAppearance()
            dark.configureWithOpaqueBackground()
            dark.backgroundColor = .black
            NavigationBar.appearance(whenContainedInInstancesOf: [SettingsNavigation.self]).standardAppearance = light
            NavigationBar.appearance(
                for: TraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [SettingsNavigation.self]
            ).standardAppearance = dark
            let settings = SettingsNavigation(rootViewController: ViewController())
            let window = Window()
            window.overrideUserInterfaceStyle = .dark
            window.rootViewController = settings
            findings.expect(settings.navigationBar.standardAppearance.backgroundColor == .black, "dark bar")
            window.overrideUserInterfaceStyle = .light
            findings.expect(settings.navigationBar.standardAppearance.backgroundColor == .white, "light bar, live")
            window.rootViewController = nil
        }
    },
    Port(name: "bar appearances: one screen's own bar") {
        port { findings in
            BarTheme.configureNavigationBar(background: .systemIndigo, foreground: .white)
            let navigation = showInNavigation(View())
            let profile = ViewController()
            let clear = NavigationBarAppearance()
            clear.configureWithTransparentBackground()
            profile.navigationItem.standardAppearance = clear
            profile.navigationItem.scrollEdgeAppearance = clear
            navigation.pushViewController(profile, animated: false)
            let shown = navigation.navigationBar.effectiveAppearance(isAtScrollEdge: true)
            findings.expect(shown.backgroundColor != .systemIndigo, "the item's appearance wins over the bar's")
        }
    },
]
