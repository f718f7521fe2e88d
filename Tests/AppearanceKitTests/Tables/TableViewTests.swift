import AppearanceKit
import Testing

extension KitControlTests {
    @MainActor
    @Suite struct TableViewTests {
        func makeTable() -> TableView {
            let table = TableView(style: .insetGrouped)
            table.addSection(
                TableView.Section(
                    header: TableViewHeaderFooterView(text: "NETWORK"),
                    cells: [TableViewCell(text: "Wi-Fi", detail: "Home"), TableViewCell(text: "Bluetooth", detail: "On")],
                    footer: TableViewHeaderFooterView(text: "Footer")))
            return table
        }

        @Test func sectionViewsAreSubviews() {
            Appearance.reset()
            let table = makeTable()
            #expect(table.style == .insetGrouped)
            #expect(table.numberOfSections == 1)
            #expect(table.numberOfRows(inSection: 0) == 2)
            #expect(table.numberOfRows(inSection: 3) == 0)
            #expect(table.subviews.count == 4)
            let section = table.sections[0]
            #expect(section.table === table)
            #expect(section.header?.superview === table)
            #expect(table.cellForRow(1, inSection: 0)?.textLabel?.text == "Bluetooth")
            #expect(table.cellForRow(2, inSection: 0) == nil)
        }

        @Test func changingASectionUpdatesTheSubviews() {
            Appearance.reset()
            let table = makeTable()
            let section = table.sections[0]
            let old = section.cells[0]
            let new = TableViewCell(text: "Cellular")
            section.cells = [new, section.cells[1]]
            #expect(old.superview == nil)
            #expect(new.superview === table)
            section.footer = nil
            #expect(table.subviews.count == 3)
            table.removeAllSections()
            #expect(table.subviews.isEmpty)
            #expect(section.table == nil)
        }

        @Test func headerAndFooterViewsAreSubviews() {
            Appearance.reset()
            let table = TableView()
            #expect(table.style == .plain)
            let header = Label(text: "Top")
            table.tableHeaderView = header
            #expect(header.superview === table)
            table.tableHeaderView = nil
            #expect(header.superview == nil)
            let footer = View()
            table.tableFooterView = footer
            #expect(footer.superview === table)
        }

        @Test func tablePropertiesApplyInAWindow() {
            Appearance.reset()
            TableView.appearance().separatorColor = .separator
            TableView.appearance().separatorStyle = TableView.SeparatorStyle.none
            TableView.appearance().separatorInset = EdgeInsets(left: 20)
            TableView.appearance().rowHeight = 60
            TableView.appearance().sectionHeaderHeight = 40
            TableView.appearance().sectionIndexColor = .systemRed
            let table = TableView()
            #expect(table.rowHeight == 44)
            #expect(table.sectionHeaderHeight == 28)
            #expect(table.separatorStyle == .singleLine)
            table.rowHeight = 50
            let window = Window()
            window.addSubview(table)
            #expect(table.separatorColor == .separator)
            #expect(table.separatorStyle == .none)
            #expect(table.separatorInset == EdgeInsets(left: 20))
            #expect(table.rowHeight == 50, "explicit values survive")
            #expect(table.sectionHeaderHeight == 40)
            #expect(table.sectionIndexColor == .systemRed)
        }

        @Test func cellsAndTheirLabelsGetContainedValues() {
            Appearance.reset()
            TableViewCell.appearance().selectionStyle = TableViewCell.SelectionStyle.none
            TableViewCell.appearance().separatorInset = EdgeInsets(left: 60)
            Label.appearance(whenContainedInInstancesOf: [TableViewCell.self]).textColor = .label
            Label.appearance(whenContainedInInstancesOf: [TableViewHeaderFooterView.self]).textColor = .secondaryLabel
            View.appearance(whenContainedInInstancesOf: [TableView.self]).backgroundColor = .systemGray
            let table = makeTable()
            let window = Window()
            window.addSubview(table)
            let cell = table.sections[0].cells[0]
            #expect(cell.selectionStyle == .none)
            #expect(cell.separatorInset == EdgeInsets(left: 60))
            #expect(cell.textLabel?.textColor == .label)
            #expect(cell.detailTextLabel?.textColor == .label)
            #expect(cell.backgroundColor == .systemGray)
            #expect(table.sections[0].header?.textLabel?.textColor == .secondaryLabel)
        }

        @Test func cellsAddedInAWindowAreStyled() {
            Appearance.reset()
            Label.appearance(whenContainedInInstancesOf: [TableView.self]).font = .preferredFont(forTextStyle: .body)
            let table = TableView()
            let window = Window()
            window.addSubview(table)
            let cell = TableViewCell(text: "Late")
            table.addSection(TableView.Section(cells: [cell]))
            #expect(cell.textLabel?.font == .preferredFont(forTextStyle: .body))
        }

        @Test func cellStructure() {
            Appearance.reset()
            let cell = TableViewCell(text: "Wi-Fi", detail: "Home")
            #expect(cell.contentView.superview === cell)
            #expect(cell.textLabel?.superview === cell.contentView)
            #expect(cell.detailTextLabel?.superview === cell.contentView)
            #expect(cell.textLabel?.text == "Wi-Fi")
            #expect(cell.detailTextLabel?.text == "Home")
            #expect(cell.accessoryType == .none)
            #expect(cell.selectionStyle == .default)
            #expect(cell.separatorInset == nil)
            let header = TableViewHeaderFooterView(text: "H")
            #expect(header.textLabel?.superview === header.contentView)
            #expect(header.contentView.superview === header)
            #expect(header.textLabel?.text == "H")
        }
    }

    @MainActor
    @Suite struct CollectionViewTests {
        @Test func itemsAreSubviewsAndGetValues() {
            Appearance.reset()
            CollectionView.appearance().itemSpacing = 12
            View.appearance(whenContainedInInstancesOf: [CollectionViewCell.self])[\.layer.cornerRadius] = 8
            let grid = CollectionView()
            #expect(grid.itemSpacing == 8)
            let first = CollectionViewCell()
            grid.addItem(first)
            #expect(first.superview === grid)
            #expect(first.contentView.superview === first)
            let window = Window()
            window.addSubview(grid)
            let second = CollectionViewCell()
            grid.addItem(second)
            #expect(grid.itemSpacing == 12)
            #expect(grid.numberOfItems == 2)
            #expect(first.contentView.layer.cornerRadius == 8)
            #expect(second.contentView.layer.cornerRadius == 8)
            #expect(first.layer.cornerRadius == 0, "a view is never its own container")
            grid.removeItem(first)
            #expect(first.superview == nil)
            second.removeFromSuperview()
            #expect(grid.items.isEmpty)
        }
    }

    /// UIKit's optional labels (#32): `cell.textLabel?.text = …` and `header.textLabel?.font = …`
    /// port by the rename, and a default-style cell has no detail label.
    @MainActor
    @Suite struct OptionalLabels {
        @Test func cellsAndHeadersReachTheirLabelsAsInUIKit() {
            let cell = TableViewCell(style: .value1, reuseIdentifier: "setting")
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = "Home"
            #expect(cell.textLabel?.text == "Wi-Fi")
            #expect(cell.detailTextLabel?.superview === cell.contentView)
            let plain = TableViewCell(style: .default, reuseIdentifier: nil)
            #expect(plain.textLabel != nil)
            #expect(plain.detailTextLabel == nil, "UIKit's default style has no detail label")
            let header = TableViewHeaderFooterView(text: "ACCOUNT")
            header.textLabel?.font = .boldSystemFont(ofSize: 13)
            #expect(header.textLabel?.font.pointSize == 13)
        }
    }
}
