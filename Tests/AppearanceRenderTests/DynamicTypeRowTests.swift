import AppearanceKit
import AppearanceRender
import Testing

/// Rows grow with Dynamic Type (#33): a cell whose labels scale is as tall as their text at
/// the window's content size, as a self-sizing cell is in UIKit, and never shorter than the
/// table's row height.
@MainActor
@Suite struct DynamicTypeRowTests {
    static func table(in category: ContentSizeCategory) -> (Window, TableView, TableViewCell) {
        Appearance.reset()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screenTraits.preferredContentSizeCategory = category
        let table = TableView(style: .plain)
        let cell = TableViewCell(text: "Notifications", detail: "On")
        for label in [cell.textLabel!, cell.detailTextLabel!] {
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
        }
        let fixed = TableViewCell(text: "Privacy")
        fixed.textLabel?.font = .systemFont(ofSize: 17)
        // The system's cells follow the text size by themselves, as on iOS (#45).
        table.addSection(TableView.Section(cells: [cell, fixed, TableViewCell(text: "Sounds")]))
        window.addSubview(table)
        return (window, table, cell)
    }

    @Test func rowsGrowAtAccessibilitySizesAndKeepTheRowHeightOtherwise() throws {
        let (largeWindow, _, largeCell) = Self.table(in: .large)
        let large = Layout(largeWindow, size: largeWindow.frame.size)
        #expect(large.frame(of: largeCell)?.height == 44)
        let (window, table, cell) = Self.table(in: .accessibilityExtraLarge)
        let layout = Layout(window, size: window.frame.size)
        let row = try #require(layout.frame(of: cell))
        let label = try #require(layout.frame(of: cell.textLabel!))
        #expect(row.height > 44)
        #expect(label.height <= row.height, "the text fits its row")
        // The next row starts below the grown one.
        let next = try #require(layout.frame(of: table.sections[0].cells[1]))
        #expect(next.minY == row.maxY)
        #expect(next.height == 44, "a row whose label has a fixed font keeps the row height")
        let system = try #require(layout.frame(of: table.sections[0].cells[2]))
        #expect(system.height > 44, "a system cell's default font follows the text size")
        #expect(try #require(layout.frame(of: table.sections[0].cells[2].textLabel!)).height > 30)
    }
}
