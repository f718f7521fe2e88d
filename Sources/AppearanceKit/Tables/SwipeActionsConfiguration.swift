/// The actions a swiped row shows, as UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
public final class SwipeActionsConfiguration {
    /// The actions, from the edge swiped inwards.
    public let actions: [ContextualAction]
    /// Whether a full swipe performs the first action (`true` by default).
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
