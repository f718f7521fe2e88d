public import Foundation

// The rows a table shows, as UIKit's table answers about them: counts, the cells on screen, the
// row of a cell, where a row is, and scrolling to one. With a data source the answers come from
// the last layout (the table lays out first if it has not); with ready-made sections, from them.
extension TableView {
    /// The number of sections.
    public var numberOfSections: Int {
        dataSource == nil ? sections.count : loadedRowCounts().count
    }

    /// The number of rows in `section`, or 0 when out of range.
    public func numberOfRows(inSection section: Int) -> Int {
        if dataSource == nil { return sections.indices.contains(section) ? sections[section].cells.count : 0 }
        let counts = loadedRowCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell showing the row at `indexPath`, or `nil` when the row is not in view (or does
    /// not exist), as UIKit's `cellForRow(at:)`.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard dataSource != nil else { return cellForRow(indexPath.row, inSection: indexPath.section) }
        layoutRowsIfNeeded()
        return dataState.visibleCells[indexPath]
    }

    /// The row `cell` shows, or `nil` when it shows none, as UIKit's `indexPath(for:)`.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        guard dataSource != nil else {
            for (section, content) in sections.enumerated() {
                if let row = content.cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
            }
            return nil
        }
        return dataState.rowOfCell[ObjectIdentifier(cell)]
    }

    /// The cells in view, top to bottom, as UIKit's `visibleCells`.
    public var visibleCells: [TableViewCell] {
        indexPathsForVisibleRows?.compactMap { cellForRow(at: $0) } ?? []
    }

    /// The rows in view, top to bottom, as UIKit's `indexPathsForVisibleRows`.
    public var indexPathsForVisibleRows: [IndexPath]? {
        guard dataSource != nil else {
            let viewport = CGRect(origin: contentOffset, size: bounds.size)
            return sections.enumerated().flatMap { section, content in
                content.cells.enumerated().compactMap { row, cell in
                    cell.isHidden || (bounds.height > 0 && !cell.frame.intersects(viewport)) ? nil : IndexPath(row: row, section: section)
                }
            }
        }
        layoutRowsIfNeeded()
        return dataState.visibleCells.keys.sorted()
    }

    /// Where the row at `indexPath` is, in the table's content coordinates (`.zero` when it
    /// does not exist), as UIKit's `rectForRow(at:)`.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        guard dataSource != nil else { return cellForRow(indexPath.row, inSection: indexPath.section)?.frame ?? .zero }
        layoutRowsIfNeeded()
        let frames = dataState.rowFrames
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        return frames[indexPath.section][indexPath.row]
    }

    /// Where `section` (its header, rows and footer) is, in content coordinates, as UIKit's
    /// `rect(forSection:)`.
    public func rect(forSection section: Int) -> CGRect {
        guard dataSource != nil else {
            guard sections.indices.contains(section) else { return .zero }
            return sections[section].views.map(\.frame).reduce(nil) { $0?.union($1) ?? $1 } ?? .zero
        }
        layoutRowsIfNeeded()
        return dataState.sectionFrames.indices.contains(section) ? dataState.sectionFrames[section] : .zero
    }

    /// The row at `point` (in content coordinates), as UIKit's `indexPathForRow(at:)`.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard dataSource != nil else {
            return visibleCells.first { $0.frame.contains(point) }.flatMap { indexPath(for: $0) }
        }
        layoutRowsIfNeeded()
        for (section, rows) in dataState.rowFrames.enumerated() {
            if let row = rows.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The header view of `section` on screen, if it is a ``TableViewHeaderFooterView``.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        guard dataSource != nil else { return sections.indices.contains(section) ? sections[section].header : nil }
        layoutRowsIfNeeded()
        return dataState.headerViews[section] as? TableViewHeaderFooterView
    }

    /// The footer view of `section` on screen, if it is a ``TableViewHeaderFooterView``.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        guard dataSource != nil else { return sections.indices.contains(section) ? sections[section].footer : nil }
        layoutRowsIfNeeded()
        return dataState.footerViews[section] as? TableViewHeaderFooterView
    }

    /// Scrolls so the row at `indexPath` is at `scrollPosition` (there is no animation here),
    /// as UIKit's `scrollToRow(at:at:animated:)`; the rows in view are laid out at the table's
    /// next layout.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let row = rectForRow(at: indexPath)
        let height = bounds.height
        let maxOffset = Swift.max(contentSize.height - height, 0)
        var y: Double
        switch scrollPosition {
        case .top: y = row.minY
        case .middle: y = row.midY - height / 2
        case .bottom: y = row.maxY - height
        case .none:
            let current = contentOffset.y
            y = row.minY < current ? row.minY : row.maxY > current + height ? row.maxY - height : current
        }
        y = Swift.min(Swift.max(y, 0), maxOffset)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    /// Lays out the table now if its rows are not laid out for its current data, so answers
    /// about rows match what it shows.
    func layoutRowsIfNeeded() {
        if dataState.needsReload || dataState.rowCounts == nil || needsLayout { layoutIfNeeded() }
    }
}

extension TableView {
    /// The cells of a section that are on screen, for drawing the separators and the grouped
    /// backgrounds between them.
    package struct ShownSection {
        /// The section's cells on screen, top to bottom.
        package let cells: [TableViewCell]
        /// Whether the last of ``cells`` is the section's last row (no separator below it in a
        /// grouped table).
        package let endsWithLastRow: Bool
    }

    /// The titles of the section index the data source gives (``TableViewDataSource/sectionIndexTitles(for:)``),
    /// drawn along the trailing edge.
    package var shownSectionIndexTitles: [String] { dataSource == nil ? [] : dataState.sectionIndexTitles }

    /// The sections' cells on screen: every cell of the ready-made sections, or the data
    /// source's rows in view.
    package var shownSections: [ShownSection] {
        guard dataSource != nil else { return sections.map { ShownSection(cells: $0.cells, endsWithLastRow: true) } }
        let counts = dataState.rowCounts ?? []
        var bySection: [Int: [(Int, TableViewCell)]] = [:]
        for (indexPath, cell) in dataState.visibleCells { bySection[indexPath.section, default: []].append((indexPath.row, cell)) }
        return bySection.keys.sorted().map { section in
            let rows = bySection[section]!.sorted { $0.0 < $1.0 }
            let last = counts.indices.contains(section) ? counts[section] - 1 : -1
            return ShownSection(cells: rows.map(\.1), endsWithLastRow: rows.last?.0 == last)
        }
    }
}
