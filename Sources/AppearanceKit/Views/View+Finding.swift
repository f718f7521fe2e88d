// Finding views: up the superview chain (the window, an ancestor) and down the subtree (by
// accessibility identifier or tag), by the subtree walk every search shares.

extension View {
    /// The window this view is in, if any.
    public var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this view included, depth first) whose
    /// ``accessibilityIdentifier`` is `identifier`.
    public func viewWithIdentifier(_ identifier: String) -> View? {
        firstInSubtree { $0.accessibilityIdentifier == identifier }
    }

    /// The first view in this subtree (this view included, depth first) whose ``tag`` is
    /// `tag`, as UIKit's `viewWithTag(_:)`.
    public func viewWithTag(_ tag: Int) -> View? {
        firstInSubtree { $0.tag == tag }
    }

    /// The first view in this subtree, this view first and then depth first, that `matches`.
    private func firstInSubtree(where matches: (View) -> Bool) -> View? {
        var found: View?
        forEachInSubtree { view in
            guard matches(view) else { return true }
            found = view
            return false
        }
        return found
    }
}
