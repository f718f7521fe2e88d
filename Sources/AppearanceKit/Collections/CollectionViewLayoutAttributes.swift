public import Foundation

/// Where a collection view's layout puts one element (a cell, a supplementary view), as UIKit's
/// `UICollectionViewLayoutAttributes`.
///
/// Layouts make them in ``CollectionViewLayout/prepare()`` and hand them out from
/// ``CollectionViewLayout/layoutAttributesForElements(in:)``; the collection view gives each
/// view its ``frame`` and passes the attributes to ``CollectionReusableView/apply(_:)``.
///
/// ```swift
/// let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
/// attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
/// ```
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
    /// The kinds of element, as UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Hashable, Sendable, CaseIterable {
        /// A cell.
        case cell
        /// A supplementary view (a header, a footer, a badge).
        case supplementaryView
        /// A decoration view (not shown here).
        case decorationView
    }

    /// The element's frame, in the collection view's content coordinates.
    public var frame: CGRect = .zero
    /// The element's index path: item and section for a cell, the section (item 0) for a header.
    public var indexPath: IndexPath
    /// What the element is.
    public let representedElementCategory: ElementCategory
    /// The kind of supplementary view (``CollectionView/elementKindSectionHeader``, …), or `nil`
    /// for a cell.
    public let representedElementKind: String?
    /// The element's transparency (1: opaque).
    public var alpha: CGFloat = 1
    /// Whether the element is hidden.
    public var isHidden = false
    /// The element's place in the stacking order (higher draws above).
    public var zIndex = 0
    /// Which dimensions of ``size`` the layout estimated: the element's view sizes them
    /// (``CollectionReusableView/preferredLayoutAttributesFitting(_:)``).
    package var estimatedAxes: (width: Bool, height: Bool) = (false, false)

    /// The element's size (the frame's).
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's centre (the frame's).
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's bounds (its size at the origin).
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// The attributes of the cell at `indexPath`, as UIKit's `init(forCellWith:)`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .cell
        representedElementKind = nil
    }

    /// The attributes of a supplementary view of `elementKind` at `indexPath`, as UIKit's
    /// `init(forSupplementaryViewOfKind:with:)`.
    public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy of the attributes (of the same class), as UIKit's `copy()`.
    open func copy() -> CollectionViewLayoutAttributes {
        let made =
            representedElementKind.map { Self(forSupplementaryViewOfKind: $0, with: indexPath) } ?? Self(forCellWith: indexPath)
        made.frame = frame
        made.alpha = alpha
        made.isHidden = isHidden
        made.zIndex = zIndex
        made.estimatedAxes = estimatedAxes
        return made
    }

    /// The key the collection view keeps the element's view and size under.
    var elementKey: CollectionElementKey { CollectionElementKey(kind: representedElementKind, indexPath: indexPath) }
}

/// One element of a collection view: a cell (no kind) or a supplementary view of a kind, at an
/// index path.
struct CollectionElementKey: Hashable, Comparable {
    let kind: String?
    let indexPath: IndexPath

    static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }
}
