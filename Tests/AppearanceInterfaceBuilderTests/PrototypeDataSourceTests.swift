import AppearanceInterfaceBuilder
import AppearanceKit
import Foundation
import Testing

/// An app's table view controller for a storyboard scene with prototype cells: it dequeues the
/// prototype by its reuse identifier, as apps do in UIKit.
final class PeopleViewController: TableViewController {
    let people = [("Ada Lovelace", "Analyst"), ("Grace Hopper", "Admiral"), ("Alan Turing", "Logician")]
    var selected: String?

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { people.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PersonCell", for: indexPath)
        cell.textLabel?.text = people[indexPath.row].0
        cell.detailTextLabel?.text = people[indexPath.row].1
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected = people[indexPath.row].0
    }
}

@MainActor
@Suite struct PrototypeDataSourceTests {
    @Test func aSceneWithPrototypesDequeuesThemForTheAppsDataSource() throws {
        Appearance.reset()
        InterfaceBuilderClasses.register(PeopleViewController.self)
        defer { InterfaceBuilderClasses.unregister(named: "PeopleViewController") }
        let storyboard = try Storyboard(contentsOf: Fixtures.url("ContactList.storyboard"))
        let people = try #require(storyboard.instantiateInitialViewController() as? PeopleViewController)
        let table = try #require(people.tableView)
        #expect(table.dataSource === people, "the dataSource outlet is connected")
        #expect(table.delegate === people)
        #expect(table.style == .insetGrouped)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = people
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cells = table.visibleCells
        #expect(cells.map { $0.textLabel?.text } == ["Ada Lovelace", "Grace Hopper", "Alan Turing"])
        #expect(cells.allSatisfy { $0.cellStyle == .value1 && $0.accessoryType == .disclosureIndicator })
        #expect(cells.allSatisfy { $0.reuseIdentifier == "PersonCell" })
        #expect(cells[0].detailTextLabel?.textColor == .secondaryLabel, "the prototype's colours come with each cell")
        #expect(cells[0] !== cells[1], "each dequeue builds a new cell from the prototype")
        table.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(people.selected == "Alan Turing")
    }
}
