extension View {
    /// UIKit's `layoutFittingCompressedSize`: the smallest size ``systemLayoutSizeFitting(_:)``
    /// can find.
    public nonisolated static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: the largest size ``systemLayoutSizeFitting(_:)`` can
    /// find.
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// Whether ``updateConstraints()`` is to run before the next layout.
    public var needsUpdateConstraints: Bool { constraintState?.needsUpdateConstraints ?? false }

    /// Marks the view's constraints as needing an update: its ``updateConstraints()`` runs before
    /// the next layout pass, as in UIKit.
    public func setNeedsUpdateConstraints() {
        guard !needsUpdateConstraints else { return }
        autoLayout.needsUpdateConstraints = true
        ConstraintLayout.pendingConstraintUpdates += 1
        setNeedsLayout()
    }

    /// Runs ``updateConstraints()`` now for this view and the views below it that need it,
    /// subviews first, as UIKit's `updateConstraintsIfNeeded()`.
    public func updateConstraintsIfNeeded() {
        guard ConstraintLayout.pendingConstraintUpdates > 0 else { return }
        var marked: [View] = []
        forEachInSubtree { view in
            if view.needsUpdateConstraints { marked.append(view) }
            return true
        }
        // The walk meets superviews first; subviews are updated before them.
        for view in marked.reversed() where view.needsUpdateConstraints {
            view.constraintState?.needsUpdateConstraints = false
            ConstraintLayout.pendingConstraintUpdates -= 1
            view.updateConstraints()
        }
    }

    /// Whether the view's frame is not decided by its constraints (more than one frame satisfies
    /// them equally), as UIKit's `hasAmbiguousLayout`. `false` for a view Auto Layout does not
    /// place.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let layout = constraintLayout else { return false }
        return layout.isAmbiguous(self)
    }

    /// Does nothing, as UIKit's `exerciseAmbiguityInLayout()` does outside the debugger.
    public func exerciseAmbiguityInLayout() {}

    /// The constraints that decide the view's position or size along `axis`, as UIKit's
    /// `constraintsAffectingLayout(for:)`: those that mention the view with an attribute of the
    /// axis, on it or on its ancestors.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        var view: View? = self
        while let current = view {
            for constraint in current.constraints {
                let mentionsFirst = constraint.firstItem === self && constraint.firstAttribute.axis == axis
                let mentionsSecond = constraint.secondItem === self && constraint.secondAttribute.axis == axis
                if mentionsFirst || mentionsSecond { result.append(constraint) }
            }
            view = current.superview
        }
        return result
    }
}
