import AppearanceKit

// Shape: styling by container — labels inside cards and headers, buttons inside alerts of the
// app's own, bar items inside toolbars — and per-trait proxies, as apps wrote them for iPad
// and dark mode.

final class CardView: View {}
final class ProfileHeaderView: View {}
final class PrimaryButton: Button {}
final class SettingsViewController: ViewController {}

@MainActor
let containmentPorts: [Port] = [
    Port(name: "labels inside a card") {
        port { findings in
            Label.appearance().textColor = .label
            Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .secondaryLabel
            Label.appearance(whenContainedInInstancesOf: [CardView.self]).font = .preferredFont(forTextStyle: .footnote)
            let card = CardView()
            let inside = Label(text: "Inside")
            card.addSubview(inside)
            let outside = Label(text: "Outside")
            let root = View()
            root.addSubview(card)
            root.addSubview(outside)
            showInWindow(root)
            findings.expect(inside.textColor == .secondaryLabel, "label in card")
            findings.expect(inside.font == Font.preferredFont(forTextStyle: .footnote), "font in card")
            findings.expect(outside.textColor == .label, "label outside")
        }
    },
    Port(name: "the outermost container wins") {
        port { findings in
            Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .systemRed
            Label.appearance(whenContainedInInstancesOf: [ProfileHeaderView.self]).textColor = .systemGreen
            let header = ProfileHeaderView()
            let card = CardView()
            let label = Label()
            header.addSubview(card)
            card.addSubview(label)
            showInWindow(header)
            findings.expect(label.textColor == .systemGreen, "outermost container's value")
        }
    },
    Port(name: "labels in a navigation controller's screens") {
        port { findings in
            Label.appearance(whenContainedInInstancesOf: [NavigationController.self]).textColor = .systemOrange
            Label.appearance(whenContainedInInstancesOf: [SettingsViewController.self, NavigationController.self])
                .textColor = .systemPurple
            let settings = SettingsViewController()
            let label = Label(text: "Account")
            settings.view.addSubview(label)
            let other = Label(text: "Home")
            let navigation = NavigationController(rootViewController: ViewController())
            navigation.topViewController?.view.addSubview(other)
            let window = Window()
            window.rootViewController = navigation
            navigation.pushViewController(settings, animated: false)
            findings.expect(label.textColor == .systemPurple, "settings label")
            findings.expect(other.textColor == .systemOrange, "other screen label")
        }
    },
    Port(name: "bar buttons in toolbars and in navigation bars") {
        port { findings in
            BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor = .systemRed
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
            let toolbar = Toolbar()
            let delete = BarButtonItem(title: "Delete")
            toolbar.items = [delete]
            let bar = NavigationBar()
            let item = NavigationItem()
            let edit = BarButtonItem(title: "Edit")
            item.rightBarButtonItem = edit
            bar.pushItem(item, animated: false)
            let root = View()
            root.addSubview(toolbar)
            root.addSubview(bar)
            showInWindow(root)
            findings.expect(delete.tintColor == .systemRed, "toolbar item")
            findings.expect(edit.tintColor == .white, "navigation bar item")
        }
    },
    Port(name: "dark-mode and compact-width proxies") {
        port { findings in
            let dark = TraitCollection(userInterfaceStyle: .dark)
            let compact = TraitCollection(horizontalSizeClass: .compact)
            Label.appearance().textColor = .black
            Label.appearance(for: dark).textColor = .white
            Label.appearance(for: compact).font = .systemFont(ofSize: 14)
            let label = Label()
            let window = showInWindow(label, style: .dark)
            findings.expect(label.textColor == .white, "dark proxy")
            window.overrideUserInterfaceStyle = .light
            findings.expect(label.textColor == .black, "restyled on a trait change")
            window.traitOverrides.horizontalSizeClass = .compact
            findings.expect(label.font == Font.systemFont(ofSize: 14), "compact proxy")
        }
    },
    Port(name: "traits inside a container") {
        port { findings in
            let traits = TraitCollection(traitsFrom: [
                TraitCollection(userInterfaceIdiom: .pad), TraitCollection(horizontalSizeClass: .regular),
            ])
            Button.appearance(for: traits, whenContainedInInstancesOf: [CardView.self])
                .setTitleColor(.systemPink, for: .normal)
            let card = CardView()
            let button = Button(type: .system)
            card.addSubview(button)
            let window = Window(screenTraits: traits)
            window.addSubview(card)
            findings.expect(button.titleColor(for: .normal) == .systemPink, "pad, regular, in a card")
        }
    },
    Port(name: "an instance value wins over the proxy") {
        port { findings in
            Label.appearance().textColor = .systemGray
            let title = Label()
            title.textColor = .systemRed
            showInWindow(title)
            findings.expect(title.textColor == .systemRed, "the app's own value")
        }
    },
    Port(name: "subclass proxies: a primary button") {
        port { findings in
            Button.appearance().setTitleColor(.systemBlue, for: .normal)
            PrimaryButton.appearance().setTitleColor(.white, for: .normal)
            PrimaryButton.appearance().backgroundColor = .systemBlue
            let plain = Button(type: .system)
            let primary = PrimaryButton(type: .custom)
            let root = View()
            root.addSubview(plain)
            root.addSubview(primary)
            showInWindow(root)
            findings.expect(plain.titleColor(for: .normal) == .systemBlue, "plain button")
            findings.expect(primary.titleColor(for: .normal) == .white, "primary button")
            findings.expect(primary.backgroundColor == .systemBlue, "primary background")
        }
    },
]

// Shape: a helper that styles "a bar", called with proxies for different containers. In UIKit
// its parameter is `UINavigationBar`; the porting guide's rule 3 types it as the proxy.
@MainActor
func styleBar(_ bar: AppearanceProxy<NavigationBar>, color: Color) {
    bar.barTintColor = color
    bar.titleTextAttributes = [.foregroundColor: Color.white]
    bar.setBackgroundImage(nil, for: .default)
}

@MainActor
let proxyParameterPorts: [Port] = [
    Port(name: "a styling helper called with proxies") {
        port { findings in
            styleBar(NavigationBar.appearance(), color: .systemBlue)
            styleBar(NavigationBar.appearance(whenContainedInInstancesOf: [SettingsNavigation.self]), color: .systemGray)
            let plain = showInNavigation(View()).navigationBar
            let settings = SettingsNavigation(rootViewController: ViewController())
            let window = Window()
            window.rootViewController = settings
            findings.expect(plain.barTintColor == .systemBlue, "plain bar")
            findings.expect(settings.navigationBar.barTintColor == .systemGray, "settings bar")
            window.rootViewController = nil
        }
    }
]

final class SettingsNavigation: NavigationController {}
