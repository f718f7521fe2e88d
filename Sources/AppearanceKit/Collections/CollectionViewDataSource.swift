public import Foundation

/// The object that gives a collection view its sections, items and cells, as UIKit's
/// `UICollectionViewDataSource`.
///
/// The two item methods are required; the others are optional in UIKit and have defaults here
/// that do what UIKit does when an object leaves them out (one section, items that cannot be
/// moved):
///
/// ```swift
/// final class PhotosViewController: ViewController, CollectionViewDataSource {
///     let grid = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
///     override func viewDidLoad() {
///         grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///         grid.dataSource = self
///         view.addSubview(grid)
///     }
///     func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
///     func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     }
/// }
/// ```
///
/// Without Objective-C, a default is a witness the compiler picks once: a method of a subclass
/// counts only if the conforming class declares it too (``CollectionViewController`` declares
/// every one, so its subclasses `override` them as in UIKit).
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The supplementary view of `kind` (a header, a footer) for `indexPath`, usually from
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    /// UIKit stops an app whose layout asks for one without this method; here the default
    /// gives an empty view, so the layout's space stays empty.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
    /// Whether the item can be moved (`false` by default).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Moves the data of an item the user moved (nothing by default).
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// An empty reusable view.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    /// No item can be moved.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
