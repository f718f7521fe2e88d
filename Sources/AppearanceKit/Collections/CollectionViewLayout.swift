public import Foundation

/// The object that places a collection view's cells and supplementary views, as UIKit's
/// `UICollectionViewLayout`: the base class of ``CollectionViewFlowLayout`` and
/// ``CollectionViewCompositionalLayout``, and of apps' own layouts.
///
/// A collection view calls ``prepare()`` when the layout is invalid (after
/// ``invalidateLayout()``, a reload, an update or a change of size), then asks for
/// ``collectionViewContentSize`` and for the attributes of the elements in view
/// (``layoutAttributesForElements(in:)``). A custom layout overrides those three, as in UIKit:
///
/// ```swift
/// final class ColumnLayout: CollectionViewLayout {
///     private var cache: [CollectionViewLayoutAttributes] = []
///     override func prepare() {
///         guard let collectionView else { return }
///         cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
///             let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
///             attributes.frame = CGRect(x: 0, y: Double(item) * 60, width: collectionView.bounds.width, height: 60)
///             return attributes
///         }
///     }
///     override var collectionViewContentSize: CGSize {
///         CGSize(width: collectionView?.bounds.width ?? 0, height: cache.last?.frame.maxY ?? 0)
///     }
///     override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
///         cache.filter { $0.frame.intersects(rect) }
///     }
/// }
/// ```
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view the layout places views in (set when it is given to one).
    public internal(set) weak var collectionView: CollectionView?
    /// Whether ``prepare()`` must run before the layout answers again.
    var needsPrepare = true
    /// The size ``prepare()`` was last run for.
    var preparedSize: CGSize?

    /// A layout, as UIKit's `init()`.
    public init() {}

    /// A layout from an archive, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {}

    /// Works out where every element goes, as UIKit's `prepare()`: called before the layout is
    /// asked for attributes whenever it was invalidated (call `super`). Does nothing by default.
    open func prepare() {}

    /// The size of all the content, as UIKit's `collectionViewContentSize` (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element in `rect` (content coordinates), as UIKit's
    /// `layoutAttributesForElements(in:)` (none by default).
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`, as UIKit's `layoutAttributesForItem(at:)`
    /// (by default, the one ``layoutAttributesForElements(in:)`` gives for the whole content).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        allAttributes().first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, as UIKit's
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        allAttributes().first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// Marks the layout to be prepared again before the collection view's next layout, as
    /// UIKit's `invalidateLayout()`.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds` invalidates the layout,
    /// as UIKit's `shouldInvalidateLayout(forBoundsChange:)`: `true` when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        preparedSize != newBounds.size
    }

    /// The attributes of every element of the content.
    func allAttributes() -> [CollectionViewLayoutAttributes] {
        prepareIfNeeded()
        let size = collectionViewContentSize
        let everything = CGRect(
            x: -1, y: -1, width: Swift.max(size.width, collectionView?.frame.width ?? 0) + 2,
            height: Swift.max(size.height, collectionView?.frame.height ?? 0) + 2)
        return layoutAttributesForElements(in: everything) ?? []
    }

    /// Runs ``prepare()`` when the layout was invalidated or the collection view's size changed.
    func prepareIfNeeded() {
        let size = collectionView?.frame.size ?? .zero
        if !needsPrepare, shouldInvalidateLayout(forBoundsChange: CGRect(origin: .zero, size: size)) { needsPrepare = true }
        guard needsPrepare else { return }
        needsPrepare = false
        preparedSize = size
        prepare()
    }

    /// The width the layout fills: the collection view's, less its content insets.
    var containerWidth: Double {
        guard let collectionView else { return 0 }
        return Swift.max(collectionView.frame.width - collectionView.contentInset.horizontal, 0)
    }

    /// The height the layout sees: the collection view's, less its content insets (or the
    /// height of a screen when the collection view has none yet, being measured).
    var containerHeight: Double {
        guard let collectionView, collectionView.frame.height > 0 else { return 844 }
        return Swift.max(collectionView.frame.height - collectionView.contentInset.vertical, 0)
    }

    /// The size measured for the element of `key` by its view, when its size is estimated.
    func measuredSize(_ key: CollectionElementKey) -> CGSize? {
        collectionView?.dataState.measuredSizes[key]
    }
}
