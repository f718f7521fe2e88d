/// The marks the layout pass keeps on a view.
struct LayoutMarks: OptionSet {
    let rawValue: UInt8

    /// The view's ``View/layoutSubviews()`` is to run in the next pass.
    static let needsLayout = LayoutMarks(rawValue: 1 << 0)
    /// Some view below this one needs layout: the pass goes down through this view.
    static let descendantNeedsLayout = LayoutMarks(rawValue: 1 << 1)
    /// Every view of this subtree is to be laid out in the next pass: it was restyled, and new
    /// fonts and texts may change any size in it.
    static let subtreeNeedsLayout = LayoutMarks(rawValue: 1 << 2)
    /// The frame is the layout's, not the app's: the app never gave the view a frame of
    /// non-zero size, so its superview's layout places it.
    static let automaticFrame = LayoutMarks(rawValue: 1 << 3)
}

// UIKit's layout pass: views are marked as needing layout when they enter a window (or any
// superview), when their size changes, when they are restyled and when the app asks; the pass
// runs at the window's next layout point (`layoutIfNeeded()`, `makeKeyAndVisible()`, a
// picture being drawn) and calls `layoutSubviews()` on each marked view, superviews before
// their subviews, so that each view lays out in its final size.
extension View {
    /// The value of ``intrinsicContentSize`` in a dimension where the view has no size of its
    /// own, as UIKit's `UIView.noIntrinsicMetric`.
    public nonisolated static let noIntrinsicMetric: CGFloat = -1

