import Foundation

/// A supplementary view attached to a compositional layout's item or section, as UIKit's
/// `NSCollectionLayoutSupplementaryItem`: the base of ``NSCollectionLayoutBoundarySupplementaryItem``.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the supplementary view, as the data source's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` receives it.
    public let elementKind: String
    /// The element's place in the stacking order (higher draws above; 1 by default).
    public var zIndex = 1

    /// A supplementary item of `layoutSize` and `elementKind`.
    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
