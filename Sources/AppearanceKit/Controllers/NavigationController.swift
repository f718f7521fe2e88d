/// A container view controller that shows a stack of view controllers under a navigation bar.
///
/// The Swift stand-in for `UINavigationController`. The top view controller is a child, its
/// view sits below the bar, and the bar shows the stack's navigation items, so bar buttons
/// are styled as items of a ``NavigationBar``:
///
/// ```swift
/// NavigationBar.appearance().barTintColor = .systemIndigo
/// BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
/// let navigation = NavigationController(rootViewController: InboxViewController())
/// window.rootViewController = navigation
/// navigation.pushViewController(MessageViewController(), animated: true)
/// ```
@preconcurrency @MainActor
open class NavigationController: ViewController {
    /// The height of the navigation bar and of the toolbar, in points.
    static let barHeight: Double = 44

    /// The bar at the top of the view.
    public let navigationBar = NavigationBar()
    /// The toolbar at the bottom of the view, shown when ``isToolbarHidden`` is `false`.
    public let toolbar = Toolbar()

    /// The stack, root first; the last is shown.
    public private(set) var viewControllers: [ViewController] = []

    /// Whether the toolbar is hidden (it is not a subview while hidden).
    public var isToolbarHidden = true {
        didSet { if oldValue != isToolbarHidden { updateBars() } }
    }
    /// Whether the navigation bar is hidden (it is not a subview while hidden).
    public var isNavigationBarHidden = false {
        didSet { if oldValue != isNavigationBarHidden { updateBars() } }
    }

    /// A empty navigation controller, as UIKit's `init(nibName:bundle:)` (there are no nibs to load yet: both are
    /// kept, and the view is made by ``loadView()``).
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A empty navigation controller from an archive, as UIKit's `init?(coder:)` (see `ViewController.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A navigation controller with `rootViewController` at the bottom of its stack.
    public convenience init(rootViewController: ViewController) {
        self.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// The view controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The view controller shown: the top one.
    public var visibleViewController: ViewController? { topViewController }

    /// Creates the view with the navigation bar at the top.
    override open func loadView() {
        let container = LayoutContainerView()
        container.controller = self
        view = container
        updateBars()
        showTop(nil)
    }

    // MARK: - Stack

    /// Pushes `viewController` on top of the stack and shows it (there is no animation here).
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        setViewControllers(viewControllers.filter { $0 !== viewController } + [viewController], animated: animated)
    }

    /// Pops the top view controller and returns it; the root is never popped (`nil` then).
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops every view controller above the root and returns them, bottom to top.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([viewControllers[0]], animated: animated)
        return popped
    }

    /// Pops the view controllers above `viewController` and returns them, bottom to top.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        setViewControllers(Array(viewControllers[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack: every controller in it becomes a child, the top one's view is shown
    /// below the bar, and the bar shows their navigation items.
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let controllers = controllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
        let oldTop = topViewController
        // UIKit's order: the leaving controllers hear `willMove(toParent: nil)` and the new
        // ones `willMove(toParent: self)` (in `addChild`), the views change with their
        // appearance calls, then `didMove(toParent:)` (nil for the leaving, in `removeFromParent`).
        let leaving = viewControllers.filter { !seen.contains(ObjectIdentifier($0)) && $0.parent === self }
        for old in leaving { old.willMove(toParent: nil) }
        viewControllers = controllers
        let arriving = controllers.filter { $0.parent !== self }
        for controller in arriving { addChild(controller) }
        if let top = topViewController, top !== oldTop { top.movingToParent = arriving.contains { $0 === top } }
        if let oldTop, leaving.contains(where: { $0 === oldTop }) { oldTop.movingFromParent = true }
        if isViewLoaded {
            showTop(oldTop)
        } else {
            updateBarItems()
        }
        for old in leaving { old.removeFromParent() }
        for controller in arriving { controller.didMove(toParent: self) }
    }

    // MARK: - Showing

    /// Replaces the shown view with the top controller's, then updates the bar's items (after
    /// the controller's `viewDidLoad`, which often sets its bar buttons).
    private func showTop(_ oldTop: ViewController?) {
        showChild(topViewController, replacing: oldTop, in: contentFrame)
        updateBarItems()
    }

    /// The bar shows the stack's navigation items; an item without a title takes its
    /// controller's.
    private func updateBarItems() {
        for controller in viewControllers where controller.navigationItem.title == nil {
            controller.navigationItem.title = controller.title
        }
        navigationBar.setItems(viewControllers.map(\.navigationItem), animated: false)
    }

    /// Lays out the bars and the shown view in the view's bounds.
    func layoutContent() {
        guard isViewLoaded else { return }
        let size = view.frame.size
        navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: Self.barHeight)
        toolbar.frame = CGRect(x: 0, y: size.height - Self.barHeight, width: size.width, height: Self.barHeight)
        if let top = topViewController, top.isViewLoaded { top.view.frame = contentFrame }
    }

    /// Adds or removes the bars and lays out the bars and the shown view.
    private func updateBars() {
        guard isViewLoaded else { return }
        if isNavigationBarHidden {
            navigationBar.removeFromSuperview()
        } else if navigationBar.superview !== view {
            view.addSubview(navigationBar)
        }
        if isToolbarHidden {
            toolbar.removeFromSuperview()
        } else if toolbar.superview !== view {
            view.addSubview(toolbar)
        }
        layoutContent()
    }

    /// The frame of the shown view: the view's bounds below the bar and above the toolbar.
    private var contentFrame: CGRect {
        let size = view.frame.size
        let top = isNavigationBarHidden ? 0 : Self.barHeight
        let bottom = isToolbarHidden ? 0 : Self.barHeight
        return CGRect(x: 0, y: top, width: size.width, height: Swift.max(size.height - top - bottom, 0))
    }
}

extension ViewController {
    /// The nearest navigation controller among this controller and its parents, or `nil`.
    public var navigationController: NavigationController? {
        var current: ViewController? = self
        while let controller = current {
            if let navigation = controller as? NavigationController, navigation !== self { return navigation }
            current = controller.parent
        }
        return nil
    }
}
