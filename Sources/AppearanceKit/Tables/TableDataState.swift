import Foundation

/// What a table view with a data source keeps between layout passes: the registrations, the
/// reuse queues, the cells on screen and where every row is.
///
/// Kept in one object (a stored property of ``TableView``) so the table's files add behaviour
/// in extensions without each needing storage in the class.
@MainActor
final class TableDataState {
    /// How the cells of each reuse identifier are made.
    var cellMakers: [String: () -> TableViewCell] = [:]
    /// How the header and footer views of each reuse identifier are made.
    var headerFooterMakers: [String: () -> TableViewHeaderFooterView] = [:]
    /// Cells off screen, waiting to be dequeued.
    var reusableCells = ReuseQueue<TableViewCell>()
    /// Header and footer views off screen, waiting to be dequeued.
    var reusableHeaderFooters = ReuseQueue<TableViewHeaderFooterView>()

    /// The number of rows of each section, as last asked of the data source; `nil` until the
    /// table asks (at its next layout, or when the app asks for a count).
    var rowCounts: [Int]?
    /// Whether the next layout asks the data source for everything again (``TableView/reloadData()``).
    var needsReload = true
    /// The cells on screen, by row.
    var visibleCells: [IndexPath: TableViewCell] = [:]
    /// The row each cell on screen shows.
    var rowOfCell: [ObjectIdentifier: IndexPath] = [:]
    /// The header and footer views on screen, by section.
    var headerViews: [Int: View] = [:]
    /// The footer views on screen, by section.
    var footerViews: [Int: View] = [:]
    /// Where each row is (in content coordinates) at the last layout, section by section; rows
    /// not yet made have their estimated height.
    var rowFrames: [[CGRect]] = []
    /// Where each section's header, rows and footer are, at the last layout.
    var sectionFrames: [CGRect] = []
    /// The heights of rows sized by their cells, as last measured: a row scrolled above the
    /// view keeps its height without its cell being made again.
    var measuredHeights: [IndexPath: Double] = [:]
    /// The titles of the section index, as the data source last gave them.
    var sectionIndexTitles: [String] = []
    /// The selected rows.
    var selectedRows: [IndexPath] = []
    /// The updates of a `performBatchUpdates` or `beginUpdates` in progress.
    var updates = PendingUpdates()
}
