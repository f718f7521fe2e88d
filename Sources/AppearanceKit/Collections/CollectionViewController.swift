public import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of, as
/// UIKit's `UICollectionViewController`.
///
/// It declares every ``CollectionViewDataSource`` and ``CollectionViewDelegate`` method, so a
/// subclass overrides the ones it needs, as apps do in UIKit. As UIKit's, it does not adopt
/// ``CollectionViewDelegateFlowLayout``: a subclass that sizes items adopts it and declares
/// those methods itself (without `override`), and the flow layout finds them:
///
/// ```swift
/// final class PhotosViewController: CollectionViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
///     }
///     override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
///     override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///     }
/// }
/// let photos = PhotosViewController(collectionViewLayout: CollectionViewFlowLayout())
/// ```
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the controller's collection view is made with.
    private let initialLayout: CollectionViewLayout

    /// The collection view: the controller's view, as UIKit's `collectionView` (setting it
    /// replaces the view).
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { if let newValue { view = newValue } }
    }

    /// The layout of the collection view, as UIKit's `collectionViewLayout`.
    public var collectionViewLayout: CollectionViewLayout {
        isViewLoaded ? (collectionView?.collectionViewLayout ?? initialLayout) : initialLayout
    }

    /// Whether the selected items are deselected each time the collection view is about to appear.
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view is placed by `layout`, as UIKit's `init(collectionViewLayout:)`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout, as UIKit's `init(nibName:bundle:)`.
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller from an archive, with a flow layout, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Makes the collection view, with this controller as its data source and delegate.
    override open func loadView() {
        // No background colour is set here: an explicit one would outrank the app's proxies.
        let collection = CollectionView(frame: .zero, collectionViewLayout: initialLayout)
        collection.dataSource = self
        collection.delegate = self
        view = collection
    }

    /// Deselects the selected items when ``clearsSelectionOnViewWillAppear`` is on.
    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collection = collectionView, let selected = collection.indexPathsForSelectedItems
        else { return }
        for indexPath in selected { collection.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: - Data source

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    /// No items: override it.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Override it: a collection view controller has no cells of its own.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        preconditionFailure("\(type(of: self)) must override collectionView(_:cellForItemAt:) to give the cell of item \(indexPath.item)")
    }
    /// An empty reusable view.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    /// No item can be moved.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // MARK: - Delegate

    /// Every item highlights.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Every item can be selected.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Every item can be deselected.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    // MARK: - Scroll view delegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
