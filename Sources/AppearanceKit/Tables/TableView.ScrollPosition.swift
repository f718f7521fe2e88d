extension TableView {
    /// Where a row ends up when the table scrolls to it: UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Hashable, Sendable, CaseIterable {
        /// As little scrolling as brings the row into view.
        case none
        /// The row at the top of the table.
        case top
        /// The row in the middle of the table.
        case middle
        /// The row at the bottom of the table.
        case bottom
    }

    /// How inserted, deleted and reloaded rows would animate: UIKit's
    /// `UITableView.RowAnimation`. Nothing animates here: the rows are where they end up.
    public enum RowAnimation: Int, Hashable, Sendable, CaseIterable {
        /// Fades.
        case fade
        /// Slides from or to the right.
        case right
        /// Slides from or to the left.
        case left
        /// Slides from or to the top.
        case top
        /// Slides from or to the bottom.
        case bottom
        /// No animation.
        case none
        /// Keeps the middle.
        case middle
        /// The system's choice.
        case automatic = 100
    }
}
