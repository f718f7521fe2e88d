public import Foundation

// Selection, as UIKit's table keeps it: the app selects and deselects rows without the delegate
// hearing of it; a row the user touches goes through the delegate's `willSelect`/`didSelect`
// (and `willDeselect`/`didDeselect` for the row it replaces). There are no touches on Linux, so
// a test touches a row with `tapRow(at:)`.
extension TableView {
    /// The selected row (the first, with several), as UIKit's `indexPathForSelectedRow`.
    public var indexPathForSelectedRow: IndexPath? {
        selectedIndexPaths.first
    }

    /// The selected rows, or `nil` when none is, as UIKit's `indexPathsForSelectedRows`.
    public var indexPathsForSelectedRows: [IndexPath]? {
        let rows = selectedIndexPaths
        return rows.isEmpty ? nil : rows
    }

    /// Selects the row at `indexPath` (deselecting the others unless several may be selected)
    /// and scrolls it to `scrollPosition`; `nil` deselects every row. The delegate is not
    /// told, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedIndexPaths { deselectRow(at: row, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for row in selectedIndexPaths where row != indexPath { deselectRow(at: row, animated: animated) }
        }
        if dataSource == nil {
            cellForRow(indexPath.row, inSection: indexPath.section)?.isSelected = true
        } else {
            if !dataState.selectedRows.contains(indexPath) { dataState.selectedRows.append(indexPath) }
            dataState.visibleCells[indexPath]?.isSelected = true
        }
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`; the delegate is not told, as in UIKit.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if dataSource == nil {
            cellForRow(indexPath.row, inSection: indexPath.section)?.isSelected = false
        } else {
            dataState.selectedRows.removeAll { $0 == indexPath }
            dataState.visibleCells[indexPath]?.isSelected = false
        }
    }

    /// Touches the row at `indexPath` as a user would: the delegate may redirect or refuse the
    /// selection (`willSelectRowAt`), the previously selected row is deselected (unless
    /// several may be selected) and the delegate hears `didSelectRowAt`; touching a selected
    /// row of a multiple-selection table deselects it. Returns the row selected, if any.
    ///
    /// ```swift
    /// controller.tableView.tapRow(at: IndexPath(row: 2, section: 0))
    /// #expect(navigation.topViewController is DetailViewController)
    /// ```
    @discardableResult
    public func tapRow(at indexPath: IndexPath) -> IndexPath? {
        guard allowsSelection || isEditing, delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return nil }
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return nil }
            deselectRow(at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return nil
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return nil }
        if !allowsMultipleSelection {
            for row in selectedIndexPaths where row != target {
                guard let deselected = delegate.map({ $0.tableView(self, willDeselectRowAt: row) }) ?? row else { continue }
                deselectRow(at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
        return target
    }

    /// The selected rows, top to bottom.
    private var selectedIndexPaths: [IndexPath] {
        guard dataSource == nil else { return dataState.selectedRows.sorted() }
        return sections.enumerated().flatMap { section, content in
            content.cells.enumerated().compactMap { row, cell in cell.isSelected ? IndexPath(row: row, section: section) : nil }
        }
    }
}
