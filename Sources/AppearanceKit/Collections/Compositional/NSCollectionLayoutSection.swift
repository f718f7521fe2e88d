public import Foundation

/// One section of a compositional layout: a group repeated for the section's items, with
/// spacing, insets and headers, as UIKit's `NSCollectionLayoutSection`.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: group)
/// section.interGroupSpacing = 8
/// section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// section.orthogonalScrollingBehavior = .groupPaging
/// let layout = CollectionViewCompositionalLayout(section: section)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group repeated for the section's items.
    public let group: NSCollectionLayoutGroup
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// The space around the section's groups (inside its headers and footers, which follow the
    /// leading and trailing insets while ``supplementariesFollowContentInsets``).
    public var contentInsets = NSDirectionalEdgeInsets.zero
    /// How the section scrolls across the layout's direction.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers are inset by the leading and trailing ``contentInsets``
    /// (`true` by default, as in UIKit).
    public var supplementariesFollowContentInsets = true

    /// A section repeating `group`, as UIKit's `init(group:)`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }
}
