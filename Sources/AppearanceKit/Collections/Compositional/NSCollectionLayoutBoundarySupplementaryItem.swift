public import Foundation

/// A header or footer of a compositional layout's section, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// A top-aligned item is placed above the section's items, a bottom-aligned one below them;
/// its width is a fraction of the section's (inside the section's leading and trailing
/// content insets while ``NSCollectionLayoutSection/supplementariesFollowContentInsets``):
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
///     elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
/// section.boundarySupplementaryItems = [header]
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the item goes around the section.
    public let alignment: NSRectAlignment
    /// A shift of the item from where its alignment puts it.
    public let offset: CGPoint
    /// Whether the item stays in view while its section scrolls (kept for apps that set it: the
    /// picture is drawn at rest).
    public var pinToVisibleBounds = false
    /// Whether the item takes space of its own (`true`), or lies over the section's items.
    public var extendsBoundary = true

    /// A header or footer of `layoutSize` and `elementKind` at `alignment`, as UIKit's
    /// `init(layoutSize:elementKind:alignment:)`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A header or footer shifted by `absoluteOffset`, as UIKit's
    /// `init(layoutSize:elementKind:alignment:absoluteOffset:)`.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
