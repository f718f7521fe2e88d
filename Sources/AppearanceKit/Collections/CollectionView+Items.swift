public import Foundation

// The items a collection view shows, as UIKit's collection view answers about them: counts,
// the views on screen, the item of a cell, where an item is, and scrolling to one. The answers
// come from the last layout (the collection view lays out first if it has not).
extension CollectionView {
    /// The number of sections (1 for ready cells).
    public var numberOfSections: Int {
        dataSource == nil ? 1 : loadedItemCounts().count
    }

    /// The number of items in `section`, or 0 when out of range, as UIKit's `numberOfItems(inSection:)`.
    public func numberOfItems(inSection section: Int) -> Int {
        if dataSource == nil { return section == 0 ? items.count : 0 }
        let counts = loadedItemCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell showing the item at `indexPath`, or `nil` when it is not in view (or does not
    /// exist), as UIKit's `cellForItem(at:)`.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        guard dataSource != nil else {
            return indexPath.section == 0 && items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
        }
        layoutItemsIfNeeded()
        return dataState.visibleViews[CollectionElementKey(kind: nil, indexPath: indexPath)] as? CollectionViewCell
    }

    /// The item `cell` shows, or `nil` when it shows none, as UIKit's `indexPath(for:)`.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        guard dataSource != nil else { return items.firstIndex { $0 === cell }.map { IndexPath(item: $0, section: 0) } }
        guard let key = dataState.elementOfView[ObjectIdentifier(cell)], key.kind == nil else { return nil }
        return key.indexPath
    }

    /// The cells in view, in item order, as UIKit's `visibleCells`.
    public var visibleCells: [CollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
    }

    /// The items in view, in order, as UIKit's `indexPathsForVisibleItems`.
    public var indexPathsForVisibleItems: [IndexPath] {
        guard dataSource != nil else { return items.indices.map { IndexPath(item: $0, section: 0) } }
        layoutItemsIfNeeded()
        return dataState.visibleViews.keys.filter { $0.kind == nil }.map(\.indexPath).sorted()
    }

    /// The supplementary view of `elementKind` at `indexPath` on screen, as UIKit's
    /// `supplementaryView(forElementKind:at:)`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        layoutItemsIfNeeded()
        return dataState.visibleViews[CollectionElementKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views of `elementKind` on screen, as UIKit's `visibleSupplementaryViews(ofKind:)`.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }

    /// Where the supplementary views of `elementKind` on screen are, as UIKit's
    /// `indexPathsForVisibleSupplementaryElements(ofKind:)`.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutItemsIfNeeded()
        return dataState.visibleViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Where the layout puts the item at `indexPath`, as UIKit's `layoutAttributesForItem(at:)`.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutItemsIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// Where the layout puts the supplementary view of `kind` at `indexPath`, as UIKit's
    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutItemsIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at `point` (in content coordinates), as UIKit's `indexPathForItem(at:)`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutItemsIfNeeded()
        return collectionViewLayout.allAttributes().first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Scrolls so the item at `indexPath` is at `scrollPosition` (there is no animation here),
    /// as UIKit's `scrollToItem(at:at:animated:)`; the items in view are laid out at the
    /// collection view's next layout.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let size = CGRect(origin: .zero, size: self.frame.size).insetClamped(by: contentInset).size
        let content = collectionViewLayout.collectionViewContentSize
        func axis(_ current: Double, _ minimum: Double, _ maximum: Double, _ length: Double, _ start: Bool, _ center: Bool, _ end: Bool)
            -> Double
        {
            let target: Double
            if start {
                target = minimum
            } else if center {
                target = (minimum + maximum - length) / 2
            } else if end {
                target = maximum - length
            } else {
                target = minimum < current ? minimum : maximum > current + length ? maximum - length : current
            }
            return target
        }
        var x = axis(
            contentOffset.x, frame.minX, frame.maxX, size.width, scrollPosition.contains(.left),
            scrollPosition.contains(.centeredHorizontally),
            scrollPosition.contains(.right))
        var y = axis(
            contentOffset.y, frame.minY, frame.maxY, size.height, scrollPosition.contains(.top),
            scrollPosition.contains(.centeredVertically),
            scrollPosition.contains(.bottom))
        x = Swift.min(Swift.max(x, 0), Swift.max(content.width - size.width, 0))
        y = Swift.min(Swift.max(y, 0), Swift.max(content.height - size.height, 0))
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }

    /// Lays out the collection view now if its items are not laid out for its current data, so
    /// answers about items match what it shows.
    func layoutItemsIfNeeded() {
        guard dataSource != nil else { return }
        if dataState.needsReload || dataState.itemCounts == nil || needsLayout || collectionViewLayout.needsPrepare { layoutIfNeeded() }
    }
}
