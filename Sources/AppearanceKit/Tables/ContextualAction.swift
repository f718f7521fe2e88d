/// An action shown when a row is swiped, as UIKit's `UIContextualAction`.
///
/// ```swift
/// let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, done in
///     contacts.remove(at: indexPath.row)
///     done(true)
/// }
/// delete.backgroundColor = .systemRed
/// ```
@preconcurrency @MainActor
public final class ContextualAction {
    /// How the action is drawn.
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// A plain action (grey by default).
        case normal
        /// An action that removes data (red by default).
        case destructive
    }

    /// What runs when the action is chosen: the action, the view it was shown in, and a
    /// closure to call with whether the action was done.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// How the action is drawn.
    public let style: Style
    /// The title.
    public var title: String?
    /// The image, shown above or in place of the title.
    public var image: Image?
    /// The colour behind the action; `nil` uses the style's (red for destructive, grey otherwise).
    public var backgroundColor: Color?
    /// What runs when the action is chosen.
    public let handler: Handler

    /// An action of `style` with `title`, running `handler` when chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// Runs the handler as if the user chose the action in `view`; returns what the handler
    /// reported (`false` if it has not called its closure by the time it returns).
    @discardableResult
    public func perform(in view: View) -> Bool {
        var done = false
        handler(self, view) { done = $0 }
        return done
    }
}
