/// How a compositional layout's section scrolls across the layout's own direction, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Any behaviour other than ``none``
/// lays the section's groups side by side in one row; the picture shows its first page (the
/// groups that fit the width, and a part of the next), as a screen does at rest.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    /// The section follows the layout's direction.
    case none
    /// The section scrolls freely across.
    case continuous
    /// The section scrolls across and stops at the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// The section scrolls across a page (the section's width) at a time.
    case paging
    /// The section scrolls across a group at a time.
    case groupPaging
    /// The section scrolls across a group at a time, with the group centred.
    case groupPagingCentered
}
