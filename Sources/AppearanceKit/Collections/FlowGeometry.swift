import Foundation

/// Where a flow layout puts every element, worked out in the layout's own axes: "main" runs
/// along a line (x when scrolling vertically), "cross" from line to line (y), so one walk
/// serves both scroll directions.
@MainActor
struct FlowGeometry {
    private(set) var attributes: [CollectionViewLayoutAttributes] = []
    private(set) var contentSize = CGSize.zero

    private let layout: CollectionViewFlowLayout
    private let vertical: Bool

    init(layout: CollectionViewFlowLayout) {
        self.layout = layout
        vertical = layout.scrollDirection == .vertical
        guard let collectionView = layout.collectionView else { return }
        let lineLength = vertical ? layout.containerWidth : layout.containerHeight
        var cross = 0.0
        for (section, count) in collectionView.loadedItemCounts().enumerated() {
            cross = placeSection(section, count: count, in: collectionView, lineLength: lineLength, from: cross)
        }
        contentSize = rect(main: 0, cross: 0, mainLength: lineLength, crossLength: cross).size
    }

    /// Places the header, items and footer of `section` from `start` and returns where the
    /// next section starts.
    private mutating func placeSection(
        _ section: Int, count: Int, in collectionView: CollectionView, lineLength: Double, from start: Double
    ) -> Double {
        let delegate = collectionView.delegate as? any CollectionViewDelegateFlowLayout
        let inset = delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        let lineSpacing =
            delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
        let itemSpacing =
            delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
        let header =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
        let footer =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
        var cross = start
        cross += placeSupplementary(
            CollectionView.elementKindSectionHeader, size: header, section: section, at: cross, lineLength: lineLength)
        let (mainStart, mainEnd, crossStart, crossEnd) =
            vertical ? (inset.left, inset.right, inset.top, inset.bottom) : (inset.top, inset.bottom, inset.left, inset.right)
        cross += crossStart
        let available = Swift.max(lineLength - mainStart - mainEnd, 0)
        var line: [CollectionViewLayoutAttributes] = []
        var used = 0.0
        var firstLine = true
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: section)
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.size = itemSize(at: indexPath, in: collectionView, delegate: delegate, available: available)
            if layout.estimatedItemSize != .zero { attributes.estimatedAxes = (true, true) }
            let length = main(attributes.size)
            if !line.isEmpty, used + itemSpacing + length > available + 0.001 {
                if !firstLine { cross += lineSpacing }
                cross += placeLine(line, at: cross, from: mainStart, available: available, spacing: itemSpacing, isLast: false)
                firstLine = false
                line.removeAll()
                used = 0
            }
            used += (line.isEmpty ? 0 : itemSpacing) + length
            line.append(attributes)
        }
        if !line.isEmpty {
            if !firstLine { cross += lineSpacing }
            cross += placeLine(line, at: cross, from: mainStart, available: available, spacing: itemSpacing, isLast: true)
        }
        cross += crossEnd
        cross += placeSupplementary(
            CollectionView.elementKindSectionFooter, size: footer, section: section, at: cross, lineLength: lineLength)
        return cross
    }

    /// The size of an item: the delegate's or the layout's, or, when items size themselves,
    /// the size its cell gave (the estimate until it has).
    private func itemSize(
        at indexPath: IndexPath, in collectionView: CollectionView, delegate: (any CollectionViewDelegateFlowLayout)?, available: Double
    ) -> CGSize {
        let estimate = layout.estimatedItemSize
        guard estimate != .zero else {
            return delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
        }
        if let measured = layout.measuredSize(CollectionElementKey(kind: nil, indexPath: indexPath)) { return measured }
        // With no guess, an automatic size starts as the plain item size.
        return estimate == CollectionViewFlowLayout.automaticSize ? layout.itemSize : estimate
    }

    /// Places one line of items at `cross` and returns its thickness: a full line justified,
    /// a line of one item centred, the section's last line at the minimum spacing from the
    /// leading edge (as UIKit's, whose last row is left-aligned); each item centred across the line.
    private mutating func placeLine(
        _ line: [CollectionViewLayoutAttributes], at cross: Double, from mainStart: Double, available: Double, spacing: Double,
        isLast: Bool
    ) -> Double {
        let thickness = line.map { self.cross($0.size) }.max() ?? 0
        let lengths = line.map { main($0.size) }
        let total = lengths.reduce(0, +)
        var position = mainStart
        var gap = spacing
        if isLast {
            // The section's last line keeps the least spacing from the leading edge.
        } else if line.count == 1 {
            position += Swift.max((available - total) / 2, 0)
        } else {
            gap = Swift.max((available - total) / Double(line.count - 1), spacing)
        }
        for (attributes, length) in zip(line, lengths) {
            let offset = (thickness - self.cross(attributes.size)) / 2
            attributes.frame = rect(main: position, cross: cross + offset, mainLength: length, crossLength: self.cross(attributes.size))
            self.attributes.append(attributes)
            position += length + gap
        }
        return thickness
    }

    /// Places a header or footer across the whole line length, as thick as `size` says in the
    /// cross direction; returns that thickness (zero places nothing).
    private mutating func placeSupplementary(_ kind: String, size: CGSize, section: Int, at cross: Double, lineLength: Double) -> Double {
        let thickness = self.cross(size)
        guard thickness > 0 else { return 0 }
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = rect(main: 0, cross: cross, mainLength: lineLength, crossLength: thickness)
        attributes.zIndex = 10
        self.attributes.append(attributes)
        return thickness
    }

    private func main(_ size: CGSize) -> Double { vertical ? size.width : size.height }
    private func cross(_ size: CGSize) -> Double { vertical ? size.height : size.width }
    private func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> CGRect {
        vertical
            ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
            : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
    }
}
