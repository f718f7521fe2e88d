import AppearanceKit
import Foundation
import Testing

@MainActor
@Suite struct CellConfigurationTests {
    final class Source: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = indexPath.row == 0 ? "Wi-Fi" : "Bluetooth"
            content.secondaryText = indexPath.row == 0 ? "Home" : nil
            content.image = Image(systemName: "wifi")
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
            return cell
        }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    }

    @Test func aDefaultConfigurationFollowsTheCellsStyle() {
        let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(subtitle.prefersSideBySideTextAndSecondaryText == false)
        #expect(TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        let cell = ListContentConfiguration.cell()
        #expect(cell.textProperties.font == Font.preferredFont(forTextStyle: .body))
        #expect(cell.textProperties.color == .label)
        #expect(ListContentConfiguration.groupedHeader().textProperties.color == .secondaryLabel)
    }

    @Test func aContentConfigurationReplacesTheLabelsAndSizesTheRow() throws {
        Appearance.reset()
        Label.appearance(whenContainedInInstancesOf: [TableViewCell.self]).textColor = .systemPink
        defer { Appearance.reset() }
        let source = Source()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let table = TableView(frame: .zero, style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let content = try #require(cell.contentView.subviews.first as? ListContentView)
        #expect(cell.contentView.subviews.count == 1, "the cell's own labels leave")
        let labels = content.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["Wi-Fi", "Home"])
        #expect(labels[0].textColor == .label, "the configuration's colour wins over the proxy, as in UIKit")
        #expect(labels[1].textColor == .secondaryLabel)
        #expect(content.frame.size == cell.contentView.frame.size)
        #expect(labels[1].frame.minY > labels[0].frame.maxY, "a default cell's texts stack")
        #expect(labels[0].frame.minX > 40, "after the image")
        let row = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(row.height > 44, "two lines of text make the row taller")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        #expect(cell.backgroundView?.backgroundColor == .secondarySystemGroupedBackground)
        // Selection updates the background for the new state.
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(cell.backgroundView?.backgroundColor == .systemGray4)
        // Removing the configuration brings the labels back.
        cell.contentConfiguration = nil
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(!cell.contentView.subviews.contains { $0 is ListContentView })
    }

    @Test func anUpdateHandlerRunsForEachState() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var states: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            states.append(state.isSelected)
            var content = ListContentConfiguration.cell()
            content.text = state.isSelected ? "On" : "Off"
            cell.contentConfiguration = content
        }
        cell.isSelected = true
        cell.isSelected = false
        #expect(states == [false, true, false])
        #expect((cell.contentConfiguration as? ListContentConfiguration)?.text == "Off")
    }

    @Test func headersTakeConfigurationsToo() {
        let header = TableViewHeaderFooterView(reuseIdentifier: "header")
        var content = header.defaultContentConfiguration()
        content.text = "Network"
        header.contentConfiguration = content
        #expect(header.textLabel?.superview == nil)
        #expect(header.contentView.subviews.first is ListContentView)
        header.backgroundConfiguration = .clear()
        #expect(header.backgroundView?.backgroundColor == .clear)
    }
}
