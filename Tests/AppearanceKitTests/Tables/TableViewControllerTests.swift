import AppearanceKit
import Foundation
import Testing

/// A settings screen as apps write one with a table view controller: overrides of the data
/// source and delegate, a registration in `viewDidLoad`, a push on selection.
@MainActor
final class SettingsListController: TableViewController {
    let sections = [("General", ["About", "Software Update"]), ("Privacy", ["Location", "Camera", "Photos"])]
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].1.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].0 }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
        let detail = ViewController()
        detail.title = sections[indexPath.section].1[indexPath.row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

@MainActor
@Suite struct TableViewControllerTests {
    @Test func aSubclassOverridesTheDataSourceAndDelegate() {
        Appearance.reset()
        let settings = SettingsListController(style: .insetGrouped)
        let navigation = NavigationController(rootViewController: settings)
        let window = Window()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = try! #require(settings.tableView)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === settings)
        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["About", "Software Update", "Location", "Camera", "Photos"])
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Privacy")
        table.tapRow(at: IndexPath(row: 1, section: 1))
        #expect(settings.selected == [IndexPath(row: 1, section: 1)])
        #expect(navigation.topViewController?.title == "Camera")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
        navigation.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(table.indexPathForSelectedRow == nil, "cleared when the table appears again")
    }
}
