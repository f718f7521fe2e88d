public import Foundation

/// The delegate of a collection view placed by a ``CollectionViewFlowLayout`` that sizes items,
/// insets and spacing per item or section, as UIKit's `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional; the defaults give the flow layout's own values (``CollectionViewFlowLayout/itemSize``,
/// ``CollectionViewFlowLayout/sectionInset``, …):
///
/// ```swift
/// extension PhotosViewController: CollectionViewDelegateFlowLayout {
///     func collectionView(
///         _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
///     ) -> CGSize {
///         let side = (collectionView.bounds.width - 2) / 3
///         return CGSize(width: side, height: side)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item (the layout's ``CollectionViewFlowLayout/itemSize`` by default).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    /// The insets of the section's items (the layout's ``CollectionViewFlowLayout/sectionInset`` by default).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets
    /// The least space between the lines of the section (the layout's
    /// ``CollectionViewFlowLayout/minimumLineSpacing`` by default).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The least space between the items of a line of the section (the layout's
    /// ``CollectionViewFlowLayout/minimumInteritemSpacing`` by default).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of the section's header; zero for none (the layout's
    /// ``CollectionViewFlowLayout/headerReferenceSize`` by default).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of the section's footer; zero for none (the layout's
    /// ``CollectionViewFlowLayout/footerReferenceSize`` by default).
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The flow layout's item size.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    /// The flow layout's section insets.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The flow layout's line spacing.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    /// The flow layout's interitem spacing.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }
    /// The flow layout's header size.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The flow layout's footer size.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
