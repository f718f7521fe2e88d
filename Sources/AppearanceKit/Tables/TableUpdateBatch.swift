import Foundation

/// The row and section changes an app announces to a table (`insertRows`, `deleteRows`, …),
/// gathered until they are applied together, as UIKit's batch updates are: deletions in the
/// index paths before the change, insertions in those after it.
struct TableUpdateBatch {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var insertedSections: IndexSet = []
    var deletedSections: IndexSet = []
    var reloadedSections: IndexSet = []

    /// The section after the change that `oldSection` became, or `nil` when it was deleted.
    func newSection(of oldSection: Int) -> Int? {
        guard !deletedSections.contains(oldSection) else { return nil }
        var section = oldSection - deletedSections.count(in: 0..<oldSection)
        for inserted in insertedSections.sorted() where inserted <= section { section += 1 }
        return section
    }

    /// The index path after the change of the row that was at `old`, or `nil` when it was
    /// deleted or reloaded (its cell is then asked for again).
    func newIndexPath(of old: IndexPath) -> IndexPath? {
        guard let section = newSection(of: old.section), !reloadedSections.contains(old.section),
            !deletedRows.contains(old), !reloadedRows.contains(old)
        else { return nil }
        var row = old.row - deletedRows.filter { $0.section == old.section && $0.row < old.row }.count
        for inserted in insertedRows.filter({ $0.section == section }).map(\.row).sorted() where inserted <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }

    /// Why the counts after the change do not follow from those before and the change, as
    /// UIKit's "Invalid update" message (about `noun`s: a table's rows, a collection view's
    /// items), or `nil` when they do.
    func inconsistency(before: [Int], after: [Int], noun: String = "rows") -> String? {
        let expectedSections = before.count + insertedSections.count - deletedSections.count
        guard after.count == expectedSections else {
            return "invalid number of sections. The number of sections after the update (\(after.count)) must be equal to "
                + "the number of sections before the update (\(before.count)), plus or minus the number of sections inserted "
                + "or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)"
        }
        for (oldSection, oldCount) in before.enumerated() {
            guard let section = newSection(of: oldSection), !reloadedSections.contains(oldSection), after.indices.contains(section)
            else { continue }
            let inserted = insertedRows.filter { $0.section == section }.count
            let deleted = deletedRows.filter { $0.section == oldSection }.count
            if after[section] != oldCount + inserted - deleted {
                return "invalid number of \(noun) in section \(section). The number of \(noun) contained in an existing section "
                    + "after the update (\(after[section])) must be equal to the number of \(noun) contained in that section "
                    + "before the update (\(oldCount)), plus or minus the number of \(noun) inserted or deleted from that "
                    + "section (\(inserted) inserted, \(deleted) deleted)"
            }
        }
        return nil
    }
}
