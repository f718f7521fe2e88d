public import Foundation

/// A view controller whose view is a table it is the data source and delegate of, as UIKit's
/// `UITableViewController`.
///
/// It declares every ``TableViewDataSource`` and ``TableViewDelegate`` method, so a subclass
/// overrides the ones it needs, as apps do in UIKit:
///
/// ```swift
/// final class SettingsViewController: TableViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.register(TableViewCell.self, forCellReuseIdentifier: "setting")
///     }
///     override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
///     override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
///         cell.textLabel?.text = "Setting \(indexPath.row + 1)"
///         return cell
///     }
/// }
/// ```
@preconcurrency @MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The style the controller's table is made with.
    private let tableStyle: TableView.Style

    /// The table: the controller's view, as UIKit's `tableView` (setting it replaces the view).
    public var tableView: TableView! {
        get { view as? TableView }
        set { if let newValue { view = newValue } }
    }

    /// Whether the selected rows are deselected each time the table is about to appear.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`, as UIKit's `init(style:)`.
    public init(style: TableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table, as UIKit's `init(nibName:bundle:)`.
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller from an archive, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// Makes the table, with this controller as its data source and delegate.
    override open func loadView() {
        let table = TableView(frame: .zero, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is on.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = tableView, let selected = table.indexPathsForSelectedRows else { return }
        for indexPath in selected { table.deselectRow(at: indexPath, animated: animated) }
    }

    // MARK: - Data source

    /// One section.
    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No rows: override it.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// Override it: a table view controller has no cells of its own.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        preconditionFailure("\(type(of: self)) must override tableView(_:cellForRowAt:) to give the cell of row \(indexPath.row)")
    }
    /// No header title.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row can be moved.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// The section at the title's index.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Does nothing.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: - Delegate

    /// The table's row height.
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's estimated row height.
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's section header height.
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's section footer height.
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// No view: the title's, if any.
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No view: the title's, if any.
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Every row highlights.
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// The row touched.
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// The row given.
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// `.delete`.
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// None.
    open func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// None.
    open func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    /// 0.
    open func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    // MARK: - Scroll view delegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
