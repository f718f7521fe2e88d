/// The view of a ``PopoverController``: its container is the popover controller, which sits
/// between it and the window (R5), as a view controller sits above its root view.
@preconcurrency @MainActor
final class PopoverView: View {
    /// The popover this view shows.
    weak var popover: PopoverController?

    /// The popover controller, else the superview.
    override var appearanceContainer: (any AppearanceContainer)? { popover ?? superview }

    /// Only without a popover controller is the superview the container.
    override func appearanceIsDirectlyContained(in container: AnyObject) -> Bool {
        popover == nil && super.appearanceIsDirectlyContained(in: container)
    }
}
