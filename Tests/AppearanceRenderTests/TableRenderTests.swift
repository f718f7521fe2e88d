import AppearanceRender
import Foundation
import Testing

@MainActor
private final class Letters: TableViewDataSource {
    let sections = ["A", "B", "C"]
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(sections[indexPath.section])\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Section \(sections[section])" }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { sections }
}

/// The renderer draws a data source's rows where the content offset puts them, their headers,
/// and the section index at the trailing edge, which stays put (#45).
@MainActor
@Suite struct TableRenderTests {
    @Test func rowsHeadersAndTheSectionIndexAreDrawn() throws {
        Appearance.reset()
        let source = Letters()
        let table = TableView(frame: .zero, style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.sectionIndexColor = .systemRed
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        window.screenTraits.userInterfaceStyle = .light
        window.addSubview(table)
        let svg = SVGRenderer().render(window)
        #expect(svg.contains(">Section A</text>"))
        #expect(svg.contains(">A0</text>"))
        #expect(!svg.contains(">C3</text>"), "rows below the view have no cells")
        // The index: one title per section, in its colour, centred in a column at the trailing edge.
        for letter in source.sections { #expect(svg.contains(">\(letter)</text>")) }
        let indexLine = try #require(svg.split(separator: "\n").first { $0.contains(">B</text>") })
        #expect(indexLine.contains("text-anchor=\"middle\""))
        #expect(indexLine.contains("x=\"312.5\""))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.width == 305, "rows end before the index")
        table.contentOffset = CGPoint(x: 0, y: 400)
        let scrolled = SVGRenderer().render(window)
        #expect(scrolled.contains(">C3</text>"))
        #expect(!scrolled.contains(">A0</text>"))
        #expect(scrolled.contains(">B</text>"), "the index stays while the rows scroll")
        withExtendedLifetime(source) {}
    }
}
