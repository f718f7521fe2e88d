public import Foundation

// Changing a table's rows, as UIKit's table takes the changes: `reloadData()` asks for
// everything again; inserting, deleting and reloading rows and sections keep the cells of the
// rows that stay (at their new index paths) and check that the data source's counts agree with
// the change, stopping with UIKit's "Invalid update" message when they do not. Changes made
// inside `performBatchUpdates` (or `beginUpdates`/`endUpdates`) are applied together.
extension TableView {
    /// Asks the data source for every section, row and cell again at the next layout, as
    /// UIKit's `reloadData()`.
    public func reloadData() {
        dataState.needsReload = true
        dataState.updates.discard()
        setNeedsLayout()
    }

    /// Asks for the cells of `indexPaths` again (there is no animation here).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.reloadedRows += indexPaths }
    }

    /// Asks for everything in `sections` again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Adds rows at `indexPaths` (index paths after the change), which the data source already
    /// counts.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.insertedRows += indexPaths }
    }

    /// Removes the rows at `indexPaths` (index paths before the change), which the data source
    /// no longer counts.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        update { $0.deletedRows += indexPaths }
    }

    /// Moves a row: a deletion at `indexPath` and an insertion at `newIndexPath`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update {
            $0.deletedRows.append(indexPath)
            $0.insertedRows.append(newIndexPath)
        }
    }

    /// Adds `sections` (indexes after the change).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Removes `sections` (indexes before the change).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Applies the changes `updates` makes together, then calls `completion` with `true`, as
    /// UIKit's `performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Starts gathering changes to apply together at the matching ``endUpdates()``.
    public func beginUpdates() {
        dataState.updates.begin()
    }

    /// Applies the changes gathered since the outermost ``beginUpdates()``.
    public func endUpdates() {
        if let batch = dataState.updates.end() { apply(batch) }
    }

    /// Turns editing mode on or off (there is no animation here), as UIKit's
    /// `setEditing(_:animated:)`.
    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// Adds a change to the batch in progress, or applies it alone.
    private func update(_ change: (inout TableUpdateBatch) -> Void) {
        if let batch = dataState.updates.record(change) { apply(batch) }
    }

    /// Checks the data source's new counts against the change and moves the cells on screen to
    /// their new rows; cells of deleted and reloaded rows leave, and are asked for again.
    private func apply(_ batch: TableUpdateBatch) {
        let state = dataState
        guard dataSource != nil, !state.needsReload, let before = state.rowCounts else {
            // Nothing loaded yet: the next layout asks for everything anyway.
            setNeedsLayout()
            return
        }
        state.rowCounts = nil
        let after = loadedRowCounts()
        if let problem = batch.inconsistency(before: before, after: after) {
            preconditionFailure("TableView: Invalid update: \(problem)")
        }
        var moved: [IndexPath: TableViewCell] = [:]
        for (indexPath, cell) in state.visibleCells.sorted(by: { $0.key < $1.key }) {
            if let newIndexPath = batch.newIndexPath(of: indexPath) {
                moved[newIndexPath] = cell
            } else {
                delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                recycle(cell)
            }
        }
        state.visibleCells = moved
        state.rowOfCell = Dictionary(uniqueKeysWithValues: moved.map { (ObjectIdentifier($0.value), $0.key) })
        state.selectedRows = state.selectedRows.compactMap { batch.newIndexPath(of: $0) }
        state.measuredHeights = Dictionary(
            state.measuredHeights.compactMap { old, height in batch.newIndexPath(of: old).map { ($0, height) } },
            uniquingKeysWith: { first, _ in first })
        for view in state.headerViews.values { recycle(headerOrFooter: view) }
        for view in state.footerViews.values { recycle(headerOrFooter: view) }
        state.headerViews.removeAll()
        state.footerViews.removeAll()
        setNeedsLayout()
    }
}
