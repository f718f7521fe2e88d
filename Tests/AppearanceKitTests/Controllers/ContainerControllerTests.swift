import AppearanceKit
import Testing

/// A screen with a label, built in `viewDidLoad` as apps do.
private final class ScreenController: ViewController {
    /// Not made from archives here, as in most apps' views.
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    let body = Label(text: "Body")

    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func viewDidLoad() {
        view.addSubview(body)
    }
}

/// Every view in `view`'s subtree of type `T`, depth first.
@MainActor
private func descendants<T: View>(of view: View, as type: T.Type = T.self) -> [T] {
    var result: [T] = []
    for subview in view.subviews {
        if let match = subview as? T { result.append(match) }
        result += descendants(of: subview, as: type)
    }
    return result
}

/// Whether `node`'s container chain, outward, includes an instance of `type`.
@MainActor
private func isContained(_ node: any AppearanceContainer, in type: AnyObject.Type) -> Bool {
    var current = node.appearanceContainer
    while let container = current {
        if Swift.type(of: container) == type { return true }
        current = container.appearanceContainer
    }
    return false
}

extension KitControlTests {
    @MainActor
    @Suite struct TabBarControllerTests {
        @Test func selectedChildsViewSitsAboveTheTabBarWhichShowsTheChildrensItems() {
            Appearance.reset()
            let inbox = ScreenController(title: "Inbox")
            let settings = ScreenController(title: "Settings")
            settings.tabBarItem = TabBarItem(title: "Prefs", image: Image(systemName: "gear"))
            let tabs = TabBarController()
            #expect(tabs.viewControllers == nil)
            #expect(tabs.selectedViewController == nil)
            tabs.viewControllers = [inbox, settings]
            let window = Window()
            window.rootViewController = tabs
            #expect(inbox.parent === tabs)
            #expect(settings.tabBarController === tabs)
            #expect(tabs.selectedIndex == 0)
            #expect(inbox.view.superview === tabs.view)
            #expect(tabs.tabBar.superview === tabs.view)
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49))
            #expect(inbox.view.frame == CGRect(x: 0, y: 0, width: 390, height: 795))
            #expect(tabs.tabBar.items.map(\.title) == ["Inbox", "Prefs"])
            #expect(tabs.tabBar.selectedItem === inbox.tabBarItem)
            tabs.selectedViewController = settings
            #expect(tabs.selectedIndex == 1)
            #expect(inbox.view.superview == nil)
            #expect(settings.view.superview === tabs.view)
            #expect(tabs.tabBar.selectedItem === settings.tabBarItem)
            tabs.selectedIndex = 7
            #expect(tabs.selectedIndex == 1, "out-of-range indexes are ignored")
            tabs.setViewControllers([settings], animated: false)
            #expect(inbox.parent == nil)
            #expect(tabs.selectedIndex == 0)
        }

        @Test func viewsInsideTabsAreContainedInTheTabBarController() {
            Appearance.reset()
            Label.appearance(whenContainedInInstancesOf: [TabBarController.self]).textColor = .systemIndigo
            TabBar.appearance(whenContainedInInstancesOf: [TabBarController.self]).barTintColor = .black
            NavigationBar.appearance(whenContainedInInstancesOf: [TabBarController.self]).barTintColor = .systemGray6
            let inbox = ScreenController(title: "Inbox")
            let navigation = NavigationController(rootViewController: inbox)
            let tabs = TabBarController()
            tabs.viewControllers = [navigation, ScreenController(title: "Settings")]
            let window = Window()
            window.rootViewController = tabs
            #expect(inbox.body.textColor == .systemIndigo)
            #expect(tabs.tabBar.barTintColor == .black)
            #expect(navigation.navigationBar.barTintColor == .systemGray6)
            #expect(inbox.navigationController === navigation)
            #expect(inbox.tabBarController === tabs)
            let other = Label(text: "Outside")
            window.addSubview(other)
            #expect(other.textColor == nil)
        }
    }

    @MainActor
    @Suite struct SplitViewControllerTests {
        @Test func columnsSitSideBySideAndCollapseInCompactWidth() {
            Appearance.reset()
            Label.appearance(whenContainedInInstancesOf: [SplitViewController.self]).textColor = .systemTeal
            let list = ScreenController(title: "Mailboxes")
            let detail = ScreenController(title: "Message")
            let split = SplitViewController()
            split.viewControllers = [list, detail]
            let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
            window.screenTraits.horizontalSizeClass = .regular
            window.rootViewController = split
            #expect(!split.isCollapsed)
            #expect(list.splitViewController === split)
            #expect(list.view.frame == CGRect(x: 0, y: 0, width: 320, height: 768))
            #expect(detail.view.frame == CGRect(x: 321, y: 0, width: 703, height: 768))
            #expect(list.body.textColor == .systemTeal)
            #expect(detail.body.textColor == .systemTeal)
            window.screenTraits.horizontalSizeClass = .compact
            #expect(split.isCollapsed)
            #expect(detail.view.superview == nil)
            #expect(list.view.frame.size.width == 1024)
            window.screenTraits.horizontalSizeClass = .regular
            #expect(detail.view.superview === split.view)
            let other = ScreenController(title: "Other")
            split.showDetailViewController(other, sender: nil)
            #expect(detail.parent == nil)
            #expect(other.view.superview === split.view)
            #expect(other.body.textColor == .systemTeal)
        }
    }

    @MainActor
    @Suite struct PageViewControllerTests {
        private final class Pages: PageViewControllerDataSource {
            let pages = [ScreenController(title: "One"), ScreenController(title: "Two"), ScreenController(title: "Three")]
            var counts = true
            func pageViewController(
                _ pageViewController: PageViewController, viewControllerBefore viewController: ViewController
            ) -> ViewController? {
                pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
            }
            func pageViewController(
                _ pageViewController: PageViewController, viewControllerAfter viewController: ViewController
            ) -> ViewController? {
                pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
            }
            func presentationCount(for pageViewController: PageViewController) -> Int { counts ? pages.count : 0 }
            func presentationIndex(for pageViewController: PageViewController) -> Int {
                pageViewController.viewControllers.flatMap { shown in pages.firstIndex { $0 === shown.first } } ?? 0
            }
        }

        @Test func shownPagesAreChildrenAndThePageControlIsContainedInThePageViewController() {
            Appearance.reset()
            PageControl.appearance(whenContainedInInstancesOf: [PageViewController.self]).currentPageIndicatorTintColor = .systemIndigo
            Label.appearance(whenContainedInInstancesOf: [PageViewController.self]).textColor = .systemPink
            let pages = Pages()
            let onboarding = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
            onboarding.dataSource = pages
            var finished = false
            onboarding.setViewControllers([pages.pages[1]], direction: .forward, animated: false) { finished = $0 }
            #expect(finished)
            let window = Window()
            window.rootViewController = onboarding
            #expect(onboarding.viewControllers?.first === pages.pages[1])
            #expect(pages.pages[1].parent === onboarding)
            #expect(pages.pages[1].body.textColor == .systemPink)
            let pageControls: [PageControl] = descendants(of: onboarding.view)
            #expect(pageControls.count == 1)
            let control = pageControls[0]
            #expect(control.numberOfPages == 3)
            #expect(control.currentPage == 1)
            #expect(control.currentPageIndicatorTintColor == .systemIndigo)
            #expect(control.frame == CGRect(x: 0, y: 807, width: 390, height: 37))
            #expect(pages.pages[1].view.frame == CGRect(x: 0, y: 0, width: 390, height: 807))
            onboarding.setViewControllers([pages.pages[2]], direction: .forward, animated: false)
            #expect(pages.pages[1].parent == nil)
            #expect(pages.pages[1].view.superview == nil)
            #expect(control.currentPage == 2)
            pages.counts = false
            onboarding.dataSource = pages
            #expect(control.superview == nil, "no page count, no page control")
        }

        @Test func pageCurlShowsNoPageControl() {
            Appearance.reset()
            let pages = Pages()
            let book = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            book.dataSource = pages
            book.setViewControllers([pages.pages[0], pages.pages[1]], direction: .forward, animated: false)
            let window = Window()
            window.rootViewController = book
            #expect((descendants(of: book.view) as [PageControl]).isEmpty)
            #expect(pages.pages[1].view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
        }
    }

    @MainActor
    @Suite struct PresentationTests {
        @Test func presentedViewsGoInThePresentersWindowAndAreStyled() {
            Appearance.reset()
            Label.appearance(whenContainedInInstancesOf: [ScreenController.self]).textColor = .systemGreen
            let home = ScreenController(title: "Home")
            let navigation = NavigationController(rootViewController: home)
            let sheet = ScreenController(title: "Sheet")
            home.present(sheet, animated: true)
            #expect(home.presentedViewController == nil, "nothing is presented from outside a window")
            let window = Window()
            window.rootViewController = navigation
            var completed = false
            home.present(sheet, animated: true) { completed = true }
            #expect(completed)
            #expect(sheet.view.superview === window)
            #expect(window.subviews.last === sheet.view)
            #expect(sheet.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(sheet.body.textColor == .systemGreen)
            #expect(navigation.presentedViewController === sheet)
            #expect(home.presentedViewController === sheet)
            #expect(sheet.presentingViewController === navigation)
            home.present(ScreenController(title: "Another"), animated: true)
            #expect(window.subviews.count == 2, "one presentation at a time")
            sheet.dismiss(animated: true)
            #expect(sheet.view.superview == nil)
            #expect(navigation.presentedViewController == nil)
            #expect(sheet.presentingViewController == nil)
        }

        @Test func dismissingRemovesEverythingPresentedOverTheController() {
            Appearance.reset()
            let root = ScreenController(title: "Root")
            let window = Window()
            window.rootViewController = root
            let first = ScreenController(title: "First")
            let second = ScreenController(title: "Second")
            root.present(first, animated: false)
            first.present(second, animated: false)
            #expect(second.view.superview === window)
            var completed = false
            root.dismiss(animated: false) { completed = true }
            #expect(completed)
            #expect(first.view.superview == nil)
            #expect(second.view.superview == nil)
            #expect(first.presentedViewController == nil)
        }
    }

    @MainActor
    @Suite struct AlertControllerTests {
        @Test func alertShowsLabelsAndOneButtonPerAction() {
            Appearance.reset()
            let alert = AlertController(title: "Delete all mail?", message: "This cannot be undone.", preferredStyle: .alert)
            let delete = AlertAction(title: "Delete", style: .destructive)
            alert.addAction(delete)
            alert.addAction(AlertAction(title: "Cancel", style: .cancel))
            #expect(alert.title == "Delete all mail?")
            #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
            let labels: [Label] = descendants(of: alert.view)
            #expect(labels.map(\.text) == ["Delete all mail?", "This cannot be undone."])
            #expect(labels[0].font == .systemFont(ofSize: 17, weight: .semibold))
            let buttons: [Button] = descendants(of: alert.view)
            #expect(buttons.map(\.currentTitle) == ["Cancel", "Delete"], "cancel leads a pair of buttons")
            #expect(buttons[1].titleColor(for: .normal) == .systemRed)
            #expect(buttons[0].titleFont == .systemFont(ofSize: 17, weight: .semibold))
            delete.isEnabled = false
            #expect(!buttons[1].isEnabled)
            alert.addAction(AlertAction(title: "Archive", style: .default))
            let rebuilt: [Button] = descendants(of: alert.view)
            #expect(rebuilt.map(\.currentTitle) == ["Delete", "Archive", "Cancel"], "cancel goes last")
            #expect(!rebuilt[0].isEnabled)
            #expect((descendants(of: alert.view) as [VisualEffectView]).count == 1)
        }

        @Test func containmentProxiesStyleThePresentedAlert() {
            Appearance.reset()
            View.appearance(whenContainedInInstancesOf: [AlertController.self]).tintColor = .red
            Label.appearance(whenContainedInInstancesOf: [AlertController.self]).textColor = .secondaryLabel
            Label.appearance().textColor = .label
            let screen = ScreenController(title: "Inbox")
            let window = Window()
            window.rootViewController = screen
            let alert = AlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Sign Out", style: .default))
            alert.addAction(AlertAction(title: "Erase", style: .destructive))
            screen.present(alert, animated: true)
            #expect(alert.view.superview === window)
            #expect(alert.presentingViewController === screen)
            let buttons: [Button] = descendants(of: alert.view)
            #expect(buttons.map(\.currentTitleColor) == [.red, .systemRed], "destructive stays red")
            let labels: [Label] = descendants(of: alert.view)
            #expect(labels.map(\.textColor) == [.secondaryLabel])
            #expect(screen.body.textColor == .label)
            #expect(screen.body.ownTintColor == nil)
            #expect(alert.view.frame.size.width == 270)
            alert.dismiss(animated: true)
            #expect(alert.view.superview == nil)
        }

        @Test func actionSheetPutsCancelInABoxOfItsOwnAtTheBottom() {
            Appearance.reset()
            let sheet = AlertController(title: nil, message: "Choose a photo", preferredStyle: .actionSheet)
            sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(AlertAction(title: "Camera", style: .default))
            sheet.addAction(AlertAction(title: "Library", style: .default))
            sheet.preferredAction = sheet.actions[2]
            let boxes: [VisualEffectView] = descendants(of: sheet.view)
            #expect(boxes.count == 2)
            #expect((descendants(of: boxes[0]) as [Button]).map(\.currentTitle) == ["Camera", "Library"])
            #expect((descendants(of: boxes[1]) as [Button]).map(\.currentTitle) == ["Cancel"])
            #expect((descendants(of: boxes[0]) as [Button])[1].titleFont == .systemFont(ofSize: 17, weight: .semibold))
            let root = ScreenController(title: "Photos")
            let window = Window()
            window.rootViewController = root
            root.present(sheet, animated: false)
            #expect(sheet.view.frame.minX == 8)
            #expect(sheet.view.frame.maxY == 836)
        }
    }

    @MainActor
    @Suite struct PopoverControllerTests {
        @Test func popoverShowsItsContentInsideItsOwnViewWithTheBar() {
            Appearance.reset()
            NavigationBar.appearance(whenContainedInInstancesOf: [PopoverController.self]).barTintColor = .systemGray6
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self, PopoverController.self]).tintColor = .systemRed
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
            let picker = ScreenController(title: "Colours")
            let done = BarButtonItem(title: "Done")
            picker.navigationItem.rightBarButtonItem = done
            let content = NavigationController(rootViewController: picker)
            let popover = PopoverController(contentViewController: content)
            popover.popoverContentSize = CGSize(width: 300, height: 400)
            #expect(!popover.isPopoverVisible)
            #expect(popover.popoverArrowDirection == .unknown)

            let main = NavigationController(rootViewController: ScreenController(title: "Main"))
            let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
            window.rootViewController = main
            #expect(main.navigationBar.barTintColor == nil)
            let anchor = View(frame: CGRect(x: 900, y: 10, width: 40, height: 24))
            main.navigationBar.addSubview(anchor)
            popover.present(
                from: CGRect(x: 0, y: 0, width: 40, height: 24), in: anchor, permittedArrowDirections: .any,
                animated: true)
            #expect(popover.isPopoverVisible)
            #expect(popover.popoverArrowDirection == .up)
            #expect(content.view.superview?.superview === window)
            #expect(isContained(content.navigationBar, in: PopoverController.self))
            #expect(content.navigationBar.barTintColor == .systemGray6)
            #expect(done.tintColor == .systemRed, "the outermost container wins")
            #expect(content.view.superview?.frame == CGRect(x: 714, y: 34, width: 300, height: 400))
            #expect(content.view.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
            popover.dismiss(animated: true)
            #expect(!popover.isPopoverVisible)
            #expect(content.view.superview?.superview == nil)
        }

        @Test func popoverFromABarButtonItemPointsAtItsBar() {
            Appearance.reset()
            let popover = PopoverController(contentViewController: ScreenController(title: "Share"))
            let screen = ScreenController(title: "Photos")
            let navigation = NavigationController(rootViewController: screen)
            let share = BarButtonItem(title: "Share")
            screen.navigationItem.rightBarButtonItem = share
            let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
            window.rootViewController = navigation
            popover.backgroundColor = .systemBackground
            popover.present(from: share, permittedArrowDirections: .up, animated: false)
            #expect(popover.isPopoverVisible)
            #expect(popover.backgroundColor == .systemBackground)
            #expect(popover.contentViewController.view.superview?.frame.minY == 44)
        }
    }

    @MainActor
    @Suite struct ContainerCatalogTests {
        @Test func registersTheContainers() {
            let catalog = AppearanceCatalog.shared
            catalog.registerKit()
            for name in [
                "TabBarController", "SplitViewController", "PageViewController", "AlertController", "PopoverController",
            ] {
                #expect(catalog.type(named: name) != nil, "\(name)")
            }
        }
    }
}
