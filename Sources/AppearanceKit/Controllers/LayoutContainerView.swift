/// The root view of a container view controller (UIKit's `UILayoutContainerView`): it asks the
/// controller to lay out its bars and child views when it gets a superview, whose size its
/// frame usually just took, and when its traits change (a split view collapses in compact
/// width).
@preconcurrency @MainActor
final class LayoutContainerView: View {
    /// The controller that lays out this view.
    weak var controller: (any ContentLayingOut)?

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        controller?.layoutContent()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        controller?.layoutContent()
    }
}

/// A container view controller whose ``LayoutContainerView`` asks it to lay out its content.
@preconcurrency @MainActor
protocol ContentLayingOut: AnyObject {
    /// Lays out the bars and child views in the view's bounds.
    func layoutContent()
}

extension NavigationController: ContentLayingOut {}
