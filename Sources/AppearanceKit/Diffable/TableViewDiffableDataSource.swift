public import Foundation

/// A table's data source that shows a snapshot of identifiers, as UIKit's
/// `UITableViewDiffableDataSource`: apply a new snapshot and the table inserts, deletes and
/// reloads the rows that differ, keeping the cells of the rows that stay.
///
/// ```swift
/// dataSource = TableViewDiffableDataSource<Section, Contact.ID>(tableView: tableView) { table, indexPath, id in
///     let cell = table.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///     cell.textLabel?.text = contacts[id]?.name
///     return cell
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// The table holds its data source weakly, as in UIKit: keep the data source alive (in the
/// controller). Subclass it to give header titles or editing, overriding the data source methods.
@preconcurrency @MainActor
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    TableViewDataSource
{
    /// Makes the cell for an item: usually dequeues one and fills it.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?
    /// The snapshots this data source takes.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// How rows would animate when a snapshot is applied with differences (nothing animates here).
    public var defaultRowAnimation: TableView.RowAnimation = .automatic

    /// A data source for `tableView` (which it becomes the data source of) making cells with
    /// `cellProvider`.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows `snapshot`: with `animatingDifferences`, the rows that differ are inserted, deleted
    /// and reloaded (there is no animation here); without, the table reloads. `completion` runs
    /// once the table has the new rows.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        current = snapshot
        guard let tableView else {
            completion?()
            return
        }
        if animatingDifferences, let difference = SnapshotDifference(from: previous, to: snapshot) {
            guard !difference.isEmpty else {
                completion?()
                return
            }
            let animation = defaultRowAnimation
            tableView.performBatchUpdates {
                tableView.deleteSections(difference.deletedSections, with: animation)
                tableView.insertSections(difference.insertedSections, with: animation)
                tableView.deleteRows(at: difference.deletedRows, with: animation)
                tableView.insertRows(at: difference.insertedRows, with: animation)
                tableView.reloadRows(at: difference.reloadedRows, with: animation)
            }
        } else {
            tableView.reloadData()
        }
        completion?()
    }

    /// Shows `snapshot` by reloading the table, as UIKit's `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> Snapshot { current }

    /// The item at `indexPath`, or `nil`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(atSection: indexPath.section, row: indexPath.row)
    }

    /// Where the item `identifier` is, or `nil`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: itemIdentifier).map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The section at `index`, or `nil`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// The index of the section `identifier`, or `nil`.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: - Data source

    /// The snapshot's sections.
    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    /// The items of the section.
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.numberOfItems(atSection: section)
    }

    /// The cell provider's cell for the item (it must give one, as in UIKit).
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure(
                "TableViewDiffableDataSource: the cell provider returned no cell for row \(indexPath.row) of section \(indexPath.section)")
        }
        return cell
    }

    /// No header title: override it to give one.
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title: override it to give one.
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No row can be edited: override it to allow editing.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// No row can be moved: override it to allow moving.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// No section index.
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// The section at the title's index.
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Does nothing: override it to commit a deletion or insertion.
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Does nothing: override it to move data.
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
