public import AppearanceCore

/// A view that shows items in a grid.
///
/// The Swift stand-in for `UICollectionView`, without a data source or layout object: you add
/// ready cells. Cells are subviews, so they receive appearance values:
///
/// ```swift
/// CollectionView.appearance().itemSpacing = 12
/// let grid = CollectionView()
/// grid.addItem(CollectionViewCell())
/// ```
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// The cells, in order (each is also a subview).
    public private(set) var items: [CollectionViewCell] = []

    /// The space between adjacent items, in points.
    @Styled public var itemSpacing: CGFloat = 8

    /// Appends `cell` to the items and adds it as a subview.
    public func addItem(_ cell: CollectionViewCell) {
        items.removeAll { $0 === cell }
        items.append(cell)
        if cell.superview !== self { addSubview(cell) }
    }

    /// Removes `cell` from the items and from the subviews.
    public func removeItem(_ cell: CollectionViewCell) {
        guard items.contains(where: { $0 === cell }) else { return }
        items.removeAll { $0 === cell }
        if cell.superview === self { cell.removeFromSuperview() }
    }

    /// Removes every item.
    public func removeAllItems() {
        for cell in items where cell.superview === self { cell.removeFromSuperview() }
        items.removeAll()
    }

    /// The number of items.
    public var numberOfItems: Int { items.count }

    /// Drops a subview that leaves the collection view from the items too.
    override open func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        items.removeAll { $0 === subview }
    }
}
