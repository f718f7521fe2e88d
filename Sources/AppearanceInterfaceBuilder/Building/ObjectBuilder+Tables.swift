import AppearanceKit
import Foundation

extension ObjectBuilder {
    /// A table view with its static sections (`dataMode="static"`) in place.
    ///
    /// Static cells go straight in as the table's ready-made sections; prototype cells
    /// (`<prototypes>`) are registered under their reuse identifiers for the data source the
    /// `dataSource` outlet names (``Storyboard/instantiatePrototypeCell(withReuseIdentifier:)``
    /// makes one directly).
    func makeTableView(_ element: Element) -> TableView {
        let style = TableView.Style(rawValue: element["style"] ?? "plain") ?? .plain
        let table = instantiate(element, as: TableView.self) { TableView(frame: .zero, style: style) }
        if let separator = element["separatorStyle"] { table.separatorStyle = separator == "none" ? .none : .singleLine }
        if let height = element.number("rowHeight"), height > 0 { table.rowHeight = CGFloat(height) }
        if let color = element.child("color", key: "separatorColor") { table.separatorColor = self.color(color) }
        for sectionElement in element.children(of: "sections") where sectionElement.name == "tableViewSection" {
            let section = TableView.Section(
                header: sectionElement["headerTitle"].map { TableViewHeaderFooterView(text: $0) },
                cells: sectionElement.children(of: "cells").filter { $0.name == "tableViewCell" }.map(makeView)
                    .compactMap { $0 as? TableViewCell },
                footer: sectionElement["footerTitle"].map { TableViewHeaderFooterView(text: $0) })
            table.addSection(section)
        }
        for prototype in element.children(of: "prototypes") where prototype.name == "tableViewCell" {
            if prototype["reuseIdentifier"]?.isEmpty ?? true {
                warn("the prototype cell has no reuse identifier, so nothing can dequeue it; set one in Xcode", at: prototype)
            }
        }
        registerPrototypes(of: element, with: table)
        // A static table shows its sections itself, as UIKit's table view controller does.
        if element["dataMode"] != "static" { keepDataSourceOutlets(of: element, for: table) }
        return table
    }

    /// A cell of the element's style, its content view's subviews added (or, for the labels a
    /// styled cell names as its `textLabel` and `detailTextLabel`, read into the cell's own).
    func makeTableViewCell(_ element: Element) -> TableViewCell {
        let style = Self.cellStyles[element["style"] ?? ""] ?? .default
        let cell = instantiate(element, as: TableViewCell.self) {
            TableViewCell(style: style, reuseIdentifier: element["reuseIdentifier"])
        }
        if let name = element["accessoryType"] {
            if let accessory = TableViewCell.AccessoryType(rawValue: name) {
                cell.accessoryType = accessory
            } else {
                warn("accessoryType \"\(name)\" is not one UITableViewCell has; none is used", at: element)
            }
        }
        if let name = element["selectionStyle"], let selection = TableViewCell.SelectionStyle(rawValue: name) {
            cell.selectionStyle = selection
        }
        guard let content = element.child("tableViewCellContentView", key: "contentView").map(inSizeClasses) else { return cell }
        record(cell.contentView, for: content)
        var builtIn: [String: Label] = [:]
        if let id = element["detailTextLabel"], let label = cell.detailTextLabel { builtIn[id] = label }
        if let id = element["textLabel"], let label = cell.textLabel { builtIn[id] = label }
        for child in content.children(of: "subviews") where isInstalled(child) {
            if let id = child["id"], let label = builtIn[id] {
                // The cell lays its own labels out; the file's frame for them is ignored.
                record(label, for: child)
                configureControl(child, label)
                continue
            }
            cell.contentView.addSubview(makeView(child))
        }
        if let color = content.child("color", key: "backgroundColor") { cell.contentView.backgroundColor = self.color(color) }
        let constraints = content.children(of: "constraints")
        if !constraints.isEmpty { pendingConstraints.append((constraints, cell.contentView)) }
        return cell
    }

    /// IB's names for cell styles.
    static let cellStyles: [String: TableViewCell.CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]
}
