import Foundation

// A table with a data source lays out as UIKit's does: it asks for the counts, then walks the
// rows from the top, making cells (`cellForRowAt`) for the rows in view and for the rows above
// it whose height depends on their cell; rows below the view keep their estimated height until
// they scroll into view. Cells that leave the view go to the reuse queue.
extension LayoutEngine {
    /// Lays out the rows, headers and footers of `table` from its data source in `bounds`,
    /// scrolled to its content offset, and sets its content size; returns the views placed.
    func layoutDataSourceTable(_ table: TableView, dataSource: any TableViewDataSource, in bounds: CGRect) -> [View] {
        let state = table.dataState
        if state.needsReload { table.recycleEverything() }
        let counts = table.loadedRowCounts()
        let width = bounds.width
        // A table not given a height yet (being measured) shows every row.
        let viewport = CGRect(
            x: 0, y: table.contentOffset.y - table.contentInset.top, width: width,
            height: bounds.height > 0 ? bounds.height : .greatestFiniteMagnitude)
        let inset = table.style == .insetGrouped ? Self.insetGroupedMargin : 0
        var walk = TableWalk(table: table, viewport: viewport)
        if let header = table.tableHeaderView {
            walk.place(header, height: fittingSize(header, width: width).height, x: 0, width: width, engine: self)
        }
        // Rows end before the section index, as UIKit keeps cells' content clear of it.
        let indexWidth = table.shownSectionIndexTitles.isEmpty ? 0 : Self.sectionIndexWidth
        var rowFrames: [[CGRect]] = []
        var sectionFrames: [CGRect] = []
        for (section, rows) in counts.enumerated() {
            let top = walk.y
            layoutSupplementary(of: table, section: section, isHeader: true, walk: &walk, width: width)
            var frames: [CGRect] = []
            frames.reserveCapacity(rows)
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                frames.append(
                    layoutRow(indexPath, of: table, dataSource: dataSource, walk: &walk, x: inset, width: width - 2 * inset - indexWidth))
            }
            layoutSupplementary(of: table, section: section, isHeader: false, walk: &walk, width: width)
            rowFrames.append(frames)
            sectionFrames.append(CGRect(x: 0, y: top, width: width, height: walk.y - top))
        }
        if let footer = table.tableFooterView {
            walk.place(footer, height: fittingSize(footer, width: width).height, x: 0, width: width, engine: self)
        }
        table.finishDisplay(showing: walk.shownCells, measuredOffscreen: walk.measuredOffscreen)
        state.rowFrames = rowFrames
        state.sectionFrames = sectionFrames
        table.contentSize = CGSize(width: width, height: walk.y)
        // Cells added and removed above marked the table again; this pass already placed them.
        table.layoutMarks.remove(.needsLayout)
        if let background = table.backgroundView {
            // The background stays put while the content scrolls under it.
            let origin = CGPoint(x: table.contentOffset.x - table.contentInset.left, y: table.contentOffset.y - table.contentInset.top)
            place(background, in: CGRect(origin: origin, size: bounds.size))
            walk.placed.append(background)
        }
        return walk.placed
    }

    /// Places the row at `indexPath` at the walk's position and returns its frame: with its cell
    /// when it is in view (or its height needs the cell), else at its known or estimated height.
    private func layoutRow(
        _ indexPath: IndexPath, of table: TableView, dataSource: any TableViewDataSource, walk: inout TableWalk, x: Double, width: Double
    ) -> CGRect {
        let asked = table.delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
        // The table's own row height sizes rows to their cells as the kit's static tables do
        // (never below it); an automatic height sizes them as UIKit's self-sizing cells.
        let sizedByCell = asked < 0 || asked == table.rowHeight
        func frame(_ height: Double) -> CGRect { CGRect(x: x, y: walk.y, width: width, height: height) }
        if walk.y >= walk.viewport.maxY {
            let height = sizedByCell ? estimatedHeight(of: indexPath, in: table) : asked
            defer { walk.y += height }
            return frame(height)
        }
        let known = sizedByCell ? table.dataState.measuredHeights[indexPath] : asked
        if let known, walk.y + known <= walk.viewport.minY {
            defer { walk.y += known }
            return frame(known)
        }
        let cell = table.cellShowing(indexPath, dataSource: dataSource)
        let height: Double
        if sizedByCell {
            cell.setFrameFromLayout(frame(cell.frame.height))
            height = selfSizedHeight(of: cell, in: table, automatic: asked < 0)
            table.dataState.measuredHeights[indexPath] = height
        } else {
            height = asked
        }
        let rowFrame = frame(height)
        place(cell, in: rowFrame)
        if walk.isInView(rowFrame) {
            walk.shownCells[indexPath] = cell
            walk.placed.append(cell)
        } else {
            walk.measuredOffscreen.append(cell)
        }
        walk.y += height
        return rowFrame
    }

    /// The height of a row sized by its cell: a cell laid out with Auto Layout at the height its
    /// constraints give; the kit's cell styles at their labels' height with margins, never
    /// below the table's row height (44 points when that is automatic).
    private func selfSizedHeight(of cell: TableViewCell, in table: TableView, automatic: Bool) -> Double {
        let minimum = table.rowHeight >= 0 ? table.rowHeight : 44
        if automatic, ConstraintLayout.isInUse, !cell.constraints.isEmpty || !cell.contentView.constraints.isEmpty {
            let fitted = cell.systemLayoutSizeFitting(
                CGSize(width: table.frame.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            if fitted.height > 0 { return fitted.height }
        }
        return rowHeight(of: cell, in: table, minimum: minimum)
    }

    /// The height assumed for a row without a cell yet.
    private func estimatedHeight(of indexPath: IndexPath, in table: TableView) -> Double {
        let estimate = table.delegate?.tableView(table, estimatedHeightForRowAt: indexPath) ?? table.estimatedRowHeight
        if estimate > 0 { return estimate }
        return table.rowHeight >= 0 ? table.rowHeight : 44
    }

    /// Places the header (or footer) of `section`: the delegate's view, else one showing the
    /// data source's title, else the space the style leaves; at the delegate's height, or the
    /// view's own when that height is automatic or the table's.
    private func layoutSupplementary(of table: TableView, section: Int, isHeader: Bool, walk: inout TableWalk, width: Double) {
        let tableHeight = isHeader ? table.sectionHeaderHeight : table.sectionFooterHeight
        let asked =
            (isHeader
                ? table.delegate?.tableView(table, heightForHeaderInSection: section)
                : table.delegate?.tableView(table, heightForFooterInSection: section)) ?? tableHeight
        let view = walk.y < walk.viewport.maxY ? table.supplementaryView(section: section, isHeader: isHeader) : nil
        guard let view else {
            if asked >= 0, asked != tableHeight {
                walk.y += asked
            } else if isHeader, table.style != .plain {
                walk.y += Self.groupedSectionSpacing
            }
            return
        }
        let height: Double
        if asked >= 0, asked != tableHeight {
            height = asked
        } else if let headerFooter = view as? TableViewHeaderFooterView {
            height = headerFooterHeight(headerFooter, table: table, width: width, at: tableHeight >= 0 ? tableHeight : 28)
        } else {
            height = fittingSize(view, width: width).height
        }
        walk.place(view, height: height, x: 0, width: width, engine: self)
    }
}

/// Where a table's layout walk is: the next row's top, the part of the content in view, and
/// what it placed.
@MainActor
struct TableWalk {
    let table: TableView
    /// The content shown, in content coordinates.
    let viewport: CGRect
    /// The top of the next row, header or footer.
    var y = 0.0
    /// The cells in view, by row.
    var shownCells: [IndexPath: TableViewCell] = [:]
    /// Every view placed.
    var placed: [View] = []

    init(table: TableView, viewport: CGRect) {
        self.table = table
        self.viewport = viewport
    }

    /// Cells made only to measure their rows' heights, above the view.
    var measuredOffscreen: [TableViewCell] = []

    /// Whether `frame` shows in the viewport.
    func isInView(_ frame: CGRect) -> Bool {
        (frame.maxY > viewport.minY && frame.minY < viewport.maxY)
            || (frame.height == 0 && frame.minY >= viewport.minY && frame.minY < viewport.maxY)
    }

    /// Places `view` across the table at the walk's position and moves down by `height`.
    mutating func place(_ view: View, height: Double, x: Double, width: Double, engine: LayoutEngine) {
        engine.place(view, in: CGRect(x: x, y: y, width: width, height: height))
        placed.append(view)
        y += height
    }
}
