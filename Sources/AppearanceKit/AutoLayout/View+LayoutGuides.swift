extension View {
    /// The app's layout guides on this view.
    public var layoutGuides: [LayoutGuide] { constraintState?.layoutGuides ?? [] }

    /// Adds `guide` to this view: its anchors can then be constrained to the view's subtree.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        autoLayout.layoutGuides.append(guide)
        guide.owningView = self
        constraintStructureDidChange()
    }

    /// Removes `guide` from this view, with the constraints that mention it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard let state = constraintState, let index = state.layoutGuides.firstIndex(where: { $0 === guide }) else { return }
        var ancestor: View? = self
        while let current = ancestor {
            for constraint in current.constraints where constraint.firstItem === guide || constraint.secondItem === guide {
                current.removeConstraint(constraint)
            }
            ancestor = current.superview
        }
        state.layoutGuides.remove(at: index)
        guide.owningView = nil
        constraintStructureDidChange()
    }

    // MARK: - Margins, safe area, readable content

    /// The layout margins by leading and trailing edge, as UIKit's `directionalLayoutMargins`
    /// (the kit lays out left to right: leading is left).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            layoutMargins = EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The margins of a view whose app set none: a view controller's root view has the
    /// controller's minimum margins (when it respects them), any other view 8 points a side.
    var defaultLayoutMargins: EdgeInsets {
        guard let controller = owningViewController, controller.viewRespectsSystemMinimumLayoutMargins else {
            return ViewConstraintState.defaultLayoutMargins
        }
        let minimum = controller.systemMinimumLayoutMargins
        return EdgeInsets(top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
    }

    /// Whether the margins grow to the superview's where the view reaches into them. Kept, as
    /// UIKit's (the kit's margins are the view's own).
    public var preservesSuperviewLayoutMargins: Bool {
        get { constraintState?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue }
    }

    /// The area of the view not covered by bars, the status bar or the home indicator, as
    /// UIKit's `safeAreaInsets`. The kit draws no system bars over a view, so it is zero unless
    /// a view controller adds to it (``ViewController/additionalSafeAreaInsets``).
    public var safeAreaInsets: EdgeInsets {
        owningViewController?.additionalSafeAreaInsets ?? .zero
    }

    /// The view's bounds inset by its ``layoutMargins``, as a layout guide.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.margins) }

    /// The view's bounds inset by its ``safeAreaInsets``, as a layout guide.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

    /// The margins guide narrowed to a comfortable line length (at most 672 points, centred),
    /// as UIKit's `readableContentGuide`.
    public var readableContentGuide: LayoutGuide { systemGuide(.readableContent) }

    /// The guide the view makes for `role`, made the first time it is asked for.
    private func systemGuide(_ role: LayoutGuide.Role) -> LayoutGuide {
        let state = autoLayout
        if let guide = state.systemGuides[role] { return guide }
        let guide = LayoutGuide(role: role, owningView: self)
        state.systemGuides[role] = guide
        return guide
    }
}
