public import Foundation

/// The options of a compositional layout as a whole, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// ```swift
/// let configuration = CollectionViewCompositionalLayoutConfiguration()
/// configuration.interSectionSpacing = 20
/// let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
/// ```
@preconcurrency @MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// The direction the sections run in. Only vertical layouts are placed here; a horizontal
    /// one is laid out as vertical.
    public var scrollDirection: CollectionView.ScrollDirection = .vertical

    /// The default options, as UIKit's `init()`.
    public init() {}
}
