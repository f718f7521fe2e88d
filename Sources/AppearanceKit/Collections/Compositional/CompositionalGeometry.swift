import Foundation

/// Where a compositional layout puts every element, section after section down the content:
/// each section's top supplementary items, its groups (repeated while items remain, or side by
/// side for an orthogonal section), then its bottom supplementary items. Estimated dimensions
/// take the size the element's view gave once it has been measured.
@MainActor
struct CompositionalGeometry {
    private(set) var attributes: [CollectionViewLayoutAttributes] = []
    /// The top of the next section.
    private(set) var y = 0.0

    private let layout: CollectionViewLayout
    private let width: Double
    private let height: Double

    init(layout: CollectionViewLayout, collectionView: CollectionView) {
        self.layout = layout
        width = layout.containerWidth
        height = layout.containerHeight
    }

    /// Places `section` (index `index`, `itemCount` items) below the sections so far.
    mutating func place(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int, spacingBefore: Double) {
        y += spacingBefore
        let insets = section.contentInsets
        let sectionWidth = Swift.max(width - insets.leading - insets.trailing, 0)
        let supplementaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let supplementaryWidth = section.supplementariesFollowContentInsets ? sectionWidth : width
        for item in section.boundarySupplementaryItems where item.alignment.isTop || item.alignment == .none {
            y += placeBoundary(item, section: index, x: supplementaryX, width: supplementaryWidth, at: y)
        }
        y += insets.top
        let container = CGSize(width: sectionWidth, height: height)
        var next = 0
        if section.orthogonalScrollingBehavior != .none {
            // Side by side, one row: the picture shows as many as fit, and part of the next.
            var x = insets.leading
            var tallest = 0.0
            while next < itemCount {
                let before = next
                let size = place(
                    section.group, origin: CGPoint(x: x, y: y), container: container, section: index, next: &next, limit: itemCount)
                guard next > before else { break }
                x += size.width + section.interGroupSpacing
                tallest = Swift.max(tallest, size.height)
            }
            y += tallest
        } else {
            var first = true
            while next < itemCount {
                if !first { y += section.interGroupSpacing }
                let before = next
                let size = place(
                    section.group, origin: CGPoint(x: insets.leading, y: y), container: container, section: index, next: &next,
                    limit: itemCount)
                guard next > before else { break }
                y += size.height
                first = false
            }
        }
        y += insets.bottom
        for item in section.boundarySupplementaryItems where item.alignment.isBottom {
            y += placeBoundary(item, section: index, x: supplementaryX, width: supplementaryWidth, at: y)
        }
    }

    /// Places a header or footer at `top` in a width of `width` from `x`; returns the height it
    /// takes (none when it lies over the section).
    private mutating func placeBoundary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, x: Double, width: Double, at top: Double
    ) -> Double {
        let attributes = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
        var size = item.layoutSize.resolved(in: CGSize(width: width, height: height))
        size = measured(size, of: item.layoutSize, key: attributes.elementKey, into: attributes)
        var originX = x
        switch item.alignment {
        case .topTrailing, .bottomTrailing, .trailing: originX = x + width - size.width
        case .top, .bottom: originX = x + (width - size.width) / 2
        default: break
        }
        attributes.frame = CGRect(x: originX + item.offset.x, y: top + item.offset.y, width: size.width, height: size.height)
        attributes.zIndex = item.zIndex
        self.attributes.append(attributes)
        return item.extendsBoundary ? size.height : 0
    }

    /// Places `element` (an item, or a group of them) at `origin`, sized in `container`, for the
    /// items from `next` (which it advances) up to `limit`; returns the size it took.
    private mutating func place(
        _ element: NSCollectionLayoutItem, origin: CGPoint, container: CGSize, section: Int, next: inout Int, limit: Int,
        size given: CGSize? = nil
    ) -> CGSize {
        let size = given ?? element.layoutSize.resolved(in: container)
        guard let group = element as? NSCollectionLayoutGroup else {
            return placeItem(element, origin: origin, size: size, section: section, next: &next)
        }
        let horizontal = group.axis == .horizontal
        let length = horizontal ? size.width : size.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var cursor = 0.0
        var thickness = 0.0
        var placedAny = false
        var index = 0
        while next < limit, !group.subitems.isEmpty {
            if let count = group.count, index >= count { break }
            let subitem = group.subitems[index % group.subitems.count]
            var subSize = subitem.layoutSize.resolved(in: size)
            if let count = group.count {
                // A counted group splits its length evenly, whatever the subitem's own.
                let share = (length - spacing * Double(count - 1)) / Double(count)
                if horizontal { subSize.width = share } else { subSize.height = share }
            } else if placedAny, cursor + (horizontal ? subSize.width : subSize.height) > length + 0.001 {
                break
            }
            let position =
                horizontal ? CGPoint(x: origin.x + cursor, y: origin.y) : CGPoint(x: origin.x, y: origin.y + cursor)
            let before = next
            let used = place(subitem, origin: position, container: size, section: section, next: &next, limit: limit, size: subSize)
            guard next > before else { break }
            placedAny = true
            cursor += (horizontal ? used.width : used.height) + spacing
            thickness = Swift.max(thickness, horizontal ? used.height : used.width)
            index += 1
        }
        // An estimated dimension across the group takes its tallest (or widest) subitem's.
        var result = size
        if horizontal, group.layoutSize.heightDimension.isEstimated { result.height = thickness }
        if !horizontal, group.layoutSize.widthDimension.isEstimated { result.width = thickness }
        if horizontal, group.layoutSize.widthDimension.isEstimated { result.width = Swift.max(cursor - spacing, 0) }
        if !horizontal, group.layoutSize.heightDimension.isEstimated { result.height = Swift.max(cursor - spacing, 0) }
        return result
    }

    /// Places the cell of item `next` (which it advances) in `size` at `origin`, less the item's
    /// content insets; returns the size it took.
    private mutating func placeItem(_ item: NSCollectionLayoutItem, origin: CGPoint, size: CGSize, section: Int, next: inout Int) -> CGSize
    {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: next, section: section))
        next += 1
        let outer = measured(size, of: item.layoutSize, key: attributes.elementKey, into: attributes)
        let insets = item.contentInsets
        // Estimated dimensions ignore the content insets, as UIKit's do.
        let left = attributes.estimatedAxes.width ? 0 : insets.leading
        let right = attributes.estimatedAxes.width ? 0 : insets.trailing
        let top = attributes.estimatedAxes.height ? 0 : insets.top
        let bottom = attributes.estimatedAxes.height ? 0 : insets.bottom
        attributes.frame = CGRect(
            x: origin.x + left, y: origin.y + top, width: Swift.max(outer.width - left - right, 0),
            height: Swift.max(outer.height - top - bottom, 0))
        self.attributes.append(attributes)
        return outer
    }

    /// `size` with its estimated dimensions replaced by what the element's view measured, and
    /// those dimensions marked estimated on `attributes`.
    private func measured(
        _ size: CGSize, of layoutSize: NSCollectionLayoutSize, key: CollectionElementKey, into attributes: CollectionViewLayoutAttributes
    ) -> CGSize {
        let estimated = (layoutSize.widthDimension.isEstimated, layoutSize.heightDimension.isEstimated)
        attributes.estimatedAxes = estimated
        guard estimated.0 || estimated.1, let measured = layout.measuredSize(key) else { return size }
        return CGSize(width: estimated.0 ? measured.width : size.width, height: estimated.1 ? measured.height : size.height)
    }
}
