public import Foundation

// Registration and reuse, as UIKit's: a data source registers a cell class for a reuse
// identifier (and supplementary view classes for a kind and identifier), and dequeues views by
// them; views that scroll out of view wait in a queue and are handed out again after
// `prepareForReuse()`.
extension CollectionView {
    /// Registers `cellClass` (a ``CollectionViewCell`` subclass) for `identifier`, as UIKit's
    /// `register(_:forCellWithReuseIdentifier:)`: ``dequeueReusableCell(withReuseIdentifier:for:)``
    /// makes its cells with `init(frame:)`, the initializer cell classes override. `nil` removes
    /// the registration.
    ///
    /// A class that is not a ``CollectionViewCell`` stops the program, naming it, as UIKit raises.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            dataState.cellMakers[identifier] = nil
            return
        }
        guard let cellType = cellClass as? CollectionViewCell.Type else {
            preconditionFailure(
                "CollectionView.register: \(cellClass) is not a CollectionViewCell subclass (reuse identifier \"\(identifier)\")")
        }
        dataState.cellMakers[identifier] = { cellType.init(registeredWithReuseIdentifier: identifier) }
    }

    /// Registers a way to make the cells of `identifier`: a storyboard's prototype cell, or a
    /// cell class whose initializer takes more than a frame (Linux has no run time to call an
    /// initializer by name).
    public func register(
        forCellWithReuseIdentifier identifier: String, makingCellsWith make: @escaping @MainActor () -> CollectionViewCell
    ) {
        dataState.cellMakers[identifier] = {
            let cell = make()
            if cell.reuseIdentifier == nil { cell.reuseIdentifier = identifier }
            return cell
        }
    }

    /// Registers `viewClass` (a ``CollectionReusableView`` subclass) for supplementary views of
    /// `elementKind` (``elementKindSectionHeader``, ``elementKindSectionFooter`` or a
    /// compositional layout's own kind) and `identifier`, as UIKit's
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`; `nil` removes it.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else {
            dataState.supplementaryMakers[elementKind]?[identifier] = nil
            return
        }
        guard let viewType = viewClass as? CollectionReusableView.Type else {
            preconditionFailure(
                "CollectionView.register: \(viewClass) is not a CollectionReusableView subclass (kind \"\(elementKind)\", "
                    + "reuse identifier \"\(identifier)\")")
        }
        dataState.supplementaryMakers[elementKind, default: [:]][identifier] = {
            viewType.init(registeredWithReuseIdentifier: identifier)
        }
    }

    /// A cell for `identifier`: one waiting for reuse (after its `prepareForReuse()`), or a new
    /// one of the class registered for it, as UIKit's `dequeueReusableCell(withReuseIdentifier:for:)`.
    ///
    /// An identifier nothing was registered for stops the program, naming it, as UIKit raises.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = dataState.reusableCells.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        guard let make = dataState.cellMakers[identifier] else {
            preconditionFailure(
                "CollectionView: could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) "
                    + "for item \(indexPath.item) of section \(indexPath.section) - must register a class for the identifier")
        }
        return make()
    }

    /// A supplementary view of `elementKind` for `identifier`: one waiting for reuse (after its
    /// `prepareForReuse()`), or a new one of the registered class, as UIKit's
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    ///
    /// A kind and identifier nothing was registered for stops the program, as UIKit raises.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        if let view = dataState.reusableSupplementaries[elementKind]?.dequeue(identifier) {
            view.prepareForReuse()
            return view
        }
        guard let make = dataState.supplementaryMakers[elementKind]?[identifier] else {
            preconditionFailure(
                "CollectionView: could not dequeue a view of kind: \(elementKind) with identifier \(identifier) for section "
                    + "\(indexPath.section) - must register a class for the kind and identifier")
        }
        return make()
    }

    /// Takes `view` (a cell or a supplementary view) off screen into its reuse queue.
    func recycle(_ view: CollectionReusableView, kind: String?) {
        dataState.elementOfView[ObjectIdentifier(view)] = nil
        if view.superview === self {
            dataState.isRecycling = true
            view.removeFromSuperview()
            dataState.isRecycling = false
        }
        if let cell = view as? CollectionViewCell, kind == nil {
            dataState.reusableCells.enqueue(cell, identifier: cell.reuseIdentifier)
        } else if let kind {
            dataState.reusableSupplementaries[kind, default: ReuseQueue()].enqueue(view, identifier: view.reuseIdentifier)
        }
    }
}
