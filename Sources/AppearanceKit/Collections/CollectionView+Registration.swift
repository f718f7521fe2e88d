public import Foundation

// Registrations, as iOS 14's UIKit has them: a value that names a cell (or supplementary view)
// class and how to configure it, registered with the collection view the first time it
// dequeues through it, so apps need no reuse identifiers of their own.
extension CollectionView {
    /// A cell class and how to configure its cells for an item, as UIKit's
    /// `UICollectionView.CellRegistration`.
    ///
    /// ```swift
    /// let registration = CollectionView.CellRegistration<PhotoCell, Photo> { cell, indexPath, photo in
    ///     cell.caption.text = photo.title
    /// }
    /// // in collectionView(_:cellForItemAt:), or a diffable data source's cell provider:
    /// collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: photos[indexPath.item])
    /// ```
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// How a cell is configured for an item: the cell, its index path and the item.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        /// The reuse identifier the registration's cells are kept under (one per registration).
        let reuseIdentifier = "CellRegistration.\(Cell.self).\(UUID().uuidString)"
        let handler: Handler

        /// A registration of `Cell` whose cells `handler` configures, as UIKit's `init(handler:)`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A supplementary view class of a kind and how to configure its views, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`.
    ///
    /// ```swift
    /// let header = CollectionView.SupplementaryRegistration<TitleView>(
    ///     elementKind: CollectionView.elementKindSectionHeader
    /// ) { view, kind, indexPath in
    ///     view.label.text = albums[indexPath.section].title
    /// }
    /// ```
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// How a view is configured: the view, its kind and its index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        /// The kind of the registration's views.
        public let elementKind: String
        /// The reuse identifier the registration's views are kept under (one per registration).
        let reuseIdentifier = "SupplementaryRegistration.\(Supplementary.self).\(UUID().uuidString)"
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind` that `handler` configures,
        /// as UIKit's `init(elementKind:handler:)`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for `indexPath` (reused, or made the first time),
    /// configured by its handler for `item`, as UIKit's `dequeueConfiguredReusableCell(using:for:item:)`.
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        if dataState.cellMakers[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            preconditionFailure("CollectionView: the cell registered for \(Cell.self) is of another class")
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind for `indexPath`, configured by
    /// its handler, as UIKit's `dequeueConfiguredReusableSupplementary(using:for:)`.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        if dataState.supplementaryMakers[kind]?[registration.reuseIdentifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let view = dequeued as? Supplementary else {
            preconditionFailure("CollectionView: the view registered for \(Supplementary.self) is of another class")
        }
        registration.handler(view, kind, indexPath)
        return view
    }
}
