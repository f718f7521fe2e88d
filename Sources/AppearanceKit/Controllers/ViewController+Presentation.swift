extension ViewController {
    /// Shows `viewController` over this controller's window (there is no animation here), then
    /// calls `completion`.
    ///
    /// The presented controller's view goes into the window, on top of its other views, so it
    /// is styled when presented; its containers are the presented controller and the window,
    /// not the presenter, as in UIKit:
    ///
    /// ```swift
    /// View.appearance(whenContainedInInstancesOf: [AlertController.self]).tintColor = .systemRed
    /// let alert = AlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    /// alert.addAction(AlertAction(title: "Delete", style: .destructive))
    /// inbox.present(alert, animated: true)
    /// ```
    ///
    /// As in UIKit, nothing happens when this controller's view is not in a window, when it
    /// already presents a controller, or when `viewController` is already presented.
    /// The presentation belongs to this controller's outermost parent (the controller whose
    /// view the window or the presentation holds), so a child's ``presentedViewController``
    /// is its container's.
    public func present(_ viewController: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        guard host.storedPresentedViewController == nil, viewController.storedPresentingViewController == nil,
            viewController !== host, host.isViewLoaded, let window = host.view.window
        else { return }
        host.storedPresentedViewController = viewController
        viewController.storedPresentingViewController = host
        let presentedView = viewController.view
        let bounds = CGRect(origin: .zero, size: window.frame.size)
        presentedView.frame = viewController.frameForPresentation(in: bounds)
        // A full-screen presentation hides the presenter, which disappears (UIKit's order: its
        // `viewWillDisappear`, the presented controller's `viewWillAppear`, its
        // `viewDidDisappear`); a sheet leaves it shown. (The kit keeps its view under.)
        let hidesPresenter = viewController.modalPresentationStyle.hidesPresenter
        viewController.beingPresented = true
        if hidesPresenter { host.beginAppearanceTransition(false, animated: animated) }
        window.addSubview(presentedView)
        if hidesPresenter { host.endAppearanceTransition() }
        // UIKit dims the tint of what is behind an alert while it shows.
        if viewController is AlertController { viewController.tintDimming.dim(host.view) }
        completion?()
    }

    /// Dismisses what this controller presented, or this controller if it was presented (with
    /// everything presented over it), then calls `completion`.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        if host.storedPresentedViewController != nil {
            host.dismissPresentationChain()
        } else if let presenter = host.storedPresentingViewController {
            presenter.dismiss(animated: animated)
        }
        completion?()
    }

    /// The controller this one (or its outermost parent) presented and still shows, if any.
    public var presentedViewController: ViewController? { presentationHost.storedPresentedViewController }

    /// The controller that presented this one (or its outermost parent), if any.
    public var presentingViewController: ViewController? { presentationHost.storedPresentingViewController }

    /// The outermost parent, which owns presentations.
    private var presentationHost: ViewController {
        var host = self
        while let parent = host.parent { host = parent }
        return host
    }

    /// Dismisses whatever was presented over this controller, outermost last: the presented
    /// controller disappears, and a presenter its full-screen presentation hid appears again
    /// (UIKit's order: the presented controller's `viewWillDisappear`, the presenter's
    /// `viewWillAppear`, the presented one's `viewDidDisappear`, the presenter's `viewDidAppear`).
    private func dismissPresentationChain() {
        guard let presented = storedPresentedViewController else { return }
        presented.dismissPresentationChain()
        presented.tintDimming.restore()
        presented.beingDismissed = true
        presented.beginAppearanceTransition(false, animated: false)
        let showsPresenter = presented.modalPresentationStyle.hidesPresenter
        if showsPresenter { beginAppearanceTransition(true, animated: false) }
        presented.view.removeFromSuperview()
        presented.endAppearanceTransition()
        if showsPresenter, appearanceState == .appearing {
            viewIsAppearing(false)
            AppearanceTransition.pendingDidAppear.append(self)
        }
        presented.storedPresentingViewController = nil
        storedPresentedViewController = nil
    }
}
