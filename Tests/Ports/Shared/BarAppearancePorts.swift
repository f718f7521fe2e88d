import AppearanceKit

// Shape: iOS 13+ bar customisation with appearance objects, as apps adopted it for iOS 15
// (standard and scroll-edge appearances set to the same object, per-screen appearances on the
// navigation item, tab bar item colours per layout).

@MainActor
let barAppearancePorts: [Port] = [
    Port(name: "iOS 15 navigation bar appearance in the app delegate") {
        port { findings in
            let appearance = NavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.4, alpha: 1)
            appearance.shadowColor = .clear
            appearance.titleTextAttributes = [.foregroundColor: Color.white]
            appearance.largeTitleTextAttributes = [.foregroundColor: Color.white, .font: Font.boldSystemFont(ofSize: 34)]
            let buttonAppearance = BarButtonItemAppearance(style: .plain)
            buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.white]
            appearance.buttonAppearance = buttonAppearance
            appearance.doneButtonAppearance = buttonAppearance
            NavigationBarSetUp.apply(appearance)
            let bar = showInNavigation(View()).navigationBar
            findings.expect(bar.standardAppearance == appearance, "standard appearance")
            findings.expect(bar.scrollEdgeAppearance == appearance, "scroll-edge appearance")
            findings.expect(bar.compactAppearance == appearance, "compact appearance")
            findings.expect(bar.standardAppearance !== appearance, "the bar holds a copy")
            findings.expect(
                bar.effectiveAppearance(isAtScrollEdge: true).backgroundColor == appearance.backgroundColor,
                "opaque at the scroll edge")
        }
    },
    Port(name: "a transparent navigation bar on one screen") {
        port { findings in
            let navigation = showInNavigation(View(), title: "Profile")
            let appearance = NavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            navigation.topViewController?.navigationItem.standardAppearance = appearance
            navigation.topViewController?.navigationItem.scrollEdgeAppearance = appearance
            let shown = navigation.navigationBar.effectiveAppearance()
            findings.expect(shown.backgroundColor == nil && shown.backgroundEffect == nil, "transparent")
            findings.expect(shown.shadowColor == nil, "no shadow")
            navigation.pushViewController(ViewController(), animated: false)
            findings.expect(
                navigation.navigationBar.effectiveAppearance().backgroundEffect != nil,
                "the next screen has the default look")
        }
    },
    Port(name: "tab bar appearance with item colours") {
        port { findings in
            let itemAppearance = TabBarItemAppearance()
            itemAppearance.normal.iconColor = .systemGray
            itemAppearance.normal.titleTextAttributes = [.foregroundColor: Color.systemGray]
            itemAppearance.selected.iconColor = .systemOrange
            itemAppearance.selected.titleTextAttributes = [.foregroundColor: Color.systemOrange]
            let appearance = TabBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.stackedLayoutAppearance = itemAppearance
            appearance.inlineLayoutAppearance = itemAppearance
            appearance.compactInlineLayoutAppearance = itemAppearance
            TabBar.appearance().standardAppearance = appearance
            TabBar.appearance().scrollEdgeAppearance = appearance
            let tabs = TabBar()
            showInWindow(tabs)
            findings.expect(tabs.standardAppearance.stackedLayoutAppearance.selected.iconColor == .systemOrange, "selected")
            findings.expect(
                tabs.scrollEdgeAppearance?.compactInlineLayoutAppearance.normal.iconColor == .systemGray,
                "normal")
        }
    },
]

/// How apps wrap the iOS 15 set-up: every bar appearance slot gets the same object.
@MainActor
enum NavigationBarSetUp {
    static func apply(_ appearance: NavigationBarAppearance) {
        NavigationBar.appearance().standardAppearance = appearance
        NavigationBar.appearance().compactAppearance = appearance
        NavigationBar.appearance().scrollEdgeAppearance = appearance
        NavigationBar.appearance().compactScrollEdgeAppearance = appearance
    }
}
