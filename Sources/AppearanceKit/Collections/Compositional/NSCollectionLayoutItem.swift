import Foundation

/// One item of a compositional layout: a cell's size in its group and the space around it, as
/// UIKit's `NSCollectionLayoutItem`.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalWidth(1 / 3)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size in its group (fractions are of the group's size).
    public let layoutSize: NSCollectionLayoutSize
    /// The space inside the item's size around its cell (ignored in an estimated dimension,
    /// as UIKit ignores it).
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// The supplementary items attached to the item (kept for apps that set them; not placed here).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// An item of `layoutSize`, as UIKit's `init(layoutSize:)`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary items, as UIKit's `init(layoutSize:supplementaryItems:)`.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
