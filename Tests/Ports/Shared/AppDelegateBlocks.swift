import AppearanceKit

// Shape: `application(_:didFinishLaunchingWithOptions:)` styling every bar and control once,
// with text attribute dictionaries, as most apps did before iOS 13.

@MainActor
final class AppDelegate {
    func application(didFinishLaunching: Void) -> Bool {
        let navigationBar = NavigationBar.appearance()
        navigationBar.barTintColor = .systemIndigo
        navigationBar.tintColor = .white
        navigationBar.isTranslucent = false
        navigationBar.titleTextAttributes = [
            NSAttributedString.Key.foregroundColor: Color.white,
            NSAttributedString.Key.font: Font.systemFont(ofSize: 18, weight: .semibold),
        ]
        navigationBar.largeTitleTextAttributes = [.foregroundColor: Color.white]

        BarButtonItem.appearance().setTitleTextAttributes(
            [.font: Font.systemFont(ofSize: 16), .foregroundColor: Color.white], for: .normal)
        BarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: Color.lightGray], for: .disabled)

        TabBar.appearance().tintColor = .systemIndigo
        TabBarItem.appearance().setTitleTextAttributes([.font: Font.systemFont(ofSize: 10)], for: .normal)
        return true
    }
}

@MainActor
let appDelegatePorts: [Port] = [
    Port(name: "app delegate: bars with text attribute dictionaries") {
        port { findings in
            _ = AppDelegate().application(didFinishLaunching: ())
            let navigation = showInNavigation(Label(text: "Hello"))
            let done = BarButtonItem(title: "Done")
            navigation.topViewController?.navigationItem.rightBarButtonItem = done
            let bar = navigation.navigationBar
            let title = TextAttributes(bar.titleTextAttributes ?? [:])
            findings.expect(bar.barTintColor == .systemIndigo, "bar tint")
            findings.expect(!bar.isTranslucent, "opaque bar")
            findings.expect(title.foregroundColor == .white, "title colour")
            findings.expect(title.font == Font.systemFont(ofSize: 18, weight: .semibold), "title font")
            findings.expect(
                TextAttributes(done.titleTextAttributes(for: .normal) ?? [:]).foregroundColor == .white,
                "bar button title")
            findings.expect(
                TextAttributes(done.titleTextAttributes(for: .disabled) ?? [:]).foregroundColor == .lightGray,
                "disabled bar button title")
        }
    },
    Port(name: "app delegate: shadowed titles with NSShadow") {
        port { findings in
            let shadow = NSShadow()
            shadow.shadowColor = Color(white: 0, alpha: 0.4)
            shadow.shadowOffset = CGSize(width: 0, height: 1)
            shadow.shadowBlurRadius = 2
            NavigationBar.appearance().titleTextAttributes = [
                .foregroundColor: Color(red: 0.95, green: 0.95, blue: 0.95, alpha: 1),
                .shadow: shadow,
                .font: Font.boldSystemFont(ofSize: 17),
            ]
            let bar = showInNavigation(View()).navigationBar
            let title = TextAttributes(bar.titleTextAttributes ?? [:])
            findings.expect(title.shadowColor == Color(white: 0, alpha: 0.4), "shadow colour")
            findings.expect(title.shadowOffset == CGSize(width: 0, height: 1), "shadow offset")
            findings.expect(title.shadowBlurRadius == 2, "shadow blur")
        }
    },
    Port(name: "app delegate: kerned, underlined bar buttons by state") {
        port { findings in
            let normal: [NSAttributedString.Key: Any] = [
                .kern: 1.2, .underlineStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: Color.systemBlue,
            ]
            var highlighted = normal
            highlighted[.foregroundColor] = Color.systemBlue.withAlphaComponent(0.5)
            let item = BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self])
            item.setTitleTextAttributes(normal, for: .normal)
            item.setTitleTextAttributes(highlighted, for: .highlighted)
            let save = BarButtonItem(title: "Save")
            let navigation = showInNavigation(View())
            navigation.topViewController?.navigationItem.rightBarButtonItem = save
            let read = TextAttributes(save.titleTextAttributes(for: .highlighted) ?? [:])
            findings.expect(read.kern == 1.2, "kern")
            findings.expect(read.underlineStyle == .single, "underline")
            findings.expect(read.foregroundColor == Color.systemBlue.withAlphaComponent(0.5), "highlighted colour")
            let proxyRead = item.titleTextAttributes(for: .normal)
            findings.expect(proxyRead?[.kern] as? Double == 1.2, "proxy getter returns what was recorded")
        }
    },
    Port(name: "app delegate: segmented control titles per state") {
        port { findings in
            SegmentedControl.appearance().selectedSegmentTintColor = .systemTeal
            SegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: Color.white], for: .selected)
            SegmentedControl.appearance().setTitleTextAttributes(
                [.foregroundColor: Color.darkGray, .font: Font.systemFont(ofSize: 13, weight: .medium)], for: .normal)
            let control = SegmentedControl(items: ["Day", "Week", "Month"])
            showInWindow(control)
            findings.expect(control.selectedSegmentTintColor == .systemTeal, "selected tint")
            findings.expect(
                TextAttributes(control.titleTextAttributes(for: .selected) ?? [:]).foregroundColor == .white,
                "selected title")
            findings.expect(
                TextAttributes(control.titleTextAttributes(for: .normal) ?? [:]).font
                    == Font.systemFont(ofSize: 13, weight: .medium), "normal font")
        }
    },
    Port(name: "app delegate: paragraph style and baseline in bar titles") {
        port { findings in
            let paragraph = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
            paragraph.alignment = .center
            paragraph.lineBreakMode = .byTruncatingMiddle
            NavigationBar.appearance().titleTextAttributes = [
                .paragraphStyle: paragraph, .baselineOffset: 2, .strikethroughStyle: 0,
            ]
            let bar = showInNavigation(View()).navigationBar
            let title = TextAttributes(bar.titleTextAttributes ?? [:])
            findings.expect(title.alignment == .center, "alignment")
            findings.expect(title.lineBreakMode == .byTruncatingMiddle, "line break mode")
            findings.expect(title.baselineOffset == 2, "baseline offset")
            findings.expect(title.strikethroughStyle == nil, "a zero strikethrough is none")
        }
    },
    Port(name: "app delegate: a wrong value type is ignored as UIKit ignores it") {
        port { findings in
            NavigationBar.appearance().titleTextAttributes = [.foregroundColor: "white", .font: 17, .kern: 1]
            let bar = showInNavigation(View()).navigationBar
            let title = TextAttributes(bar.titleTextAttributes ?? [:])
            findings.expect(title.foregroundColor == nil && title.font == nil, "wrong types are ignored")
            findings.expect(title.kern == 1, "the right ones still apply")
        }
    },
]
