import AppearanceKit

// Shape: pre-iOS 13 bar customisation with images: background images per bar metrics and
// position, back indicators, tab bar selection indicators, toolbar shadows.

@MainActor
let barImagePorts: [Port] = [
    Port(name: "navigation bar background images per metrics") {
        port { findings in
            let bar = NavigationBar.appearance()
            bar.setBackgroundImage(Image(named: "nav-bg"), for: .default)
            bar.setBackgroundImage(Image(named: "nav-bg-compact"), for: .compact)
            bar.setBackgroundImage(Image(named: "nav-bg-top"), for: .topAttached, barMetrics: .default)
            bar.shadowImage = Image(named: "hairline")
            bar.setTitleVerticalPositionAdjustment(-2, for: .default)
            let shown = showInNavigation(View()).navigationBar
            findings.expect(shown.backgroundImage(for: .default) == Image(named: "nav-bg"), "default metrics")
            findings.expect(shown.backgroundImage(for: .compact) == Image(named: "nav-bg-compact"), "compact")
            findings.expect(
                shown.backgroundImage(for: .topAttached, barMetrics: .default) == Image(named: "nav-bg-top"),
                "top attached")
            findings.expect(shown.shadowImage == Image(named: "hairline"), "shadow image")
            findings.expect(shown.titleVerticalPositionAdjustment(for: .default) == -2, "title offset")
        }
    },
    Port(name: "navigation bar back indicator") {
        port { findings in
            NavigationBar.appearance().backIndicatorImage = Image(named: "back")
            NavigationBar.appearance().backIndicatorTransitionMaskImage = Image(named: "back")
            let navigation = showInNavigation(View())
            navigation.pushViewController(ViewController(), animated: false)
            findings.expect(navigation.navigationBar.backIndicatorImage == Image(named: "back"), "back indicator")
        }
    },
    Port(name: "tab bar background and selection indicator") {
        port { findings in
            TabBar.appearance().backgroundImage = Image(named: "tab-bg")
            TabBar.appearance().selectionIndicatorImage = Image(named: "tab-selection")
            TabBar.appearance().shadowImage = Image(named: "tab-shadow")
            TabBar.appearance().barTintColor = .black
            TabBar.appearance().isTranslucent = false
            let tabs = TabBar()
            showInWindow(tabs)
            findings.expect(tabs.backgroundImage == Image(named: "tab-bg"), "background")
            findings.expect(tabs.selectionIndicatorImage == Image(named: "tab-selection"), "selection indicator")
            findings.expect(!tabs.isTranslucent, "opaque")
        }
    },
    Port(name: "toolbar images per position") {
        port { findings in
            Toolbar.appearance().setBackgroundImage(Image(named: "toolbar"), forToolbarPosition: .any, barMetrics: .default)
            Toolbar.appearance().setShadowImage(Image(named: "toolbar-shadow"), forToolbarPosition: .bottom)
            Toolbar.appearance().barTintColor = .secondarySystemBackground
            let toolbar = Toolbar()
            showInWindow(toolbar)
            findings.expect(
                toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) == Image(named: "toolbar"),
                "background")
            findings.expect(toolbar.shadowImage(forToolbarPosition: .bottom) == Image(named: "toolbar-shadow"), "shadow")
            findings.expect(toolbar.barTintColor == .secondarySystemBackground, "bar tint")
        }
    },
    Port(name: "stepper and slider images per state") {
        port { findings in
            Stepper.appearance().setIncrementImage(Image(named: "plus"), for: .normal)
            Stepper.appearance().setBackgroundImage(Image(named: "stepper-bg"), for: .normal)
            Slider.appearance().setThumbImage(Image(named: "thumb-highlighted"), for: .highlighted)
            let stepper = Stepper(), slider = Slider()
            let root = View()
            root.addSubview(stepper)
            root.addSubview(slider)
            showInWindow(root)
            findings.expect(stepper.incrementImage(for: .normal) == Image(named: "plus"), "increment image")
            findings.expect(stepper.backgroundImage(for: .normal) == Image(named: "stepper-bg"), "background")
            findings.expect(slider.thumbImage(for: .highlighted) == Image(named: "thumb-highlighted"), "thumb")
        }
    },
]

@MainActor
let barButtonPorts: [Port] = [
    Port(name: "bar buttons: hide back titles, nudge titles") {
        port { findings in
            BarButtonItem.appearance().setBackButtonTitlePositionAdjustment(
                Offset(horizontal: -1000, vertical: 0), for: .default)
            BarButtonItem.appearance().setTitlePositionAdjustment(Offset(horizontal: 0, vertical: 1), for: .default)
            let navigation = showInNavigation(View())
            let back = BarButtonItem(title: "Back")
            navigation.topViewController?.navigationItem.backBarButtonItem = back
            navigation.pushViewController(ViewController(), animated: false)
            findings.expect(back.backButtonTitlePositionAdjustment(for: .default).horizontal == -1000, "hidden back title")
            findings.expect(back.titlePositionAdjustment(for: .default) == Offset(horizontal: 0, vertical: 1), "title offset")
        }
    }
]
