import Foundation

/// The row and section changes that turn one snapshot into another, in the terms a table takes
/// them: deletions at the index paths before, insertions at those after, reloads before.
///
/// Items that stay in the same section in the same order keep their rows (and their cells);
/// an item that moves is deleted and inserted. When the sections that stay change their order,
/// there is no such change list (`nil`): the list reloads.
struct SnapshotDifference {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []

    /// Whether nothing changed.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty
    }

    init?<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let kept = oldSections.filter { new.indexOfSection($0) != nil }
        guard kept == newSections.filter({ old.indexOfSection($0) != nil }) else { return nil }
        for (index, section) in oldSections.enumerated() where new.indexOfSection(section) == nil { deletedSections.insert(index) }
        for (index, section) in newSections.enumerated() where old.indexOfSection(section) == nil { insertedSections.insert(index) }
        let reloaded = Set(new.reloadedItemIdentifiers)
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        for section in kept {
            let oldIndex = old.indexOfSection(section)!
            let newIndex = new.indexOfSection(section)!
            let oldItems = old.itemIdentifiers(inSection: section)
            let newItems = new.itemIdentifiers(inSection: section)
            let newSet = Set(newItems)
            let oldSet = Set(oldItems)
            // Items in both, in the old order; those out of the new order move (delete and insert).
            let stayingOld = oldItems.filter { newSet.contains($0) }
            let stayingNew = newItems.filter { oldSet.contains($0) }
            let moved = Set(zip(stayingOld, stayingNew).filter { $0 != $1 }.flatMap { [$0.0, $0.1] })
            for (row, item) in oldItems.enumerated() {
                if !newSet.contains(item) || moved.contains(item) {
                    deletedRows.append(IndexPath(row: row, section: oldIndex))
                } else if reloaded.contains(item) || reloadedSections.contains(section) {
                    reloadedRows.append(IndexPath(row: row, section: oldIndex))
                }
            }
            for (row, item) in newItems.enumerated() where !oldSet.contains(item) || moved.contains(item) {
                insertedRows.append(IndexPath(row: row, section: newIndex))
            }
        }
    }
}
