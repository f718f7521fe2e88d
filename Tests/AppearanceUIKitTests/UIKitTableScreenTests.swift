import AppearanceUIKit
import Foundation
import Testing

// A contacts list as UIKit apps write it (the shape of a `UITableViewController` subclass with a
// registered cell class, a header title per letter and a section index), compiled with UIKit's
// names only: the file would compile unchanged against UIKit with `import UIKit`.

private struct Contact {
    let name: String
    let phone: String
}

private final class ContactTableViewCell: UITableViewCell {
    static let reuseIdentifier = "ContactTableViewCell"

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with contact: Contact) {
        textLabel?.text = contact.name
        detailTextLabel?.text = contact.phone
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
        detailTextLabel?.text = nil
    }
}

private final class ContactsViewController: UITableViewController {
    private let contacts: [[Contact]] = [
        [Contact(name: "Ada Lovelace", phone: "555-0100"), Contact(name: "Alan Turing", phone: "555-0101")],
        [Contact(name: "Grace Hopper", phone: "555-0102")],
    ]
    private(set) var opened: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(ContactTableViewCell.self, forCellReuseIdentifier: ContactTableViewCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        contacts.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        contacts[section].count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard
            let cell = tableView.dequeueReusableCell(
                withIdentifier: ContactTableViewCell.reuseIdentifier, for: indexPath) as? ContactTableViewCell
        else { return UITableViewCell() }
        cell.configure(with: contacts[indexPath.section][indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        String(contacts[section][0].name.prefix(1))
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        contacts.map { String($0[0].name.prefix(1)) }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        opened = contacts[indexPath.section][indexPath.row].name
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

@MainActor
@Suite struct UIKitTableScreenTests {
    @Test func aTableViewControllerWrittenWithUIKitsNamesShowsItsRows() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        UILabel.appearance(whenContainedInInstancesOf: [UITableViewCell.self]).textColor = .systemIndigo
        let contacts = ContactsViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: contacts)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let cells = contacts.tableView.visibleCells
        #expect(cells.map { $0.textLabel?.text } == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
        #expect(cells.allSatisfy { $0 is ContactTableViewCell && $0.textLabel?.textColor == .systemIndigo })
        #expect(contacts.tableView.headerView(forSection: 1)?.textLabel?.text == "G")
        contacts.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(contacts.opened == "Alan Turing")
        #expect(contacts.tableView.indexPathForSelectedRow == nil, "the controller deselected it")
        let swipe = try #require(
            contacts.tableView(contacts.tableView, trailingSwipeActionsConfigurationForRowAt: IndexPath(row: 0, section: 0)))
        #expect(swipe.actions.first?.perform(in: contacts.tableView) == true)
    }
}
