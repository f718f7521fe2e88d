public import Foundation

/// The size and insets of the space a compositional layout fills, as UIKit's
/// `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The size of the collection view.
    var contentSize: CGSize { get }
    /// The size of the collection view less its content insets: what sections fill.
    var effectiveContentSize: CGSize { get }
    /// The collection view's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets taken from ``contentSize`` to give ``effectiveContentSize``.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a compositional layout's section provider knows of where the layout is shown, as
/// UIKit's `NSCollectionLayoutEnvironment`.
///
/// ```swift
/// let layout = CollectionViewCompositionalLayout { section, environment in
///     let columns = environment.container.effectiveContentSize.width > 500 ? 4 : 2
///     ...
/// }
/// ```
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The space the layout fills.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits (size classes, content size category, …).
    var traitCollection: TraitCollection { get }
}

/// The container and environment a compositional layout hands its section provider.
@MainActor
final class CollectionLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: TraitCollection

    init(collectionView: CollectionView, height: Double) {
        let insets = collectionView.contentInset
        contentSize = CGSize(width: collectionView.frame.width, height: height + insets.vertical)
        contentInsets = NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
        traitCollection = collectionView.traitCollection
    }

    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(
            width: Swift.max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
            height: Swift.max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
}
