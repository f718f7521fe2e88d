import AppearanceKit
import AppearanceRender
import Testing

/// `TableViewCell(style:reuseIdentifier:)` as UIKit makes cells (#32): each style's labels
/// where UIKit puts them.
@MainActor
@Suite struct CellStyleTests {
    /// A subclass overriding the designated initializer, as apps' cells do.
    final class ContactCell: TableViewCell {
        /// Not made from archives here, as in most apps' views.
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            textLabel?.text = "Ada Lovelace"
            detailTextLabel?.text = "ada@example.com"
        }
    }

    static func layout(_ cell: TableViewCell) -> Layout {
        let table = TableView(style: .plain)
        table.addSection(TableView.Section(cells: [cell]))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(table)
        return Layout(window, size: window.frame.size)
    }

    @Test func subtitlePutsTheDetailBelowTheText() throws {
        let cell = ContactCell(style: .default, reuseIdentifier: "contact")
        #expect(cell.cellStyle == .subtitle)
        #expect(cell.reuseIdentifier == "contact")
        let layout = Self.layout(cell)
        let text = try #require(layout.frame(of: cell.textLabel!))
        let detail = try #require(layout.frame(of: cell.detailTextLabel!))
        #expect(detail.minY >= text.maxY)
        #expect(detail.minX == text.minX)
        #expect(try #require(layout.frame(of: cell)).height >= text.height + detail.height)
    }

    @Test func theDefaultStyleHasNoDetailLabelInItsContent() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "not shown"
        #expect(cell.detailTextLabel?.superview == nil)
        let svg = SVGRenderer().render(Self.layoutWindow(cell))
        #expect(svg.contains(">Wi-Fi</text>"))
        #expect(!svg.contains("not shown"))
    }

    @Test func value1AndValue2PlaceTheDetailBesideTheText() throws {
        for style in [TableViewCell.CellStyle.value1, .value2] {
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            cell.textLabel?.text = "Email"
            cell.detailTextLabel?.text = "ada@example.com"
            let layout = Self.layout(cell)
            let text = try #require(layout.frame(of: cell.textLabel!))
            let detail = try #require(layout.frame(of: cell.detailTextLabel!))
            #expect(detail.minX > text.maxX, "\(style)")
            #expect(abs(detail.midY - text.midY) < 1, "\(style)")
        }
        #expect(TableViewCell(text: "Wi-Fi", detail: "Home").cellStyle == .value1)
    }

    static func layoutWindow(_ cell: TableViewCell) -> Window {
        let table = TableView(style: .plain)
        table.addSection(TableView.Section(cells: [cell]))
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(table)
        return window
    }
}
