// A controller's life cycle as UIKit calls it (#45): `viewWillAppear`, `viewIsAppearing`,
// `viewDidAppear`, `viewWillDisappear`, `viewDidDisappear`. They follow the controller's root
// view in and out of windows: a move of a subtree lists the controllers whose root views it
// holds (outer ones first, see `WillMoveVisit`), which appear or disappear with it. Containers
// (navigation, tabs, presentation) begin the transitions of both controllers before they swap
// views, so the calls interleave as UIKit's do (the old controller's `viewWillDisappear`, the
// new one's `viewWillAppear`, the old one's `viewDidDisappear`, the new one's
// `viewDidAppear`). There is no run loop and no animation: `viewDidAppear` comes at the end of
// the next layout pass (`makeKeyAndVisible()`, `layoutIfNeeded()`, a picture being drawn).

extension ViewController {
    /// Where a controller is between its appearance calls.
    enum AppearanceState {
        case disappeared
        /// Told `viewWillAppear`, waiting for `viewDidAppear`.
        case appearing
        case appeared
        /// Told `viewWillDisappear`, waiting for `viewDidDisappear`.
        case disappearing
    }

    /// Whether the controller's view is shown: it appeared, or is appearing.
    var isShown: Bool { appearanceState == .appeared || appearanceState == .appearing }

    /// Tells the controller it is about to appear (`true`) or disappear, as UIKit's: for a
    /// container that forwards its children's appearance itself
    /// (``shouldAutomaticallyForwardAppearanceMethods`` `false`). Does nothing when the
    /// controller is already there.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard !isShown else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard isShown else { return }
            appearanceState = .disappearing
            AppearanceTransition.pendingDidAppear.removeAll { $0 === self }
            viewWillDisappear(animated)
        }
        for child in childrenShownInView { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// The children whose views are in this controller's view, which appear and disappear with
    /// it when it forwards appearance (``shouldAutomaticallyForwardAppearanceMethods``).
    private var childrenShownInView: [ViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, !children.isEmpty, let view = viewIfLoaded else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: `viewDidAppear` or
    /// `viewDidDisappear`, as UIKit's.
    public func endAppearanceTransition() {
        for child in childrenShownInView.reversed() { child.endAppearanceTransition() }
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            AppearanceTransition.pendingDidAppear.removeAll { $0 === self }
            viewDidAppear(false)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared:
            break
        }
        // The flags say what the transition is for only while its calls run.
        movingToParent = false
        movingFromParent = false
        beingPresented = false
        beingDismissed = false
    }

    /// Whether the controller is being added to a container (during its appearance calls).
    public var isMovingToParent: Bool { movingToParent }
    /// Whether the controller is being removed from its container (during its disappearance calls).
    public var isMovingFromParent: Bool { movingFromParent }
    /// Whether the controller is being presented (during its appearance calls).
    public var isBeingPresented: Bool { beingPresented }
    /// Whether the controller is being dismissed (during its disappearance calls).
    public var isBeingDismissed: Bool { beingDismissed }

    /// Shows `new`'s view in this container's view at `frame`, below the container's own views
    /// (its bars), in place of `old`'s, with their appearance calls (see
    /// ``transition(from:to:swap:)``): a navigation controller's top, a tab bar controller's
    /// selected tab.
    func showChild(_ new: ViewController?, replacing old: ViewController?, in frame: CGRect) {
        transition(from: old, to: new) {
            if let old, old !== new, old.isViewLoaded, old.view.superview === view {
                old.view.removeFromSuperview()
            }
            if let new {
                let shown = new.view
                shown.frame = frame
                if shown.superview !== view { view.insertSubview(shown, at: 0) }
            }
        }
    }

    /// Swaps what a container shows, with the appearance calls in UIKit's order: `old`'s
    /// `viewWillDisappear`, `new`'s `viewWillAppear`, the swap, `old`'s `viewDidDisappear`,
    /// `new`'s `viewIsAppearing`, and `new`'s `viewDidAppear` after the next layout. Calls
    /// nothing when this container is not shown.
    func transition(from old: ViewController?, to new: ViewController?, swap: () -> Void) {
        guard isShown, old !== new else { return swap() }
        new?.loadViewIfNeeded()
        old?.beginAppearanceTransition(false, animated: false)
        new?.beginAppearanceTransition(true, animated: false)
        swap()
        old?.endAppearanceTransition()
        if let new, new.appearanceState == .appearing {
            new.viewIsAppearing(false)
            AppearanceTransition.pendingDidAppear.append(new)
        }
    }
}

/// The controllers a move of views takes into or out of a window (see the comment above).
@MainActor
struct AppearanceTransition {
    /// The controllers told `viewWillAppear`, waiting for the end of a layout pass to be told
    /// `viewDidAppear`, inner ones first. Weak: a window dropped before it was laid out takes
    /// its controllers with it.
    static var pendingDidAppear = WeakControllerList()

    /// The controllers that take part, outer ones first.
    let controllers: [ViewController]
    let appearing: Bool

    /// Tells the controllers of a move that they will appear or disappear; `nil` when none
    /// takes part. A controller in a container's transition (already appearing or
    /// disappearing) is left to the container; a child of a container that does not forward
    /// appearance to its children, to that container.
    init?(controllers: [ViewController], appearing: Bool) {
        guard !controllers.isEmpty else { return nil }
        let taking = controllers.filter { controller in
            guard controller.parent?.shouldAutomaticallyForwardAppearanceMethods ?? true else { return false }
            return appearing ? controller.appearanceState == .disappeared : controller.appearanceState == .appeared
        }
        guard !taking.isEmpty else { return nil }
        self.controllers = taking
        self.appearing = appearing
        for controller in taking { controller.beginAppearanceTransition(appearing, animated: false) }
    }

    /// After the move: `viewIsAppearing` (outer first) and `viewDidAppear` at the end of the
    /// next layout (inner first), or `viewDidDisappear` now (inner first).
    func finish() {
        if appearing {
            let arrived = controllers.filter { $0.appearanceState == .appearing }
            for controller in arrived { controller.viewIsAppearing(false) }
            Self.pendingDidAppear.append(contentsOf: arrived.reversed())
        } else {
            for controller in controllers.reversed() { controller.endAppearanceTransition() }
        }
    }

    /// Tells the controllers waiting `viewDidAppear`, at the end of a layout pass.
    static func flushDidAppear() {
        while !pendingDidAppear.isEmpty {
            let waiting = pendingDidAppear.controllers
            pendingDidAppear = WeakControllerList()
            for controller in waiting where controller.appearanceState == .appearing { controller.endAppearanceTransition() }
        }
    }
}
