import Foundation

/// What a collection view with a data source keeps between layout passes: the registrations,
/// the reuse queues, the views on screen and the sizes their views gave.
///
/// Kept in one object (a stored property of ``CollectionView``) so the collection view's files
/// add behaviour in extensions without each needing storage in the class.
@MainActor
final class CollectionDataState {
    /// How the cells of each reuse identifier are made.
    var cellMakers: [String: () -> CollectionViewCell] = [:]
    /// How the supplementary views of each kind and reuse identifier are made.
    var supplementaryMakers: [String: [String: () -> CollectionReusableView]] = [:]
    /// Cells off screen, waiting to be dequeued.
    var reusableCells = ReuseQueue<CollectionViewCell>()
    /// Supplementary views off screen, by kind, waiting to be dequeued.
    var reusableSupplementaries: [String: ReuseQueue<CollectionReusableView>] = [:]

    /// The number of items of each section, as last asked of the data source; `nil` until the
    /// collection view asks (at its next layout, or when the app or the layout asks for a count).
    var itemCounts: [Int]?
    /// Whether the next layout asks the data source for everything again
    /// (``CollectionView/reloadData()``).
    var needsReload = true
    /// The cells and supplementary views on screen, by element.
    var visibleViews: [CollectionElementKey: CollectionReusableView] = [:]
    /// The element each view on screen shows.
    var elementOfView: [ObjectIdentifier: CollectionElementKey] = [:]
    /// The sizes of elements sized by their views, as last measured.
    var measuredSizes: [CollectionElementKey: CGSize] = [:]
    /// The selected items.
    var selectedItems: [IndexPath] = []
    /// The updates of a `performBatchUpdates` in progress.
    var updates = PendingUpdates()
    /// Whether the collection view is taking its own views out (not the app removing a ready cell).
    var isRecycling = false
}
