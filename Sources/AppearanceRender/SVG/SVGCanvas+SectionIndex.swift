import AppearanceKit

extension SVGCanvas {
    /// The height of each title of a table's section index.
    static let sectionIndexRowHeight = 16.0

    /// A table's section index: its titles in a column at the trailing edge, centred
    /// vertically, in the index colour (the tint colour by default) over the index background,
    /// as UIKit draws it. It stays put while the rows scroll.
    mutating func drawSectionIndex(of table: TableView, size: CGSize, traits: TraitCollection) {
        let titles = table.shownSectionIndexTitles
        guard !titles.isEmpty else { return }
        let height = Double(titles.count) * Self.sectionIndexRowHeight
        let top = ((size.height - height) / 2).rounded()
        let column = CGRect(x: size.width - LayoutEngine.sectionIndexWidth, y: top, width: LayoutEngine.sectionIndexWidth, height: height)
        if let background = table.sectionIndexBackgroundColor { fill(column, color: background, traits: traits) }
        let color = table.sectionIndexColor ?? table.effectiveTintColor
        let font = Font.systemFont(ofSize: 11, weight: .semibold)
        for (index, title) in titles.enumerated() {
            let row = CGRect(
                x: column.minX, y: top + Double(index) * Self.sectionIndexRowHeight, width: column.width,
                height: Self.sectionIndexRowHeight)
            drawText(TextLayout(title, font: font), in: row, alignment: .center, color: color, traits: traits)
        }
    }
}
