public import AppearanceCore

/// A floating box that shows a view controller's content over the screen, with an arrow to
/// what it was presented from.
///
/// The Swift stand-in for `UIPopoverController`, which UIKit deprecated but apps still name in
/// containment proxies. It is a container (not a view controller, as in UIKit) between its
/// content controller and the window, so content, bars and bar buttons inside a popover can be
/// styled apart:
///
/// ```swift
/// NavigationBar.appearance(whenContainedInInstancesOf: [PopoverController.self]).barTintColor = .systemGray6
/// BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self, PopoverController.self]).tintColor = .systemRed
/// let popover = PopoverController(contentViewController: NavigationController(rootViewController: picker))
/// popover.present(from: anchor.frame, in: toolbarView, permittedArrowDirections: .any, animated: true)
/// ```
///
/// Presenting puts the popover's view in the window of the view it is presented in; the
/// content controller's view fills it.
@preconcurrency @MainActor
open class PopoverController: AppearanceContainer {
    /// The margin kept between a popover and the window's edges, in points.
    static let margin: Double = 10

    /// The popover's own view (a subview of the window while the popover is visible).
    let popoverView = PopoverView()
    /// The window's content, dimmed while the popover shows.
    private var tintDimming = TintDimming()

    /// The controller whose view fills the popover.
    public var contentViewController: ViewController {
        didSet {
            guard oldValue !== contentViewController else { return }
            if oldValue.isViewLoaded, oldValue.view.superview === popoverView { oldValue.view.removeFromSuperview() }
            showContent()
        }
    }
    /// The size of the content, in points.
    public var popoverContentSize = CGSize(width: 320, height: 480) {
        didSet { layoutContent() }
    }
    /// The popover's background colour; `nil` uses the system's.
    public var backgroundColor: Color? {
        get { popoverView.backgroundColor }
        set { popoverView.backgroundColor = newValue }
    }
    /// The margins kept between the popover and the window's edges.
    public var popoverLayoutMargins = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Views the user can still touch while the popover is shown.
    public var passthroughViews: [View]?
    /// Where the arrow points; ``PopoverArrowDirection/unknown`` while the popover is hidden.
    public private(set) var popoverArrowDirection = PopoverArrowDirection.unknown

    /// A popover showing `viewController`.
    public init(contentViewController viewController: ViewController) {
        contentViewController = viewController
        popoverView.popover = self
        popoverView.layer.cornerRadius = 13
        popoverView.layer.masksToBounds = true
    }

    /// Whether the popover is on screen.
    public var isPopoverVisible: Bool { popoverView.window != nil }

    /// Replaces the content (there is no animation here).
    public func setContentViewController(_ viewController: ViewController, animated: Bool) {
        contentViewController = viewController
    }

    /// Changes the content size (there is no animation here).
    public func setPopoverContentSize(_ size: CGSize, animated: Bool) {
        popoverContentSize = size
    }

    // MARK: - Presenting

    /// Shows the popover pointing at `rect` (in `view`'s coordinates), below it when the arrow
    /// may point up and there is room, else above it. Nothing happens when `view` is not in a
    /// window.
    public func present(
        from rect: CGRect, in view: View, permittedArrowDirections arrowDirections: PopoverArrowDirection,
        animated: Bool
    ) {
        guard let window = view.window else { return }
        var origin = rect.origin
        var current: View? = view
        while let ancestor = current, ancestor !== window {
            origin = origin.offsetBy(dx: ancestor.frame.origin.x, dy: ancestor.frame.origin.y)
            current = ancestor.superview
        }
        present(pointingAt: CGRect(origin: origin, size: rect.size), in: window, permitted: arrowDirections)
    }

    /// Shows the popover pointing at a bar button item's bar. Nothing happens when the item's
    /// bar is not in a window.
    public func present(
        from item: BarButtonItem, permittedArrowDirections arrowDirections: PopoverArrowDirection, animated: Bool
    ) {
        guard let bar = item.bar else { return }
        present(
            from: CGRect(origin: .zero, size: bar.frame.size), in: bar, permittedArrowDirections: arrowDirections,
            animated: animated)
    }

    /// Removes the popover from the screen.
    public func dismiss(animated: Bool) {
        tintDimming.restore()
        popoverView.removeFromSuperview()
        popoverArrowDirection = .unknown
    }

    private func present(pointingAt anchor: CGRect, in window: Window, permitted: PopoverArrowDirection) {
        let bounds = CGRect(origin: .zero, size: window.frame.size)
        let margins = popoverLayoutMargins
        let width = Swift.min(popoverContentSize.width, Swift.max(bounds.width - margins.left - margins.right, 0))
        let roomBelow = bounds.height - margins.bottom - anchor.maxY
        let roomAbove = anchor.minY - margins.top
        let pointsUp = permitted.contains(.up) && (roomBelow >= roomAbove || !permitted.contains(.down))
        popoverArrowDirection = pointsUp ? .up : .down
        let height = Swift.max(Swift.min(popoverContentSize.height, pointsUp ? roomBelow : roomAbove), 0)
        let x = Swift.min(Swift.max(anchor.midX - width / 2, margins.left), bounds.width - margins.right - width)
        let y = pointsUp ? anchor.maxY : anchor.minY - height
        popoverView.frame = CGRect(x: x, y: y, width: width, height: height)
        showContent()
        window.addSubview(popoverView)
        // As UIKit does, the window's content behind the popover shows its tint dimmed.
        if !tintDimming.isDimming, let content = window.rootViewController?.view, content !== popoverView {
            tintDimming.dim(content)
        }
    }

    // MARK: - Content

    /// Puts the content controller's view in the popover's view.
    private func showContent() {
        let contentView = contentViewController.view
        contentView.frame = CGRect(origin: .zero, size: popoverView.frame.size)
        if contentView.superview !== popoverView { popoverView.addSubview(contentView) }
    }

    private func layoutContent() {
        guard contentViewController.isViewLoaded else { return }
        contentViewController.view.frame = CGRect(origin: .zero, size: popoverView.frame.size)
    }

    // MARK: - AppearanceContainer

    /// The window the popover is shown in.
    public var appearanceContainer: (any AppearanceContainer)? { popoverView.superview }
}
