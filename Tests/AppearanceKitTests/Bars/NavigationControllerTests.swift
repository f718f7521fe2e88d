import AppearanceKit
import Testing

/// A screen with a bar button, set up in `viewDidLoad` as apps do.
private final class InboxViewController: ViewController {
    let compose = BarButtonItem(title: "Compose")
    let body = Label(text: "No mail")

    override func viewDidLoad() {
        title = "Inbox"
        navigationItem.rightBarButtonItem = compose
        view.addSubview(body)
    }
}

extension KitControlTests {
    @MainActor
    @Suite struct NavigationControllerTests {
        @Test func rootControllerIsAChildBelowTheBar() {
            Appearance.reset()
            let inbox = InboxViewController()
            let navigation = NavigationController(rootViewController: inbox)
            let window = Window()
            window.rootViewController = navigation
            #expect(navigation.topViewController === inbox)
            #expect(navigation.viewControllers.count == 1)
            #expect(inbox.parent === navigation)
            #expect(inbox.navigationController === navigation)
            #expect(navigation.navigationBar.superview === navigation.view)
            #expect(inbox.view.superview === navigation.view)
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
            #expect(inbox.view.frame == CGRect(x: 0, y: 44, width: 390, height: 800))
            #expect(navigation.view.subviews.last === navigation.navigationBar, "the bar stays on top")
            #expect(navigation.toolbar.superview == nil, "the toolbar is hidden by default")
        }

        @Test func barItemsMirrorTheStack() {
            Appearance.reset()
            let inbox = InboxViewController()
            let navigation = NavigationController(rootViewController: inbox)
            let window = Window()
            window.rootViewController = navigation
            #expect(navigation.navigationBar.topItem === inbox.navigationItem)
            #expect(navigation.navigationBar.topItem?.title == "Inbox", "an item without a title takes its controller's")
            let message = ViewController()
            message.title = "Message"
            navigation.pushViewController(message, animated: true)
            #expect(navigation.navigationBar.items.count == 2)
            #expect(navigation.navigationBar.topItem === message.navigationItem)
            #expect(navigation.navigationBar.topItem?.title == "Message")
            #expect(inbox.view.superview == nil)
            #expect(message.view.superview === navigation.view)
            #expect(navigation.popViewController(animated: true) === message)
            #expect(message.parent == nil)
            #expect(message.view.superview == nil)
            #expect(navigation.navigationBar.topItem === inbox.navigationItem)
            #expect(navigation.popViewController(animated: true) == nil, "the root stays")
        }

        @Test func pushedBarButtonsAreItemsOfTheBar() {
            Appearance.reset()
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
            BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor = .systemRed
            NavigationBar.appearance().barTintColor = .systemIndigo
            let navigation = NavigationController(rootViewController: ViewController())
            let window = Window()
            window.rootViewController = navigation
            #expect(navigation.navigationBar.barTintColor == .systemIndigo)
            let inbox = InboxViewController()
            navigation.pushViewController(inbox, animated: false)
            #expect(inbox.compose.bar === navigation.navigationBar)
            #expect(inbox.compose.tintColor == .white)
        }

        @Test func itemsSetBeforeTheWindowAreStyledWhenItShows() {
            Appearance.reset()
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
            let navigation = NavigationController(rootViewController: ViewController())
            let send = BarButtonItem(title: "Send")
            navigation.topViewController?.navigationItem.rightBarButtonItem = send
            let window = Window()
            window.rootViewController = navigation
            #expect(send.bar === navigation.navigationBar)
            #expect(send.tintColor == .white)
        }

        @Test func pushedViewsAreContainedInTheNavigationController() {
            Appearance.reset()
            Label.appearance(whenContainedInInstancesOf: [NavigationController.self]).textColor = .systemTeal
            Label.appearance(whenContainedInInstancesOf: [InboxViewController.self, NavigationController.self]).numberOfLines = 2
            let navigation = NavigationController(rootViewController: ViewController())
            let window = Window()
            window.rootViewController = navigation
            let inbox = InboxViewController()
            navigation.pushViewController(inbox, animated: false)
            #expect(inbox.body.textColor == .systemTeal)
            #expect(inbox.body.numberOfLines == 2)
        }

        @Test func toolbarShowsWhenNotHidden() {
            Appearance.reset()
            Toolbar.appearance().barTintColor = .black
            let root = ViewController()
            let navigation = NavigationController(rootViewController: root)
            let window = Window()
            window.rootViewController = navigation
            navigation.isToolbarHidden = false
            #expect(navigation.toolbar.superview === navigation.view)
            #expect(navigation.toolbar.barTintColor == .black)
            #expect(navigation.toolbar.frame == CGRect(x: 0, y: 800, width: 390, height: 44))
            #expect(root.view.frame.height == 756)
            navigation.isToolbarHidden = true
            #expect(navigation.toolbar.superview == nil)
        }

        @Test func popToRoot() {
            Appearance.reset()
            let root = ViewController(), a = ViewController(), b = ViewController()
            let navigation = NavigationController(rootViewController: root)
            navigation.pushViewController(a, animated: false)
            navigation.pushViewController(b, animated: false)
            #expect(navigation.children.count == 3)
            let popped = navigation.popToRootViewController(animated: false)
            #expect(popped?.count == 2)
            #expect(navigation.topViewController === root)
            #expect(navigation.children.count == 1)
            #expect(navigation.navigationBar.items.count == 1)
        }
    }
}
