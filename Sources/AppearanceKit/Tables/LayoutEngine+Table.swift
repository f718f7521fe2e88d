extension LayoutEngine {
    /// How far an inset-grouped table insets its sections from its edges.
    package static let insetGroupedMargin = 16.0
    /// The space above each section of a grouped table that has no section header.
    package static let groupedSectionSpacing = 20.0
    /// The leading and trailing margin of a cell's labels.
    package static let cellMargin = 16.0
    /// The width of a table's section index along its trailing edge.
    package static let sectionIndexWidth = 15.0
    /// The width a cell's accessory takes at its trailing edge.
    package static let accessoryWidth = 34.0

    /// The frames of a table's header view, section headers, cells, footers and footer view in
    /// a width, and the height of the whole.
    package func tableFrames(_ table: TableView, width: Double) -> (frames: [(View, CGRect)], height: Double) {
        var frames: [(View, CGRect)] = []
        var y = 0.0
        if let header = table.tableHeaderView {
            let height = fittingSize(header, width: width).height
            frames.append((header, CGRect(x: 0, y: y, width: width, height: height)))
            y += height
        }
        let inset = table.style == .insetGrouped ? Self.insetGroupedMargin : 0
        for section in table.sections {
            if let header = section.header {
                let height = headerFooterHeight(header, table: table, width: width, at: table.sectionHeaderHeight)
                frames.append((header, CGRect(x: 0, y: y, width: width, height: height)))
                y += height
            } else if table.style != .plain {
                y += Self.groupedSectionSpacing
            }
            for cell in section.cells {
                let height = rowHeight(of: cell, in: table)
                frames.append((cell, CGRect(x: inset, y: y, width: width - 2 * inset, height: height)))
                y += height
            }
            if let footer = section.footer {
                let height = headerFooterHeight(footer, table: table, width: width, at: table.sectionFooterHeight)
                frames.append((footer, CGRect(x: 0, y: y, width: width, height: height)))
                y += height
            }
        }
        if let footer = table.tableFooterView {
            let height = fittingSize(footer, width: width).height
            frames.append((footer, CGRect(x: 0, y: y, width: width, height: height)))
            y += height
        }
        return (frames, y)
    }

    /// The font of the system cells' labels and of headers and footers: the body text style,
    /// at 17 points at the Large text size and following the view's size (made once; a font
    /// made at the current text size is shown at each view's).
    package static let cellTextFont = Font.preferredFont(forTextStyle: .body)

    /// Whether the cell's detail label goes under its text label: in the subtitle style, and
    /// in the value styles at the accessibility text sizes, where iOS stacks them rather than
    /// truncate both.
    static func stacksLabels(_ cell: TableViewCell) -> Bool {
        switch cell.cellStyle {
        case .subtitle: true
        case .default: false
        case .value1, .value2: cell.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        }
    }

    /// The space above and below a cell's labels, as UIKit's self-sizing cells keep it.
    package static let cellVerticalMargin = 11.0

    /// A row's height: the table's row height, or more when the cell's labels need it (larger
    /// text from Dynamic Type grows the row, as self-sizing cells do in UIKit, #33).
    package func rowHeight(of cell: TableViewCell, in table: TableView, minimum: Double? = nil) -> Double {
        let content: Double
        if let configured = cell.configuredContentView {
            // A content configuration's view says how tall it is, margins included.
            let inset = table.style == .insetGrouped ? 2 * Self.insetGroupedMargin : 0
            let accessory = cell.accessoryType == .none && cell.accessoryView == nil ? 0 : Self.accessoryWidth
            content = fittingSize(configured, width: Swift.max(table.frame.width - inset - accessory, 0)).height
        } else {
            let text = fittingSize(cell.contentTextLabel, width: nil).height
            let detail =
                cell.contentDetailTextLabel.superview === cell.contentView ? fittingSize(cell.contentDetailTextLabel, width: nil).height : 0
            let labels = Self.stacksLabels(cell) ? text + (detail > 0 ? 2 + detail : 0) : Swift.max(text, detail)
            content = labels + 2 * Self.cellVerticalMargin
        }
        let height = Swift.max(minimum ?? (table.rowHeight >= 0 ? table.rowHeight : 44), content)
        // A self-sizing cell laid out with Auto Layout: its constraints give its height at the
        // table's width, as UIKit asks `systemLayoutSizeFitting` for it.
        guard ConstraintLayout.isInUse, !cell.constraints.isEmpty || !cell.contentView.constraints.isEmpty else { return height }
        let fitted = cell.systemLayoutSizeFitting(
            CGSize(width: table.frame.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return Swift.max(height, fitted.height)
    }

    /// A section header's or footer's height: `height`, or more when its label needs it.
    func headerFooterHeight(_ view: TableViewHeaderFooterView, table: TableView, width: Double, at height: Double) -> Double {
        let inset = table.style == .insetGrouped ? Self.insetGroupedMargin : 0
        if let configured = view.configuredContentView {
            return Swift.max(height, fittingSize(configured, width: Swift.max(width - 2 * inset, 0)).height)
        }
        let text = fittingSize(view.contentTextLabel, width: Swift.max(width - 2 * (Self.cellMargin + inset), 0)).height
        // The label keeps 6 points to the far edge (see layoutHeaderFooter) and 1 to the near one.
        return Swift.max(height, text + 7)
    }

    /// Places a table's content (clipped to the table when drawn, as a scroll view is).
    package func layoutTable(_ table: TableView, in bounds: CGRect) {
        if let dataSource = table.dataSource {
            let placed = Set(layoutDataSourceTable(table, dataSource: dataSource, in: bounds).map(ObjectIdentifier.init))
            layoutFree(table.subviews.filter { !placed.contains(ObjectIdentifier($0)) }, in: bounds)
            return
        }
        let content = tableFrames(table, width: bounds.width)
        for (view, frame) in content.frames {
            place(view, in: frame)
        }
        let placed = Set(content.frames.map { ObjectIdentifier($0.0) })
        layoutFree(table.subviews.filter { !placed.contains(ObjectIdentifier($0)) }, in: bounds)
    }

    /// The content view fills the cell less its accessory; the background views fill the cell.
    func layoutCell(_ cell: TableViewCell, in bounds: CGRect) {
        var accessory = cell.accessoryType == .none ? 0 : Self.accessoryWidth
        if let view = cell.accessoryView {
            // An accessory view at its own size, at the trailing margin, centred vertically.
            var size = view.frame.size
            if size == .zero { size = fittingSize(view, width: nil) }
            place(
                view,
                in: CGRect(
                    x: bounds.width - Self.cellMargin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                    width: size.width, height: size.height))
            accessory = size.width + Self.cellMargin
        }
        place(cell.contentView, in: CGRect(x: 0, y: 0, width: Swift.max(bounds.width - accessory, 0), height: bounds.height))
        let others = cell.subviews.filter { $0 !== cell.contentView && $0 !== cell.accessoryView }
        layoutFree(others, in: bounds, filling: [cell.backgroundView, cell.selectedBackgroundView].compactMap { $0 })
    }

    /// A cell's content view: the text label at the leading margin and the detail label by the
    /// cell's style; the app's own subviews by the free rules.
    func layoutCellContent(of cell: TableViewCell, in content: CGRect) {
        let labels: [View?] = [cell.contentTextLabel, cell.contentDetailTextLabel, cell.contentImageView]
        layoutFree(cell.contentView.subviews.filter { view in !labels.contains { $0 === view } }, in: content)
        let trailing = content.width - (cell.accessoryType == .none && cell.accessoryView == nil ? Self.cellMargin : 4)
        let leading = layoutCellImage(of: cell, in: content)
        switch cell.cellStyle {
        case .default, .subtitle:
            layoutStackedLabels(of: cell, in: content, leading: leading, trailing: trailing)
        case _ where Self.stacksLabels(cell):
            layoutStackedLabels(of: cell, in: content, leading: leading, trailing: trailing)
        case .value2:
            layoutColumnLabels(of: cell, in: content, leading: leading, trailing: trailing)
        case .value1:
            layoutSideBySideLabels(of: cell, in: content, leading: leading, trailing: trailing)
        }
    }

    /// The cell's image view at the leading margin, at an image's size (no taller than the
    /// row), centred vertically; returns where the labels start: after it, or at the margin.
    private func layoutCellImage(of cell: TableViewCell, in content: CGRect) -> Double {
        guard let imageView = cell.contentImageView else { return Self.cellMargin }
        guard imageView.image != nil else {
            place(imageView, in: .zero)
            return Self.cellMargin
        }
        let fitting = fittingSize(imageView, width: nil)
        let size = CGSize(width: fitting.width, height: Swift.min(fitting.height, content.height))
        place(
            imageView,
            in: CGRect(x: Self.cellMargin, y: ((content.height - size.height) / 2).rounded(), width: size.width, height: size.height))
        return Self.cellMargin + size.width + Self.cellMargin
    }

    /// `value1`: the text label at the leading margin, the detail label at the trailing edge,
    /// both centred vertically.
    private func layoutSideBySideLabels(of cell: TableViewCell, in content: CGRect, leading: Double, trailing: Double) {
        let detail = fittingSize(cell.contentDetailTextLabel, width: nil)
        let detailWidth = Swift.min(detail.width, Swift.max(trailing - leading, 0))
        let detailFrame = CGRect(
            x: trailing - detailWidth, y: ((content.height - detail.height) / 2).rounded(),
            width: detailWidth, height: detail.height)
        let textLimit = Swift.max(detailFrame.minX - (detailWidth > 0 ? 8 : 0) - leading, 0)
        let text = fittingSize(cell.contentTextLabel, width: nil)
        let textFrame = CGRect(
            x: leading, y: ((content.height - text.height) / 2).rounded(),
            width: Swift.min(text.width, textLimit), height: text.height)
        place(cell.contentTextLabel, in: textFrame)
        place(cell.contentDetailTextLabel, in: detailFrame)
    }

    /// `default` and `subtitle`: the text label at the leading margin, with the detail label
    /// (subtitle only; `default` has none in its content) below it, centred together.
    private func layoutStackedLabels(of cell: TableViewCell, in content: CGRect, leading: Double, trailing: Double) {
        let width = Swift.max(trailing - leading, 0)
        let text = fittingSize(cell.contentTextLabel, width: width)
        let showsDetail = cell.contentDetailTextLabel.superview === cell.contentView
        let detail = showsDetail ? fittingSize(cell.contentDetailTextLabel, width: width) : CGSize(width: 0, height: 0)
        let gap = showsDetail && detail.height > 0 ? 2.0 : 0
        let top = ((content.height - text.height - gap - detail.height) / 2).rounded()
        place(cell.contentTextLabel, in: CGRect(x: leading, y: top, width: Swift.min(text.width, width), height: text.height))
        if showsDetail {
            place(
                cell.contentDetailTextLabel,
                in: CGRect(x: leading, y: top + text.height + gap, width: Swift.min(detail.width, width), height: detail.height))
        }
    }

    /// `value2`: a text label a quarter of the width wide, aligned to its trailing edge, then
    /// the detail label from there, both centred vertically.
    private func layoutColumnLabels(of cell: TableViewCell, in content: CGRect, leading: Double, trailing: Double) {
        let column = ((trailing - leading) * 0.25).rounded()
        let text = fittingSize(cell.contentTextLabel, width: nil)
        let textWidth = Swift.min(text.width, column)
        place(
            cell.contentTextLabel,
            in: CGRect(
                x: leading + column - textWidth, y: ((content.height - text.height) / 2).rounded(), width: textWidth,
                height: text.height))
        let detail = fittingSize(cell.contentDetailTextLabel, width: nil)
        let start = leading + column + 6
        place(
            cell.contentDetailTextLabel,
            in: CGRect(
                x: start, y: ((content.height - detail.height) / 2).rounded(),
                width: Swift.min(detail.width, Swift.max(trailing - start, 0)),
                height: detail.height))
    }

    /// The content view fills the header or footer.
    func layoutHeaderFooter(_ view: TableViewHeaderFooterView, in bounds: CGRect) {
        place(view.contentView, in: bounds)
        layoutFree(view.subviews.filter { $0 !== view.contentView }, in: bounds, filling: [view.backgroundView].compactMap { $0 })
    }

    /// A header's or footer's content view: the label sits at the cells' leading margin, at the
    /// bottom of a header and the top of a footer; the app's own subviews by the free rules.
    func layoutHeaderFooterContent(of view: TableViewHeaderFooterView, in bounds: CGRect) {
        layoutFree(view.contentView.subviews.filter { $0 !== view.contentTextLabel }, in: bounds)
        let table = view.superview as? TableView
        let inset = table?.style == .insetGrouped ? Self.insetGroupedMargin : 0
        let isFooter = table?.isFooter(view) ?? false
        let width = Swift.max(bounds.width - 2 * (Self.cellMargin + inset), 0)
        let text = fittingSize(view.contentTextLabel, width: width)
        let y = isFooter ? 6 : Swift.max(bounds.height - text.height - 6, 0)
        place(view.contentTextLabel, in: CGRect(x: Self.cellMargin + inset, y: y, width: width, height: text.height))
    }
}
