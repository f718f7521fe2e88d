public import Foundation

// Changing a collection view's items, as UIKit's collection view takes the changes:
// `reloadData()` asks for everything again; inserting, deleting and reloading items and
// sections keep the cells of the items that stay (at their new index paths) and check that the
// data source's counts agree with the change, stopping with UIKit's "Invalid update" message
// when they do not. Changes made inside `performBatchUpdates` are applied together. The same
// batch as a table's gathers them (`TableUpdateBatch`: rows and items are the same index).
extension CollectionView {
    /// Asks the data source for every section, item and view again at the next layout, as
    /// UIKit's `reloadData()`.
    public func reloadData() {
        dataState.needsReload = true
        dataState.updates.discard()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Asks for the cells of `indexPaths` again, as UIKit's `reloadItems(at:)`.
    public func reloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloadedRows += indexPaths }
    }

    /// Adds items at `indexPaths` (index paths after the change), which the data source already
    /// counts, as UIKit's `insertItems(at:)`.
    public func insertItems(at indexPaths: [IndexPath]) {
        update { $0.insertedRows += indexPaths }
    }

    /// Removes the items at `indexPaths` (index paths before the change), which the data source
    /// no longer counts, as UIKit's `deleteItems(at:)`.
    public func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deletedRows += indexPaths }
    }

    /// Moves an item: a deletion at `indexPath` and an insertion at `newIndexPath`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update {
            $0.deletedRows.append(indexPath)
            $0.insertedRows.append(newIndexPath)
        }
    }

    /// Adds `sections` (indexes after the change), as UIKit's `insertSections(_:)`.
    public func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Removes `sections` (indexes before the change), as UIKit's `deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Asks for everything in `sections` again, as UIKit's `reloadSections(_:)`.
    public func reloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Applies the changes `updates` makes together, then calls `completion` with `true`, as
    /// UIKit's `performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        dataState.updates.begin()
        updates?()
        if let batch = dataState.updates.end() { apply(batch) }
        completion?(true)
    }

    /// Adds a change to the batch in progress, or applies it alone.
    private func update(_ change: (inout TableUpdateBatch) -> Void) {
        if let batch = dataState.updates.record(change) { apply(batch) }
    }

    /// Checks the data source's new counts against the change and moves the views on screen to
    /// their new items; cells of deleted and reloaded items leave, and are asked for again.
    private func apply(_ batch: TableUpdateBatch) {
        let state = dataState
        guard dataSource != nil, !state.needsReload, let before = state.itemCounts else {
            // Nothing loaded yet: the next layout asks for everything anyway.
            setNeedsLayout()
            return
        }
        state.itemCounts = nil
        let after = loadedItemCounts()
        if let problem = batch.inconsistency(before: before, after: after, noun: "items") {
            preconditionFailure("CollectionView: Invalid update: \(problem)")
        }
        var moved: [CollectionElementKey: CollectionReusableView] = [:]
        for (key, view) in state.visibleViews.sorted(by: { $0.key < $1.key }) {
            if key.kind == nil, let newIndexPath = batch.newIndexPath(of: key.indexPath) {
                moved[CollectionElementKey(kind: nil, indexPath: newIndexPath)] = view
            } else {
                // Supplementary views are asked for again: their sections may have moved.
                endDisplaying(view, key: key)
            }
        }
        state.visibleViews = moved
        state.elementOfView = Dictionary(uniqueKeysWithValues: moved.map { (ObjectIdentifier($0.value), $0.key) })
        state.selectedItems = state.selectedItems.compactMap { batch.newIndexPath(of: $0) }
        state.measuredSizes = Dictionary(
            state.measuredSizes.compactMap { key, size in
                key.kind == nil ? batch.newIndexPath(of: key.indexPath).map { (CollectionElementKey(kind: nil, indexPath: $0), size) } : nil
            }, uniquingKeysWith: { first, _ in first })
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }
}
