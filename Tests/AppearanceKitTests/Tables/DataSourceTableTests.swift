import AppearanceKit
import Foundation
import Testing

/// A contact cell as apps write one: it overrides `init(style:reuseIdentifier:)` to choose its
/// style and add a subview, and counts its reuses.
@MainActor
final class ContactCell: TableViewCell {
    let badge = Label()
    private(set) var reuses = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        badge.text = "•"
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        detailTextLabel?.text = nil
    }
}

/// A data source and delegate that lists `rows` rows per section and logs what the table asks.
@MainActor
final class ContactsSource: TableViewDataSource, TableViewDelegate {
    var rows: [Int]
    var log: [String] = []
    var heights: [IndexPath: CGFloat] = [:]
    var headerTitles: [Int: String] = [:]
    var refusedRows: Set<IndexPath> = []

    init(rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log.append("cell \(indexPath.section).\(indexPath.row)")
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        cell.textLabel?.text = "Contact \(indexPath.section).\(indexPath.row)"
        cell.detailTextLabel?.text = "detail"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEndDisplaying \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return refusedRows.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.row)") }
    func scrollViewDidScroll(_ scrollView: ScrollView) { log.append("didScroll") }
}

@MainActor
@Suite struct DataSourceTableTests {
    /// A plain table 390×264 (four rows of subtitle cells, 66 points each, in view) with
    /// `source` as its data source and delegate, laid out.
    func makeTable(_ source: ContactsSource, height: Double = 264) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: height), style: .plain)
        table.register(ContactCell.self, forCellReuseIdentifier: "contact")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func indexPathsHaveRowsItemsAndSections() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3)
        #expect(path.section == 1)
        #expect(IndexPath(item: 2, section: 0).item == 2)
        #expect(path == IndexPath(indexes: [1, 3]))
    }

    @Test func onlyTheRowsInViewHaveCellsOfTheRegisteredClass() {
        Appearance.reset()
        let source = ContactsSource(rows: [20])
        let table = makeTable(source)
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(source.log.filter { $0.hasPrefix("cell") } == (0..<4).map { "cell 0.\($0)" })
        #expect(table.visibleCells.count == 4)
        let cell = try! #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? ContactCell)
        #expect(cell.cellStyle == .subtitle, "the subclass's own init(style:reuseIdentifier:) ran")
        #expect(cell.reuseIdentifier == "contact")
        #expect(cell.badge.superview === cell.contentView)
        #expect(cell.superview === table)
        #expect(cell.frame == CGRect(x: 0, y: 132, width: 390, height: 66), "a subtitle cell's labels size its row")
        #expect(table.indexPath(for: cell) == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 7, section: 0)) == nil, "row 7 is below the view")
        // Rows below the view have the estimated height (the row height) until they show.
        #expect(abs(table.contentSize.height - (4 * 66 + 16 * 44)) < 0.001)
        #expect(table.rectForRow(at: IndexPath(row: 19, section: 0)) == CGRect(x: 0, y: 924, width: 390, height: 44))
    }

    @Test func scrollingReusesTheCellsThatLeaveTheView() {
        Appearance.reset()
        let source = ContactsSource(rows: [20])
        let table = makeTable(source)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.log.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 132)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (2..<6).map { IndexPath(row: $0, section: 0) })
        #expect(
            source.log == [
                "didScroll", "cell 0.4", "cell 0.5", "didEndDisplaying 0.0", "didEndDisplaying 0.1", "willDisplay 0.4",
                "willDisplay 0.5",
            ])
        #expect(first?.superview == nil, "a cell out of view leaves the table")
        // The next rows get the cells that left, after prepareForReuse.
        source.log.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 264)
        table.layoutIfNeeded()
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell 0.6", "cell 0.7"], "rows above keep their measured heights")
        let reused = table.visibleCells.compactMap { $0 as? ContactCell }.filter { $0.reuses > 0 }
        #expect(reused.count == 2)
        #expect(reused.contains { $0 === first })
        #expect(first?.textLabel?.text == "Contact 0.6" || first?.textLabel?.text == "Contact 0.7")
        #expect(first?.superview === table)
    }

    @Test func heightsComeFromTheDelegateTheCellsOrTheEstimate() {
        Appearance.reset()
        let source = ContactsSource(rows: [3, 30])
        source.heights[IndexPath(row: 1, section: 0)] = 80
        source.headerTitles[1] = "Friends"
        let table = makeTable(source, height: 400)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 66)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 66, width: 390, height: 80))
        #expect(table.headerView(forSection: 0) == nil, "a plain section without a title has no header")
        let header = try! #require(table.headerView(forSection: 1))
        #expect(header.textLabel?.text == "Friends")
        #expect(header.superview === table)
        #expect(header.frame.minY == 212)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == header.frame.maxY)
        // Rows below the view have the estimated height until they come into view.
        table.estimatedRowHeight = 100
        table.reloadData()
        table.layoutIfNeeded()
        let lastRow = table.rectForRow(at: IndexPath(row: 29, section: 1))
        #expect(lastRow.height == 100)
        #expect(table.contentSize.height == lastRow.maxY)
    }

    @Test func anAutomaticHeightSizesTheRowToItsConstrainedCell() {
        Appearance.reset()
        let source = ContactsSource(rows: [2])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
        table.register(forCellReuseIdentifier: "contact") {
            let cell = TableViewCell(style: .default, reuseIdentifier: "contact")
            let tall = View()
            tall.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(tall)
            NSLayoutConstraint.activate([
                tall.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 10),
                tall.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -10),
                tall.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
                tall.heightAnchor.constraint(equalToConstant: 70),
            ])
            return cell
        }
        table.rowHeight = TableView.automaticDimension
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 90)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 90)
    }

    @Test func dequeueingWithoutARegistrationGivesNilOrStops() {
        let table = TableView()
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        table.register(TableViewCell.self, forCellReuseIdentifier: "plain")
        #expect(table.dequeueReusableCell(withIdentifier: "plain")?.reuseIdentifier == "plain")
        table.register(nil as AnyClass?, forCellReuseIdentifier: "plain")
        #expect(table.dequeueReusableCell(withIdentifier: "plain") == nil)
    }

    @Test func insertingAndDeletingRowsKeepsTheCellsOfTheRowsThatStay() {
        Appearance.reset()
        let source = ContactsSource(rows: [4])
        let table = makeTable(source)
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))
        let third = table.cellForRow(at: IndexPath(row: 2, section: 0))
        source.rows = [4]
        table.performBatchUpdates {
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        }
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === third)
        source.log.removeAll()
        source.rows = [5]
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === second)
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell 0.0"], "only the new row is asked for")
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(source.log.filter { $0.hasPrefix("cell") } == ["cell 0.0", "cell 0.1"])
        source.log.removeAll()
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.log.filter { $0.hasPrefix("cell") }.count == 4, "the four rows in view")
    }

    @Test func theUserSelectsThroughTheDelegateAndTheAppWithoutIt() {
        Appearance.reset()
        let source = ContactsSource(rows: [5])
        source.refusedRows = [IndexPath(row: 4, section: 0)]
        let table = makeTable(source)
        source.log.removeAll()
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(source.log.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        table.tapRow(at: IndexPath(row: 3, section: 0))
        #expect(source.log == ["willSelect 3", "didDeselect 1", "didSelect 3"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        source.log.removeAll()
        #expect(table.tapRow(at: IndexPath(row: 4, section: 0)) == nil)
        #expect(source.log == ["willSelect 4"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func cellsTheTableMakesAreStyledByTheProxies() {
        Appearance.reset()
        Label.appearance(whenContainedInInstancesOf: [ContactCell.self]).textColor = .systemPurple
        let source = ContactsSource(rows: [3])
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let table = TableView(frame: .zero, style: .insetGrouped)
        table.register(ContactCell.self, forCellReuseIdentifier: "contact")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        let cell = try! #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.textColor == .systemPurple)
        #expect(cell.frame.minX == 16, "inset grouped rows are inset")
        Appearance.reset()
    }
}
