import Foundation

// The cells and supplementary views a collection view with a data source shows: asked for
// when their element comes into view, told `willDisplay` before they show and
// `didEndDisplaying` when they leave, and taken back into the reuse queues then.
extension CollectionView {
    /// The number of items of each section: as last asked, or asked of the data source now.
    func loadedItemCounts() -> [Int] {
        if let counts = dataState.itemCounts { return counts }
        guard let dataSource else { return [] }
        let sections = Swift.max(dataSource.numberOfSections(in: self), 0)
        let counts = (0..<sections).map { Swift.max(dataSource.collectionView(self, numberOfItemsInSection: $0), 0) }
        dataState.itemCounts = counts
        return counts
    }

    /// Takes every view off screen and forgets the counts and sizes, so the next layout asks the
    /// data source for everything (``reloadData()``).
    func recycleEverything() {
        let state = dataState
        for (key, view) in state.visibleViews.sorted(by: { $0.key < $1.key }) {
            endDisplaying(view, key: key)
        }
        state.visibleViews.removeAll()
        state.elementOfView.removeAll()
        state.itemCounts = nil
        state.measuredSizes.removeAll()
        state.needsReload = false
        collectionViewLayout.invalidateLayout()
    }

    /// Tells the delegate that `view` no longer shows the element of `key`, and recycles it.
    func endDisplaying(_ view: CollectionReusableView, key: CollectionElementKey) {
        if let kind = key.kind {
            delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        } else if let cell = view as? CollectionViewCell {
            delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
        }
        recycle(view, kind: key.kind)
    }

    /// The view for the element `attributes` place: the one on screen for it, else the data
    /// source's (added as a subview, so it is styled before it is measured).
    func viewShowing(_ attributes: CollectionViewLayoutAttributes, dataSource: any CollectionViewDataSource) -> CollectionReusableView {
        let key = attributes.elementKey
        if let view = dataState.visibleViews[key] { return view }
        let view: CollectionReusableView
        if let kind = key.kind {
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: key.indexPath)
        } else {
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            let selected = dataState.selectedItems.contains(key.indexPath)
            if cell.isSelected != selected { cell.isSelected = selected }
            view = cell
        }
        dataState.visibleViews[key] = view
        dataState.elementOfView[ObjectIdentifier(view)] = key
        if view.superview !== self {
            // Above the background view, which stays the first subview.
            addSubview(view)
        }
        return view
    }

    /// Ends a layout: views whose elements left the view are told and recycled, and views new
    /// in view are told they will show.
    func finishDisplay(
        showing shown: [CollectionElementKey: CollectionReusableView], previous: [CollectionElementKey: CollectionReusableView]
    ) {
        let state = dataState
        let shownViews = Set(shown.values.map(ObjectIdentifier.init))
        for (key, view) in state.visibleViews.sorted(by: { $0.key < $1.key }) where !shownViews.contains(ObjectIdentifier(view)) {
            if previous[key] === view {
                endDisplaying(view, key: key)
            } else {
                // Made only to be measured, never shown: back to the queue without a word.
                recycle(view, kind: key.kind)
            }
        }
        state.visibleViews = shown
        state.elementOfView = Dictionary(uniqueKeysWithValues: shown.map { (ObjectIdentifier($0.value), $0.key) })
        for (key, view) in shown.sorted(by: { $0.key < $1.key }) where previous[key] !== view {
            if let kind = key.kind {
                delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
            } else if let cell = view as? CollectionViewCell {
                delegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
            }
        }
    }
}
