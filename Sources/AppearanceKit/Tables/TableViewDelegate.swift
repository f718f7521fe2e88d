public import Foundation

/// The object that sizes a table view's rows, gives it header and footer views and follows
/// selection and display, as UIKit's `UITableViewDelegate` (a ``ScrollViewDelegate``).
///
/// Every method is optional; the defaults do what UIKit does when a delegate leaves a method
/// out: the table's ``TableView/rowHeight`` and section heights, no custom header or footer
/// views, rows that can be selected. See ``TableViewDataSource`` for how defaults and
/// subclasses meet without Objective-C.
///
/// ```swift
/// extension ContactsViewController: TableViewDelegate {
///     func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
///         TableView.automaticDimension
///     }
///     func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
///         navigationController?.pushViewController(DetailViewController(contact: contacts[indexPath.row]), animated: true)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The height of the row (the table's ``TableView/rowHeight`` by default);
    /// ``TableView/automaticDimension`` sizes the row to its cell.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height the table assumes for a row it has not made yet (its
    /// ``TableView/estimatedRowHeight`` by default).
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the header of `section` (the table's ``TableView/sectionHeaderHeight`` by default).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the footer of `section` (the table's ``TableView/sectionFooterHeight`` by default).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A view for the header of `section`, in place of the title's (none by default).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view for the footer of `section`, in place of the title's (none by default).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The cell is about to be shown for the row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The header view is about to be shown for the section.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// The footer view is about to be shown for the section.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// The cell no longer shows the row (it scrolled out of view, or the data reloaded).
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// Whether the row highlights when touched (`true` by default).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row to select in place of the one touched, or `nil` to select none (the row by default).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by the user.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row to deselect in place of the one given, or `nil` (the row by default).
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was deselected by the user.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The detail button of the row's accessory was touched.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The editing control the row shows in editing mode (`.delete` by default).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The actions shown when the row is swiped from the leading edge (none by default).
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions shown when the row is swiped from the trailing edge (none by default).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// How many indentation steps the row's content is moved by (0 by default).
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
}

extension TableViewDelegate {
    /// The table's row height.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's estimated row height.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's section header height.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's section footer height.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// No view: the title's, if any.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view: the title's, if any.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Every row highlights.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The row touched.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// The row given.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// `.delete`.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        .delete
    }
    /// None.
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// None.
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// 0.
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
}
