import AppearanceKit
import Testing

// Seed: the containment example of Apple's UIAppearance reference. Bar button items take one
// colour in navigation bars and toolbars, and another in the navigation bars and toolbars of
// popovers:
//
//     [[UIBarButtonItem appearanceWhenContainedIn:[UINavigationBar class], nil]
//         setTintColor:myNavBarColor];
//     [[UIBarButtonItem appearanceWhenContainedIn:[UINavigationBar class], [UIPopoverController class], nil]
//         setTintColor:myPopoverNavBarColor];
//     [[UIBarButtonItem appearanceWhenContainedIn:[UIToolbar class], nil]
//         setTintColor:myToolbarColor];
//     [[UIBarButtonItem appearanceWhenContainedIn:[UIToolbar class], [UIPopoverController class], nil]
//         setTintColor:myPopoverToolbarColor];
//
// Later editions set background images per control state and bar metrics through the same
// four chains (`setBackgroundImage:forState:barMetrics:`). "In any given view hierarchy, the
// outermost appearance proxy wins": an item in a popover's bar matches both its bar's chain
// and the popover's, and the popover's, anchored farther out, wins (R4).
//
// Swift with the rename (`appearanceWhenContainedIn:` is `appearance(whenContainedInInstancesOf:)`
// since iOS 9, innermost first as before):
//
//     BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = myNavBarColor
//     BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self, PopoverController.self]).tintColor = myPopoverNavBarColor
//     BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor = myToolbarColor
//     BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self, PopoverController.self]).tintColor = myPopoverToolbarColor

/// An iPad-like screen: a navigation controller with its toolbar shown, and a popover whose
/// content is another navigation controller with its toolbar shown; a bar button item in each
/// of the four bars.
@MainActor
final class PopoverScreen {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let main = NavigationController(rootViewController: ViewController())
    let navBarItem = BarButtonItem(title: "Share")
    let toolbarItem = BarButtonItem(title: "Delete")
    let content = NavigationController(rootViewController: ViewController())
    let popoverNavBarItem = BarButtonItem(title: "Done")
    let popoverToolbarItem = BarButtonItem(title: "Clear")
    let popover: PopoverController

    init() {
        main.topViewController?.navigationItem.rightBarButtonItem = navBarItem
        main.isToolbarHidden = false
        main.toolbar.items = [toolbarItem]
        content.topViewController?.navigationItem.rightBarButtonItem = popoverNavBarItem
        content.isToolbarHidden = false
        content.toolbar.items = [popoverToolbarItem]
        popover = PopoverController(contentViewController: content)
        window.rootViewController = main
    }

    func presentPopover() {
        popover.present(from: navBarItem, permittedArrowDirections: .any, animated: true)
    }
}

@MainActor
@Suite struct PopoverBarButtonsSeed {
    let myNavBarColor = Color.white
    let myPopoverNavBarColor = Color.systemBlue
    let myToolbarColor = Color.systemYellow
    let myPopoverToolbarColor = Color.systemGreen

    func applyTints() {
        BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = myNavBarColor
        BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self, PopoverController.self]).tintColor = myPopoverNavBarColor
        BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor = myToolbarColor
        BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self, PopoverController.self]).tintColor = myPopoverToolbarColor
    }

    @Test func eachOfTheFourChainsTintsTheItemsOfItsBars() {
        Appearance.reset()
        applyTints()
        let screen = PopoverScreen()
        screen.presentPopover()
        #expect(screen.popover.isPopoverVisible)
        #expect(screen.navBarItem.tintColor == myNavBarColor)
        #expect(screen.toolbarItem.tintColor == myToolbarColor)
        #expect(screen.popoverNavBarItem.tintColor == myPopoverNavBarColor, "the outermost container wins")
        #expect(screen.popoverToolbarItem.tintColor == myPopoverToolbarColor, "the outermost container wins")
    }

    @Test func eachProxyKeepsItsOwnColour() {
        Appearance.reset()
        applyTints()
        #expect(BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor == myNavBarColor)
        #expect(
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self, PopoverController.self]).tintColor
                == myPopoverNavBarColor)
        #expect(BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor == myToolbarColor)
        #expect(
            BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self, PopoverController.self]).tintColor
                == myPopoverToolbarColor)
        #expect(BarButtonItem.appearance().tintColor == nil, "no chain is the plain proxy")
    }

    @Test func backgroundImagesGoThroughTheSameChainsPerStateAndBarMetrics() {
        Appearance.reset()
        let chains: [([any AppearanceContainer.Type], String)] = [
            ([NavigationBar.self], "nav-bar-button"), ([NavigationBar.self, PopoverController.self], "popover-nav-bar-button"),
            ([Toolbar.self], "toolbar-button"), ([Toolbar.self, PopoverController.self], "popover-toolbar-button"),
        ]
        for (containers, name) in chains {
            for (state, suffix) in [(ControlState.normal, ""), (.highlighted, "-pressed")] {
                for (metrics, size) in [(BarMetrics.default, ""), (.compact, "-compact")] {
                    BarButtonItem.appearance(whenContainedInInstancesOf: containers)
                        .setBackgroundImage(Image(named: name + suffix + size), for: state, barMetrics: metrics)
                }
            }
        }
        let screen = PopoverScreen()
        screen.presentPopover()
        let items = [screen.navBarItem, screen.popoverNavBarItem, screen.toolbarItem, screen.popoverToolbarItem]
        for (item, (_, name)) in zip(items, chains) {
            #expect(item.backgroundImage(for: .normal, barMetrics: .default) == Image(named: name))
            #expect(item.backgroundImage(for: .highlighted, barMetrics: .default) == Image(named: name + "-pressed"))
            #expect(item.backgroundImage(for: .normal, barMetrics: .compact) == Image(named: name + "-compact"))
            #expect(item.backgroundImage(for: .highlighted, barMetrics: .compact) == Image(named: name + "-pressed-compact"))
        }
    }

    @Test func contentMovedIntoAPopoverTakesThePopoversColours() {
        Appearance.reset()
        applyTints()
        let screen = PopoverScreen()
        // The content is first shown in the window itself, then in a popover (R3: a view that
        // moves inside a window is resolved again for its new place).
        screen.main.topViewController?.view.addSubview(screen.content.view)
        #expect(screen.popoverNavBarItem.tintColor == myNavBarColor)
        #expect(screen.popoverToolbarItem.tintColor == myToolbarColor)
        screen.presentPopover()
        #expect(screen.popoverNavBarItem.tintColor == myPopoverNavBarColor)
        #expect(screen.popoverToolbarItem.tintColor == myPopoverToolbarColor)
    }

    @Test func aThemeChangeRestylesAPopoverOnScreen() {
        Appearance.reset()
        applyTints()
        let screen = PopoverScreen()
        screen.presentPopover()
        Appearance.batch {
            BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self, PopoverController.self]).tintColor = .systemPink
        }
        #expect(screen.popoverToolbarItem.tintColor == .systemPink)
        #expect(screen.toolbarItem.tintColor == myToolbarColor)
        Appearance.batch {
            BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self, PopoverController.self]).tintColor = nil
        }
        #expect(screen.popoverToolbarItem.tintColor == myToolbarColor, "the toolbar's chain alone still matches")
    }
}
