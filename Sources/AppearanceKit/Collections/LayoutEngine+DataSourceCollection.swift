import Foundation

// A collection view with a data source lays out as UIKit's does: its layout object places
// every element (`prepare()`), the collection view asks it for the elements in view and makes
// their views from the data source, and views that leave the view go to the reuse queues.
// Elements whose size the layout estimates are measured by their views, and the layout is
// prepared again with those sizes until nothing in view changes size.
extension LayoutEngine {
    /// The most layout passes one layout makes to settle self-sizing views.
    static let collectionSizingPasses = 4

    /// Lays out the elements of `collection` in view from its data source in `bounds`, scrolled
    /// to its content offset, and sets its content size; returns the views placed.
    func layoutDataSourceCollection(_ collection: CollectionView, dataSource: any CollectionViewDataSource, in bounds: CGRect) -> [View] {
        let state = collection.dataState
        if state.needsReload { collection.recycleEverything() }
        _ = collection.loadedItemCounts()
        let layout = collection.collectionViewLayout
        // A collection view not given a size yet (being measured) shows every element.
        let viewport = CGRect(
            x: collection.contentOffset.x - collection.contentInset.left, y: collection.contentOffset.y - collection.contentInset.top,
            width: bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude,
            height: bounds.height > 0 ? bounds.height : .greatestFiniteMagnitude)
        let previous = state.visibleViews
        var elements: [CollectionViewLayoutAttributes] = []
        for _ in 0..<Self.collectionSizingPasses {
            layout.prepareIfNeeded()
            elements = (layout.layoutAttributesForElements(in: viewport) ?? []).filter { !$0.isHidden && $0.frame.overlaps(viewport) }
            guard measureEstimatedElements(elements, of: collection, dataSource: dataSource) else { break }
            layout.invalidateLayout()
        }
        var shown: [CollectionElementKey: CollectionReusableView] = [:]
        var placed: [View] = []
        for attributes in elements.sorted(by: { $0.zIndex < $1.zIndex }) {
            let view = collection.viewShowing(attributes, dataSource: dataSource)
            place(view, in: attributes.frame)
            view.apply(attributes)
            view.alpha = attributes.alpha
            shown[attributes.elementKey] = view
            placed.append(view)
        }
        collection.finishDisplay(showing: shown, previous: previous)
        collection.contentSize = layout.collectionViewContentSize
        // Views added and removed above marked the collection view again; this pass placed them.
        collection.layoutMarks.remove(.needsLayout)
        if let background = collection.backgroundView {
            // The background stays put while the content scrolls under it.
            place(background, in: CGRect(origin: viewport.origin, size: bounds.size))
            placed.append(background)
        }
        return placed
    }

    /// Asks the views of the elements whose size is estimated for their size; returns whether
    /// any differs from what the layout used (the layout is then prepared again).
    private func measureEstimatedElements(
        _ elements: [CollectionViewLayoutAttributes], of collection: CollectionView, dataSource: any CollectionViewDataSource
    ) -> Bool {
        var changed = false
        for attributes in elements where attributes.estimatedAxes.width || attributes.estimatedAxes.height {
            let view = collection.viewShowing(attributes, dataSource: dataSource)
            place(view, in: attributes.frame)
            let preferred = view.preferredLayoutAttributesFitting(attributes).size
            let key = attributes.elementKey
            let known = collection.dataState.measuredSizes[key]
            collection.dataState.measuredSizes[key] = preferred
            if abs(preferred.width - attributes.size.width) > 0.5 || abs(preferred.height - attributes.size.height) > 0.5,
                known != preferred
            {
                changed = true
            }
        }
        return changed
    }

    /// The size a reusable view's content needs for `attributes`: its estimated dimensions
    /// from its constraints (or its subviews' natural sizes), the others as the layout gave them.
    package func selfSizedSize(of view: View, attributes: CollectionViewLayoutAttributes) -> CGSize {
        let given = attributes.size
        let (width, height) = attributes.estimatedAxes
        guard width || height else { return given }
        let limit = (view.superview as? CollectionView)?.collectionViewLayout.containerWidth
        var fitted: CGSize
        if ConstraintLayout.isInUse, !view.constraints.isEmpty || !((view as? CollectionViewCell)?.contentView.constraints.isEmpty ?? true)
        {
            fitted = view.systemLayoutSizeFitting(
                CGSize(width: width ? 0 : given.width, height: height ? 0 : given.height),
                withHorizontalFittingPriority: width ? .fittingSizeLevel : .required,
                verticalFittingPriority: height ? .fittingSizeLevel : .required)
        } else {
            fitted = fittingSize(view, width: width ? limit : given.width)
        }
        if let limit, width { fitted.width = Swift.min(fitted.width, limit) }
        return CGSize(width: width ? fitted.width : given.width, height: height ? fitted.height : given.height)
    }
}
