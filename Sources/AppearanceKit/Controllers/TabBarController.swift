import Foundation

/// A container view controller that shows one of its children at a time, picked in a tab bar.
///
/// The Swift stand-in for `UITabBarController`. Every controller in ``viewControllers`` is a
/// child; the selected one's view fills the container's view above the ``tabBar``, which shows
/// the children's tab bar items. Views inside a child therefore have the tab bar controller
/// among their containers:
///
/// ```swift
/// TabBar.appearance().unselectedItemTintColor = .systemGray
/// Label.appearance(whenContainedInInstancesOf: [TabBarController.self]).textColor = .label
/// let tabs = TabBarController()
/// tabs.viewControllers = [NavigationController(rootViewController: InboxViewController()), SettingsViewController()]
/// tabs.selectedIndex = 1
/// window.rootViewController = tabs
/// ```
///
/// A child without a ``ViewController/tabBarItem`` gets one titled with its ``ViewController/title``.
@preconcurrency @MainActor
open class TabBarController: ViewController {
    /// The height of the tab bar, in points.
    static let tabBarHeight: Double = 49

    /// The tab bar at the bottom of the view, showing one item per child.
    public let tabBar = TabBar()

    private var controllers: [ViewController] = []
    private var selection = 0

    /// A tab bar controller without tabs, as UIKit's `init(nibName:bundle:)` (there are no nibs to load yet: both are
    /// kept, and the view is made by ``loadView()``).
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller without tabs from an archive, as UIKit's `init?(coder:)` (see `ViewController.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The children, one per tab, leading to trailing (`nil` when there are none, as in UIKit).
    public var viewControllers: [ViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab; `NSNotFound` when there are no tabs. Out-of-range
    /// indexes are ignored.
    public var selectedIndex: Int {
        get { controllers.isEmpty ? NSNotFound : selection }
        set {
            guard newValue >= 0, newValue < controllers.count, newValue != selection else { return }
            let old = selectedViewController
            selection = newValue
            showSelected(old)
        }
    }

    /// The selected child; setting one that is not a child does nothing.
    public var selectedViewController: ViewController? {
        get { controllers.isEmpty ? nil : controllers[selection] }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Replaces the children (there is no animation here); the selection stays on the same
    /// controller when it is still a tab, else on the same index when it exists, else the first.
    public func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let newControllers = (viewControllers ?? []).filter { seen.insert(ObjectIdentifier($0)).inserted }
        let old = selectedViewController
        let leaving = controllers.filter { !seen.contains(ObjectIdentifier($0)) && $0.parent === self }
        for controller in leaving { controller.willMove(toParent: nil) }
        controllers = newControllers
        let arriving = controllers.filter { $0.parent !== self }
        for controller in arriving { addChild(controller) }
        defer {
            for controller in leaving { controller.removeFromParent() }
            for controller in arriving { controller.didMove(toParent: self) }
        }
        if let old, let index = controllers.firstIndex(where: { $0 === old }) {
            selection = index
        } else {
            selection = Swift.min(selection, Swift.max(controllers.count - 1, 0))
        }
        showSelected(old)
    }

    /// Creates the view with the tab bar at the bottom.
    override open func loadView() {
        let container = LayoutContainerView()
        container.controller = self
        view = container
        view.addSubview(tabBar)
        showSelected(nil)
    }

    // MARK: - Showing

    /// Replaces the shown view with the selected child's and updates the tab bar.
    private func showSelected(_ old: ViewController?) {
        guard isViewLoaded else {
            updateItems()
            return
        }
        showChild(selectedViewController, replacing: old, in: contentFrame)
        updateItems()
    }

    /// The tab bar shows the children's items; a child without one gets one.
    private func updateItems() {
        for controller in controllers where controller.tabBarItem == nil {
            controller.tabBarItem = TabBarItem(title: controller.title, image: nil)
        }
        tabBar.items = controllers.compactMap(\.tabBarItem)
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    /// The frame of the shown view: the view's bounds above the tab bar.
    private var contentFrame: CGRect {
        let size = view.frame.size
        return CGRect(x: 0, y: 0, width: size.width, height: Swift.max(size.height - Self.tabBarHeight, 0))
    }
}

extension TabBarController: ContentLayingOut {
    /// Lays out the tab bar and the shown view in the view's bounds.
    func layoutContent() {
        guard isViewLoaded else { return }
        let size = view.frame.size
        tabBar.frame = CGRect(
            x: 0, y: Swift.max(size.height - Self.tabBarHeight, 0), width: size.width,
            height: Swift.min(Self.tabBarHeight, size.height))
        if let selected = selectedViewController, selected.isViewLoaded { selected.view.frame = contentFrame }
    }
}

extension ViewController {
    /// The nearest tab bar controller among this controller's parents, or `nil`.
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
