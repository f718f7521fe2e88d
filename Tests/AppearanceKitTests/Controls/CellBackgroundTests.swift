import AppearanceKit
import Testing

/// Cells' background views are subviews behind the content, styled like other subviews (#11).
@MainActor
@Suite struct CellBackgroundTests {
    final class ThemedCell: TableViewCell {}

    @Test func theSelectedBackgroundIsASubviewOnlyWhileSelected() {
        let cell = TableViewCell(text: "Row")
        let selected = View()
        let background = View()
        cell.selectedBackgroundView = selected
        cell.backgroundView = background
        #expect(cell.subviews.first === background)
        #expect(selected.superview == nil)
        cell.setSelected(true, animated: false)
        #expect(cell.subviews.prefix(2).map(ObjectIdentifier.init) == [background, selected].map(ObjectIdentifier.init))
        cell.selectionStyle = .none
        #expect(selected.superview == nil, "no selection shown with selection style none")
        cell.selectionStyle = .default
        cell.isSelected = false
        #expect(selected.superview == nil)
        cell.backgroundView = nil
        #expect(background.superview == nil)
    }

    @Test func containmentProxiesStyleTheSelectedBackground() {
        Appearance.reset()
        View.appearance(whenContainedInInstancesOf: [ThemedCell.self]).backgroundColor = .systemTeal
        let cell = ThemedCell(text: "Row")
        cell.selectedBackgroundView = View()
        let window = Window()
        let table = TableView()
        table.addSection(TableView.Section(cells: [cell]))
        window.addSubview(table)
        cell.isSelected = true
        #expect(cell.selectedBackgroundView?.backgroundColor == .systemTeal, "styled when it enters the window")
        Appearance.reset()
    }

    @Test func collectionViewCellsAreReusableViews() {
        Appearance.reset()
        CollectionReusableView.appearance().backgroundColor = .systemBackground
        let cell = CollectionViewCell()
        cell.selectedBackgroundView = View()
        cell.isSelected = true
        let window = Window()
        window.addSubview(cell)
        #expect((cell as CollectionReusableView).backgroundColor == .systemBackground)
        #expect(cell.subviews.first === cell.selectedBackgroundView)
        Appearance.reset()
    }
}
