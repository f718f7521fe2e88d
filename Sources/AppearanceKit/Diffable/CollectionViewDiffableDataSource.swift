public import Foundation

/// A collection view's data source that shows a snapshot of identifiers, as UIKit's
/// `UICollectionViewDiffableDataSource`: apply a new snapshot and the collection view inserts,
/// deletes and reloads the items that differ, keeping the cells of the items that stay.
///
/// ```swift
/// dataSource = CollectionViewDiffableDataSource<Section, Photo.ID>(collectionView: grid) { grid, indexPath, id in
///     grid.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
/// }
/// dataSource.supplementaryViewProvider = { grid, kind, indexPath in
///     grid.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
/// }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// The collection view holds its data source weakly, as in UIKit: keep the data source alive.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    CollectionViewDataSource
{
    /// Makes the cell for an item: usually dequeues one and fills it.
    public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view (a header, a footer) of a kind for an index path.
    public typealias SupplementaryViewProvider = @MainActor (CollectionView, String, IndexPath) -> CollectionReusableView?
    /// The snapshots this data source takes.
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// Makes the headers and footers the layout asks for; without one, their space stays empty.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView` (which it becomes the data source of) making cells
    /// with `cellProvider`.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: with `animatingDifferences`, the items that differ are inserted,
    /// deleted and reloaded (there is no animation here); without, the collection view reloads.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        current = snapshot
        guard let collectionView else {
            completion?()
            return
        }
        if animatingDifferences, let difference = SnapshotDifference(from: previous, to: snapshot) {
            if !difference.isEmpty {
                collectionView.performBatchUpdates {
                    collectionView.deleteSections(difference.deletedSections)
                    collectionView.insertSections(difference.insertedSections)
                    collectionView.deleteItems(at: difference.deletedRows)
                    collectionView.insertItems(at: difference.insertedRows)
                    collectionView.reloadItems(at: difference.reloadedRows)
                }
            }
        } else {
            collectionView.reloadData()
        }
        completion?()
    }

    /// Shows `snapshot` by reloading the collection view, as UIKit's
    /// `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    /// A copy of the snapshot shown.
    public func snapshot() -> Snapshot { current }

    /// The item at `indexPath`, or `nil`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(atSection: indexPath.section, row: indexPath.item)
    }

    /// Where the item `identifier` is, or `nil`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: itemIdentifier).map { IndexPath(item: $0.row, section: $0.section) }
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
    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    /// The items of the section.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(atSection: section)
    }

    /// The cell provider's cell for the item (it must give one, as in UIKit).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure(
                "CollectionViewDiffableDataSource: the cell provider returned no cell for item \(indexPath.item) of section "
                    + "\(indexPath.section)")
        }
        return cell
    }

    /// The supplementary view provider's view, or an empty one.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }

    /// No item can be moved: override it to allow moving.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: override it to move data.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
