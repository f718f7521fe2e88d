import Foundation
import AppearanceThemes
import SeedPort

/// A seed-like demo screen: every kind of view the seed themes style, in a window.
@MainActor
final class DemoScreen {
    let window = Window()
    let title = Label(text: "Settings")
    let card = CardView()
    let cardBody = View()
    let cardLabel = Label(text: "In a card")
    let button = Button(title: "Save")
    let toggle = Switch()
    let slider = Slider()
    let segments = SegmentedControl(items: ["One", "Two"])
    let table = TableView()
    let header = TableViewHeaderFooterView(text: "Section")
    let cell = TableViewCell(text: "Row")
    let collection = CollectionView()
    let navigationBar = NavigationBar()
    let tabBar = TabBar()

    init() {
        window.addSubview(navigationBar)
        window.addSubview(title)
        cardBody.addSubview(cardLabel)
        card.addSubview(cardBody)
        window.addSubview(card)
        window.addSubview(button)
        window.addSubview(toggle)
        window.addSubview(slider)
        window.addSubview(segments)
        table.addSection(TableView.Section(header: header, cells: [cell]))
        window.addSubview(table)
        window.addSubview(collection)
        window.addSubview(tabBar)
    }

    /// Every appearance property of every view in the window, as `path.property = value` lines,
    /// read through the catalog (per-axis properties for each named axis value).
    func styles() -> [String] {
        var lines: [String] = []
        func visit(_ view: View, path: String) {
            let type = AppearanceType.of(Swift.type(of: view))
            for name in AppearanceCatalog.shared.propertyNames(of: type) {
                guard let property = AppearanceCatalog.shared.property(named: name, of: type) else { continue }
                if let axisType = property.axisType {
                    for axisName in axisType.axisValueNames {
                        let components = axisName.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                        guard let axis = axisType.init(axisComponents: components),
                              let keyPath = property.keyPath(axis: axis) else { continue }
                        lines.append("\(path).\(name)[\(axisName)] = \(view[keyPath: keyPath] ?? "nil")")
                    }
                } else if let keyPath = property.keyPath() {
                    lines.append("\(path).\(name) = \(view[keyPath: keyPath] ?? "nil")")
                }
            }
            for (index, child) in view.subviews.enumerated() {
                visit(child, path: "\(path)/\(index):\(Swift.type(of: child))")
            }
        }
        visit(window, path: "Window")
        return lines
    }
}