    /// The view's own area: origin zero, the size of its ``frame``, as in UIKit. Setting it
    /// changes the frame's size around its ``center`` (the origin set is ignored: the kit has no
    /// scrolling by bounds; a scroll view scrolls by its content offset).
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set {
            let center = center
            frame = CGRect(
                x: center.x - newValue.size.width / 2, y: center.y - newValue.size.height / 2,
                width: newValue.size.width, height: newValue.size.height)
        }
    }

    /// The middle of the ``frame`` in the superview's coordinates. Setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.size.width / 2, y: newValue.y - frame.size.height / 2)
        }
    }

    /// Whether subviews and content are clipped to the view's bounds (and its layer's corner
    /// radius): the layer's ``Layer/masksToBounds``, as in UIKit.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the next layout pass will call this view's ``layoutSubviews()``.
    public var needsLayout: Bool { layoutMarks.contains(.needsLayout) }

    /// Marks this view as needing layout: its ``layoutSubviews()`` runs in the window's next
    /// pass (``layoutIfNeeded()``), as in UIKit.
    public func setNeedsLayout() {
        guard !layoutMarks.contains(.needsLayout) else { return }
        layoutMarks.insert(.needsLayout)
        markAncestorsForLayout()
    }

    /// Lays out this view's subtree now where it needs it, superviews before their subviews, as
    /// UIKit's `layoutIfNeeded()`: each marked view's ``layoutSubviews()`` runs, and a view
    /// whose size that changed lays out in turn.
    ///
    /// ```swift
    /// window.addSubview(card)
    /// window.layoutIfNeeded()
    /// card.frame          // placed by the window
    /// ```
    public func layoutIfNeeded() {
        // UIKit's update-constraints pass comes before the layout: the constraints an
        // `updateConstraints()` changes mark the views they place.
        if ConstraintLayout.pendingConstraintUpdates > 0 { updateConstraintsIfNeeded() }
        // The views waiting to be visited are kept on the heap, not the call stack, so a
        // hierarchy of any depth is laid out in constant stack space (#12).
        var pending: [(view: View, force: Bool)] = [(self, false)]
        while let (view, inherited) = pending.popLast() {
            let marks = view.layoutMarks
            let force = inherited || marks.contains(.subtreeNeedsLayout)
            view.layoutMarks.subtract([.descendantNeedsLayout, .subtreeNeedsLayout])
            let laysOut = force || marks.contains(.needsLayout)
            if laysOut { view.runLayoutSubviews() }
            // After a view's own layout its subviews may have new sizes: each is looked at.
            guard laysOut || marks.contains(.descendantNeedsLayout) else { continue }
            let subviews = view.subviews
            for subview in subviews.reversed() where force || laysOut || subview.layoutMarks.needsVisit {
                pending.append((subview, force))
            }
        }
        // The controllers that appeared since the last pass are told once they are laid out.
        if !AppearanceTransition.pendingDidAppear.isEmpty, window != nil { AppearanceTransition.flushDidAppear() }
    }

    /// Gives this view the size ``sizeThatFits(_:)`` returns for its current size, keeping its
    /// origin, as UIKit's `sizeToFit()`.
    public func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    /// Tells the layout that ``intrinsicContentSize`` changed: the view and its superview (which
    /// sizes it) lay out again in the next pass.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Marks the restyled subtree as needing layout (new fonts and texts may change any size in
    /// it), and the superview that places it: the engine calls it after a walk from this view.
    public func appearanceDidStyleSubtree() {
        setSubtreeNeedsLayout()
    }

    // MARK: - For the kit

    /// Whether the layout places this view (the app gave it no frame of non-zero size).
    /// A view placed by Auto Layout (`translatesAutoresizingMaskIntoConstraints` off) is not:
    /// its constraints place it; nor is a view with an ``autoresizingMask``: the mask sizes it.
    var hasAutomaticFrame: Bool {
        layoutMarks.contains(.automaticFrame) && translatesAutoresizingMaskIntoConstraints
            && (!View.autoresizingIsInUse || autoresizingMask.isEmpty)
    }

    /// The size of the frame the app gave this view, or zero when the layout places it.
    /// (Whether the kit's rules or Auto Layout place it does not matter here: neither frame is
    /// the app's.)
    var explicitFrameSize: CGSize { layoutMarks.contains(.automaticFrame) ? .zero : frame.size }

    /// Sets the frame as the layout pass does: the frame stays the layout's (``hasAutomaticFrame``
    /// does not change), and a new size marks only this view, not the superview laying it out.
    package func setFrameFromLayout(_ frame: CGRect) {
        setFrame(frame, fromLayout: true)
    }

    /// Sets ``frame``; a frame set by the app (not `fromLayout`) is the app's when its size is
    /// non-zero. A new size marks this view as needing layout, and its superview too unless the
    /// superview is the one placing it.
    func setFrame(_ newValue: CGRect, fromLayout: Bool) {
        let oldSize = frameStorage.size
        let resized = newValue.size != oldSize
        frameStorage = newValue
        if !fromLayout {
            if newValue.size == .zero {
                layoutMarks.insert(.automaticFrame)
            } else {
                layoutMarks.remove(.automaticFrame)
            }
        }
        guard resized else { return }
        if View.autoresizingIsInUse { resizeSubviews(withOldSize: oldSize) }
        setNeedsLayout()
        if !fromLayout, let superview, superview !== View.viewLayingOut { superview.setNeedsLayout() }
    }

    /// Marks this subtree as restyled: every view of it lays out in the next pass (new fonts or
    /// texts may change any size in it), and so does the superview that places it.
    package func setSubtreeNeedsLayout() {
        layoutMarks.insert(.subtreeNeedsLayout)
        setNeedsLayout()
        superview?.setNeedsLayout()
        markAncestorsForLayout()
    }

    /// The view whose ``layoutSubviews()`` is running: frames it gives its subviews do not mark
    /// it again.
    private static var viewLayingOut: View?

    /// Runs ``layoutSubviews()`` as the pass does.
    private func runLayoutSubviews() {
        layoutMarks.remove(.needsLayout)
        let outer = View.viewLayingOut
        View.viewLayingOut = self
        // A controller's root view: its controller hears of the layout around it, as in UIKit.
        let controller = controllerOfRootView
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
        View.viewLayingOut = outer
    }

    /// Marks every ancestor as leading to a view that needs layout, up to the first one already
    /// marked (its own ancestors are marked already).
    private func markAncestorsForLayout() {
        var view = superview
        while let current = view, !current.layoutMarks.contains(.descendantNeedsLayout) {
            current.layoutMarks.insert(.descendantNeedsLayout)
            view = current.superview
        }
    }
}

extension LayoutMarks {
    /// Whether the pass has anything to do at or below a view with these marks.
    var needsVisit: Bool { !isDisjoint(with: [.needsLayout, .descendantNeedsLayout, .subtreeNeedsLayout]) }
}
