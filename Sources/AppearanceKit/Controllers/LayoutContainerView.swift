/// The root view of a ``NavigationController`` (UIKit's `UILayoutContainerView`): it asks the
/// controller to lay out its bars and the shown view when it gets a superview, whose size its
/// frame usually just took.
@preconcurrency @MainActor
final class LayoutContainerView: View {
    /// The controller that lays out this view.
    weak var controller: NavigationController?

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        controller?.layoutContent()
    }
}
