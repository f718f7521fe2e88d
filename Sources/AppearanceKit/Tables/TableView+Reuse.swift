public import Foundation

// Registration and reuse, as UIKit's: a data source registers a cell class (or a way to make
// cells, such as a storyboard's prototype) for a reuse identifier, and dequeues cells by it;
// cells that scroll out of view wait in a queue and are handed out again after
// `prepareForReuse()`.
extension TableView {
    /// Registers `cellClass` (a ``TableViewCell`` subclass) for `identifier`, as UIKit's
    /// `register(_:forCellReuseIdentifier:)`: ``dequeueReusableCell(withIdentifier:for:)``
    /// makes its cells with `init(style: .default, reuseIdentifier:)`, the initializer cell
    /// classes override. `nil` removes the registration.
    ///
    /// A class that is not a ``TableViewCell`` stops the program, naming it, as UIKit raises.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            dataState.cellMakers[identifier] = nil
            return
        }
        guard let cellType = cellClass as? TableViewCell.Type else {
            preconditionFailure("TableView.register: \(cellClass) is not a TableViewCell subclass (reuse identifier \"\(identifier)\")")
        }
        dataState.cellMakers[identifier] = { cellType.init(registeredWithReuseIdentifier: identifier) }
    }

    /// Registers a way to make the cells of `identifier`: a storyboard's prototype cell, or a
    /// cell class whose initializer takes more than a style (Linux has no run time to call an
    /// initializer by name). The cell made should carry `identifier` as its reuse identifier.
    public func register(forCellReuseIdentifier identifier: String, makingCellsWith make: @escaping @MainActor () -> TableViewCell) {
        dataState.cellMakers[identifier] = make
    }

    /// Registers `viewClass` (a ``TableViewHeaderFooterView`` subclass) for `identifier`, as
    /// UIKit's `register(_:forHeaderFooterViewReuseIdentifier:)`; `nil` removes it.
    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let viewClass else {
            dataState.headerFooterMakers[identifier] = nil
            return
        }
        guard let viewType = viewClass as? TableViewHeaderFooterView.Type else {
            preconditionFailure(
                "TableView.register: \(viewClass) is not a TableViewHeaderFooterView subclass (reuse identifier \"\(identifier)\")")
        }
        dataState.headerFooterMakers[identifier] = { viewType.init(registeredWithReuseIdentifier: identifier) }
    }

    /// A cell for `identifier`: one waiting for reuse (after its `prepareForReuse()`), or a new
    /// one of the class registered for it, as UIKit's `dequeueReusableCell(withIdentifier:for:)`.
    ///
    /// An identifier nothing was registered for stops the program, naming it, as UIKit raises.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "TableView: unable to dequeue a cell with identifier \"\(identifier)\" for row \(indexPath.row) of section "
                    + "\(indexPath.section) - register a class or a way to make cells for the identifier first")
        }
        return cell
    }

    /// A cell for `identifier` waiting for reuse (after its `prepareForReuse()`), a new one of
    /// the registered class, or `nil` when there is neither, as UIKit's
    /// `dequeueReusableCell(withIdentifier:)` (apps then make one themselves).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = dataState.reusableCells.dequeue(identifier) {
            cell.prepareForReuse()
            return cell
        }
        return dataState.cellMakers[identifier]?()
    }

    /// A header or footer view for `identifier`: one waiting for reuse or a new one of the
    /// registered class, or `nil`, as UIKit's `dequeueReusableHeaderFooterView(withIdentifier:)`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if let view = dataState.reusableHeaderFooters.dequeue(identifier) {
            view.prepareForReuse()
            return view
        }
        return dataState.headerFooterMakers[identifier]?()
    }

    /// Takes `cell` off screen into its reuse queue.
    func recycle(_ cell: TableViewCell) {
        dataState.rowOfCell[ObjectIdentifier(cell)] = nil
        if cell.superview === self { cell.removeFromSuperview() }
        dataState.reusableCells.enqueue(cell, identifier: cell.reuseIdentifier)
    }

    /// Takes a header or footer view off screen (into its queue, if it is a reusable one).
    func recycle(headerOrFooter view: View) {
        if view.superview === self { view.removeFromSuperview() }
        if let reusable = view as? TableViewHeaderFooterView {
            dataState.reusableHeaderFooters.enqueue(reusable, identifier: reusable.reuseIdentifier)
        }
    }
}
