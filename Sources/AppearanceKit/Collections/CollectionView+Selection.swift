public import Foundation

// Selection, as UIKit's collection view keeps it: the app selects and deselects items without
// the delegate hearing of it; an item the user touches goes through the delegate's
// `shouldSelect`/`didSelect` (and `shouldDeselect`/`didDeselect`). There are no touches on
// Linux, so a test touches an item with `tapItem(at:)`.
extension CollectionView {
    /// The selected items in order, or `nil` when none is, as UIKit's `indexPathsForSelectedItems`.
    public var indexPathsForSelectedItems: [IndexPath]? {
        let selected = selectedIndexPaths
        return selected.isEmpty ? nil : selected
    }

    /// Selects the item at `indexPath` (deselecting the others unless several may be selected)
    /// and scrolls it to `scrollPosition`; `nil` deselects every item. The delegate is not told,
    /// as in UIKit.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selectedIndexPaths { deselectItem(at: item, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for item in selectedIndexPaths where item != indexPath { deselectItem(at: item, animated: animated) }
        }
        if dataSource == nil {
            cellForItem(at: indexPath)?.isSelected = true
        } else {
            if !dataState.selectedItems.contains(indexPath) { dataState.selectedItems.append(indexPath) }
            (dataState.visibleViews[CollectionElementKey(kind: nil, indexPath: indexPath)] as? CollectionViewCell)?.isSelected = true
        }
        if scrollPosition != .none { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`; the delegate is not told, as in UIKit.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        if dataSource == nil {
            cellForItem(at: indexPath)?.isSelected = false
        } else {
            dataState.selectedItems.removeAll { $0 == indexPath }
            (dataState.visibleViews[CollectionElementKey(kind: nil, indexPath: indexPath)] as? CollectionViewCell)?.isSelected = false
        }
    }

    /// Touches the item at `indexPath` as a user would: the delegate may refuse the highlight
    /// or the selection, the previously selected item is deselected (unless several may be
    /// selected) and the delegate hears `didSelectItemAt`; touching a selected item of a
    /// multiple-selection collection view deselects it. Returns whether the item is selected
    /// afterwards.
    ///
    /// ```swift
    /// controller.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    /// #expect(navigation.topViewController is PhotoViewController)
    /// ```
    @discardableResult
    public func tapItem(at indexPath: IndexPath) -> Bool {
        guard allowsSelection, delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return true }
            deselectItem(at: indexPath, animated: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return false
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !allowsMultipleSelection {
            for item in selectedIndexPaths where item != indexPath {
                deselectItem(at: item, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }

    /// The selected items, in order.
    private var selectedIndexPaths: [IndexPath] {
        guard dataSource == nil else { return dataState.selectedItems.sorted() }
        return items.enumerated().compactMap { index, cell in cell.isSelected ? IndexPath(item: index, section: 0) : nil }
    }
}
