import Foundation
import AppearanceThemes
import SeedPort

/// A screen shaped like the theme seed's sample app: every kind of view the seed's themes style
/// (the app's own classes, an app view inside an app view, bars, a table with a header and a
/// selected cell with image views, a collection view), and kit views the themes leave alone.
@MainActor
final class DemoScreen {
    let window = Window()
    let navigationBar = NavigationBar()
    let tabBar = TabBar()
    let screen = AppView()
    let title = AppLabel(text: "Settings")
    let headline = AppHeadline(text: "Headline")
    let subhead = AppSubhead(text: "Subhead")
    let footnote = AppFootnote(text: "Footnote")
    let separator = AppSeparator()
    let button = AppButton(title: "Save")
    let dangerButton = AppDangerButton(title: "Delete")
    let toggle = AppSwitch()
    let stepper = AppStepper()
    let slider = AppSlider()
    let segments = AppSegmentedControl(items: ["One", "Two"])
    let card = AppView()
    let cardLabel = AppLabel(text: "In a card")
    let cardButton = AppButton(title: "Open")
    let kitLabel = Label(text: "A kit label")
    let kitButton = Button(title: "A kit button")
    let table = TableView()
    let header = TableViewHeaderFooterView(text: "Section")
    let cell = TableViewCell(text: "Row")
    let cellImage = ImageView(image: Image(named: "avatar"))
    let cellButton = Button(title: "Play")
    let collection = CollectionView()

    init() {
        window.addSubview(navigationBar)
        for view in [title, headline, subhead, footnote, separator, button, dangerButton, toggle, stepper, slider, segments] as [View] {
            screen.addSubview(view)
        }
        card.addSubview(cardLabel)
        card.addSubview(cardButton)
        screen.addSubview(card)
        screen.addSubview(kitLabel)
        screen.addSubview(kitButton)
        window.addSubview(screen)
        cell.contentView.addSubview(cellImage)
        cellButton.addSubview(ImageView(image: Image(systemName: "play")))
        cell.contentView.addSubview(cellButton)
        cell.setSelected(true, animated: false)
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
                            let keyPath = property.keyPath(axis: axis)
                        else { continue }
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
        return lines.map(Self.collapsingUniformDynamicColors)
    }

    /// `line` with each colour that is dynamic but the same in light and dark written as that
    /// colour: a theme file's high-contrast values make a colour inside a value (a title text
    /// attribute) dynamic, where the seed's Swift has a fixed colour that shows the same.
    static func collapsingUniformDynamicColors(_ line: String) -> String {
        line.replacing(/dynamic\(light: (?<light>#[0-9a-f]+), dark: (?<dark>#[0-9a-f]+)\)/) { match in
            match.light == match.dark ? String(match.light) : String(match.0)
        }
    }
}
