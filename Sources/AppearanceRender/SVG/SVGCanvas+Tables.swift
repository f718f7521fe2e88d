import AppearanceKit

extension SVGCanvas {
    /// The lines under the cells of each section (not under a section's last cell, except in
    /// plain tables), in the separator colour, inset by the separator insets.
    mutating func drawSeparators(of table: TableView, traits: TraitCollection) {
        guard table.separatorStyle != .none else { return }
        let color = table.separatorColor ?? .separator
        guard color.isVisible(with: traits) else { return }
        var path = ""
        for section in table.shownSections {
            let visible = section.cells.filter { !$0.isHidden }
            for (index, cell) in visible.enumerated() {
                if index == visible.count - 1, section.endsWithLastRow, table.style != .plain { continue }
                guard let frame = layout.frame(of: cell) else { continue }
                let inset = cell.separatorInset ?? table.separatorInset
                let y = frame.maxY - 0.25
                path += "M\((frame.minX + inset.left).svg) \(y.svg)H\((frame.maxX - inset.right).svg)"
            }
        }
        guard !path.isEmpty else { return }
        writer.element(
            "path",
            [("d", path), ("data-part", "separators")] + color.paint("stroke", with: traits)
                + [("stroke-width", "0.5")])
    }

    /// The rounded section backgrounds of an inset-grouped table whose cells set no background.
    mutating func drawGroupBackgrounds(of table: TableView, traits: TraitCollection) {
        guard table.style == .insetGrouped else { return }
        for section in table.shownSections {
            let cells = section.cells.filter { !$0.isHidden && $0.backgroundColor == nil }
            guard let first = cells.first.flatMap({ layout.frame(of: $0) }),
                let last = cells.last.flatMap({ layout.frame(of: $0) })
            else { continue }
            let size = CGSize(width: first.width, height: last.maxY - first.minY)
            fill(CGRect(origin: first.origin, size: size), radius: 10, color: SystemPalette.groupedCell, traits: traits)
        }
    }

    /// A selected cell's highlight (the system's, when it has no selected background view) and
    /// the accessory at its trailing edge.
    mutating func drawCellDecorations(_ cell: TableViewCell, size: CGSize, traits: TraitCollection) {
        if cell.isSelected, cell.selectionStyle != .none, cell.selectedBackgroundView == nil {
            fill(CGRect(origin: .zero, size: size), color: SystemPalette.selectedCell, traits: traits)
        }
        let tint = cell.effectiveTintColor
        let right = size.width - 12
        let midY = size.height / 2
        switch cell.accessoryType {
        case .none:
            break
        case .disclosureIndicator:
            drawChevron(atRight: right, midY: midY, traits: traits)
        case .checkmark:
            drawIcon(
                Image(systemName: "checkmark")!, in: CGRect(x: right - 18, y: midY - 9, width: 18, height: 18),
                color: tint, traits: traits)
        case .detailButton:
            drawIcon(
                Image(systemName: "info.circle")!, in: CGRect(x: right - 22, y: midY - 11, width: 22, height: 22),
                color: tint, traits: traits)
        case .detailDisclosureButton:
            drawIcon(
                Image(systemName: "info.circle")!, in: CGRect(x: right - 40, y: midY - 11, width: 22, height: 22),
                color: tint, traits: traits)
            drawChevron(atRight: right, midY: midY, traits: traits)
        }
    }

    private mutating func drawChevron(atRight right: Double, midY: Double, traits: TraitCollection) {
        writer.element(
            "path",
            [("d", "M\((right - 7).svg) \((midY - 6.5).svg)l6 6.5-6 6.5"), ("fill", "none")]
                + SystemPalette.chevron.paint("stroke", with: traits)
                + [("stroke-width", "2"), ("stroke-linecap", "round"), ("stroke-linejoin", "round")])
    }
}
