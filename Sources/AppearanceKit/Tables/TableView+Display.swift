import Foundation

// The cells, headers and footers a table with a data source shows: asked for when a row comes
// into view, told `willDisplay` before they show and `didEndDisplaying` when they leave, and
// taken back into the reuse queues then.
extension TableView {
    /// The number of rows of each section: as last asked, or asked of the data source now.
    func loadedRowCounts() -> [Int] {
        if let counts = dataState.rowCounts { return counts }
        guard let dataSource else { return [] }
        let sections = Swift.max(dataSource.numberOfSections(in: self), 0)
        let counts = (0..<sections).map { Swift.max(dataSource.tableView(self, numberOfRowsInSection: $0), 0) }
        dataState.rowCounts = counts
        dataState.sectionIndexTitles = dataSource.sectionIndexTitles(for: self) ?? []
        return counts
    }

    /// Takes every cell, header and footer off screen and forgets the counts, so the next
    /// layout asks the data source for everything (``reloadData()``).
    func recycleEverything() {
        let state = dataState
        for (indexPath, cell) in state.visibleCells.sorted(by: { $0.key < $1.key }) {
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            recycle(cell)
        }
        state.visibleCells.removeAll()
        state.rowOfCell.removeAll()
        for view in state.headerViews.values { recycle(headerOrFooter: view) }
        for view in state.footerViews.values { recycle(headerOrFooter: view) }
        state.headerViews.removeAll()
        state.footerViews.removeAll()
        state.rowCounts = nil
        state.measuredHeights.removeAll()
        state.needsReload = false
    }

    /// The cell for the row at `indexPath`: the one on screen for it, else the data source's
    /// (added as a subview, so it is styled before it is measured).
    func cellShowing(_ indexPath: IndexPath, dataSource: any TableViewDataSource) -> TableViewCell {
        if let cell = dataState.visibleCells[indexPath] { return cell }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        dataState.rowOfCell[ObjectIdentifier(cell)] = indexPath
        let selected = dataState.selectedRows.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.superview !== self { addSubview(cell) }
        return cell
    }

    /// The header (or footer) view of `section` on screen, else the delegate's, else one
    /// showing the data source's title (added as a subview), or `nil` when there is none.
    func supplementaryView(section: Int, isHeader: Bool) -> View? {
        let state = dataState
        if let view = isHeader ? state.headerViews[section] : state.footerViews[section] { return view }
        var view =
            isHeader
            ? delegate?.tableView(self, viewForHeaderInSection: section) : delegate?.tableView(self, viewForFooterInSection: section)
        if view == nil, let dataSource {
            let title =
                isHeader
                ? dataSource.tableView(self, titleForHeaderInSection: section)
                : dataSource.tableView(self, titleForFooterInSection: section)
            if let title { view = TableViewHeaderFooterView(text: title) }
        }
        guard let view else { return nil }
        if isHeader { state.headerViews[section] = view } else { state.footerViews[section] = view }
        if view.superview !== self { addSubview(view) }
        if isHeader {
            delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        return view
    }

    /// Ends a layout: cells that left the view are told and recycled, cells made only to be
    /// measured are recycled, and cells new in view are told they will show.
    func finishDisplay(showing shown: [IndexPath: TableViewCell], measuredOffscreen: [TableViewCell]) {
        let state = dataState
        let shownCells = Set(shown.values.map(ObjectIdentifier.init))
        let previous = state.visibleCells
        let previousCells = Set(previous.values.map(ObjectIdentifier.init))
        for (indexPath, cell) in previous.sorted(by: { $0.key < $1.key }) where !shownCells.contains(ObjectIdentifier(cell)) {
            delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            recycle(cell)
        }
        for cell in measuredOffscreen where !previousCells.contains(ObjectIdentifier(cell)) && !shownCells.contains(ObjectIdentifier(cell))
        {
            recycle(cell)
        }
        state.visibleCells = shown
        state.rowOfCell = Dictionary(uniqueKeysWithValues: shown.map { (ObjectIdentifier($0.value), $0.key) })
        for (indexPath, cell) in shown.sorted(by: { $0.key < $1.key }) where previous[indexPath] !== cell {
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    /// Whether `view` is a section footer of this table.
    func isFooter(_ view: View) -> Bool {
        if dataSource != nil { return dataState.footerViews.values.contains { $0 === view } }
        return sections.contains { $0.footer === view }
    }
}
