extension View {
    /// The constraints installed on this view (by ``addConstraint(_:)`` or by activating a
    /// constraint whose items' nearest common ancestor is this view), as UIKit's `constraints`.
    public var constraints: [NSLayoutConstraint] { constraintState?.constraints ?? [] }

    /// Installs `constraint` on this view, as UIKit's `addConstraint(_:)`: its items must be
    /// this view or views (and layout guides) in its subtree.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owningView !== self else { return }
        constraint.owningView?.removeConstraint(constraint)
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            guard let view = LayoutItemReference.view(of: item), view === self || view.isDescendant(of: self) else {
                LayoutMessages.report(
                    "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, the "
                        + "constraint's items must be descendants of that view (or the view itself).")
                return
            }
        }
        autoLayout.constraints.append(constraint)
        constraint.owningView = self
        for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 }) {
            LayoutItemReference.view(of: item)?.autoLayout.isConstrained = true
        }
        ConstraintLayout.installedConstraintCount += 1
        constraintStructureDidChange()
    }

    /// Installs each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from this view, as UIKit's `removeConstraint(_:)`; it is inactive
    /// afterwards.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.owningView === self, let state = constraintState,
            let index = state.constraints.firstIndex(where: { $0 === constraint })
        else { return }
        state.constraints.remove(at: index)
        constraint.owningView = nil
        ConstraintLayout.installedConstraintCount -= 1
        constraint.layoutSystem?.constraintDidDeactivate(constraint)
        constraintStructureDidChange()
    }

    /// Removes each of `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: - For the hierarchy

    /// The nearest view that is this one or an ancestor of both, `nil` in different trees.
    func nearestCommonAncestor(with other: View) -> View? {
        var ancestors: Set<ObjectIdentifier> = []
        var view: View? = self
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = other
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }

    /// The top of this view's hierarchy: the view without a superview above it.
    var hierarchyRoot: View {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// The solver of this view's hierarchy, if it has been laid out with constraints.
    var constraintLayout: ConstraintLayout? { hierarchyRoot.constraintState?.layout }

    /// Tells the hierarchy's solver that what it solves changed (a constraint, a view moved, a
    /// view's `translatesAutoresizingMaskIntoConstraints`): it is built again at the next
    /// layout, and this view and its superview lay out.
    func constraintStructureDidChange() {
        guard ConstraintLayout.isInUse else { return }
        hierarchyRoot.constraintState?.layout?.needsRebuild = true
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// As UIKit does when a view leaves its superview: the constraints of the views above it
    /// that mention it or a view below it are removed (they would relate different
    /// hierarchies), and both hierarchies are solved again.
    func constraintsWillDetach(from superview: View) {
        var subtree: Set<ObjectIdentifier> = []
        forEachInSubtree { view in
            subtree.insert(ObjectIdentifier(view))
            return true
        }
        func leaves(_ item: AnyObject?) -> Bool {
            guard let item, let view = LayoutItemReference.view(of: item) else { return false }
            return subtree.contains(ObjectIdentifier(view))
        }
        var ancestor: View? = superview
        while let current = ancestor {
            for constraint in current.constraints where leaves(constraint.firstItem) || leaves(constraint.secondItem) {
                current.removeConstraint(constraint)
            }
            ancestor = current.superview
        }
        superview.hierarchyRoot.constraintState?.layout?.needsRebuild = true
        constraintState?.layout = nil
    }
}

/// What a constraint's item is, for the hierarchy: a view, or the view owning a layout guide.
enum LayoutItemReference {
    @MainActor static func view(of item: AnyObject) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }
}
