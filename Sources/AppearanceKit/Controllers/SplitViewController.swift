/// A container view controller that shows a primary column (a list) beside a secondary one
/// (the selected item's details).
///
/// The Swift stand-in for `UISplitViewController` in its classic two-column form. Both children's
/// views sit inside the split view's view, so views inside them have the split view controller
/// among their containers:
///
/// ```swift
/// NavigationBar.appearance(whenContainedInInstancesOf: [SplitViewController.self]).prefersLargeTitles = true
/// let split = SplitViewController()
/// split.viewControllers = [NavigationController(rootViewController: mailboxes), NavigationController(rootViewController: message)]
/// window.rootViewController = split
/// ```
///
/// In a compact horizontal size class the split view is collapsed and shows only the primary
/// column (the secondary view leaves the hierarchy until the width is regular again).
@preconcurrency @MainActor
open class SplitViewController: ViewController {
    private var controllers: [ViewController] = []

    /// The preferred width of the primary column, in points; it never takes more than 40% of
    /// the split view's width.
    public var preferredPrimaryColumnWidth: CGFloat = 320 {
        didSet { layoutContent() }
    }

    /// A split view controller without columns, as UIKit's `init(nibName:bundle:)` (there are no nibs to load yet: both are
    /// kept, and the view is made by ``loadView()``).
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view controller without columns from an archive, as UIKit's `init?(coder:)` (see `ViewController.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The children: the primary column's controller, then the secondary's. Controllers after
    /// the second are ignored.
    public var viewControllers: [ViewController] {
        get { controllers }
        set {
            var seen = Set<ObjectIdentifier>()
            let newControllers = Array(newValue.filter { seen.insert(ObjectIdentifier($0)).inserted }.prefix(2))
            for old in controllers where !seen.contains(ObjectIdentifier(old)) && old.parent === self {
                if old.isViewLoaded, old.view.superview === view { old.view.removeFromSuperview() }
                old.removeFromParent()
            }
            controllers = newControllers
            for controller in controllers where controller.parent !== self { addChild(controller) }
            layoutContent()
        }
    }

    /// Whether only the primary column is shown: in a compact horizontal size class.
    public var isCollapsed: Bool {
        traitCollection.horizontalSizeClass == .compact
    }

    /// The width of the primary column while both are shown.
    public var primaryColumnWidth: CGFloat {
        guard isViewLoaded else { return preferredPrimaryColumnWidth }
        return Swift.min(preferredPrimaryColumnWidth, (view.frame.size.width * 0.4).rounded(.down))
    }

    /// Shows `viewController` in the secondary column, replacing the one there.
    public func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        viewControllers = Array(controllers.prefix(1)) + [viewController]
    }

    /// Creates the view that holds the columns.
    override open func loadView() {
        let container = LayoutContainerView()
        container.controller = self
        view = container
        layoutContent()
    }
}

extension SplitViewController: ContentLayingOut {
    /// Places the columns side by side, or only the primary one when collapsed.
    func layoutContent() {
        guard isViewLoaded else { return }
        let size = view.frame.size
        let collapsed = isCollapsed
        let primaryWidth = collapsed ? size.width : primaryColumnWidth
        for (index, controller) in controllers.enumerated() {
            let columnView = controller.view
            let frame =
                index == 0
                ? CGRect(x: 0, y: 0, width: primaryWidth, height: size.height)
                : CGRect(x: primaryWidth + 1, y: 0, width: Swift.max(size.width - primaryWidth - 1, 0), height: size.height)
            columnView.frame = frame
            if index == 1, collapsed {
                if columnView.superview === view { columnView.removeFromSuperview() }
            } else if columnView.superview !== view {
                view.insertSubview(columnView, at: index)
            }
        }
    }
}

extension ViewController {
    /// The nearest split view controller among this controller's parents, or `nil`.
    public var splitViewController: SplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? SplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
