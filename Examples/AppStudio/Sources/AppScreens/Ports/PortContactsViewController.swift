#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A contacts list with sections and an index, after the shape of
// timd/ProIosTableCollectionViewsSwift3 (Ch11/SimpleIndex/SimpleIndex/ViewController.swift): names
// grouped by first letter, a header title per letter and the letters as the section index;
// selecting a row pushes the contact's detail screen.

struct PortContact {
    let name: String
    let phone: String
    let email: String
}

final class PortContactsViewController: UITableViewController {
    private let cellIdentifier = "ContactCell"
    private let sections: [(letter: String, contacts: [PortContact])]

    init() {
        let all = [
            PortContact(name: "Ada Lovelace", phone: "+44 20 7946 0100", email: "ada@example.com"),
            PortContact(name: "Alan Turing", phone: "+44 20 7946 0101", email: "alan@example.com"),
            PortContact(name: "Barbara Liskov", phone: "+1 617 555 0102", email: "barbara@example.com"),
            PortContact(name: "Edsger Dijkstra", phone: "+31 20 555 0103", email: "edsger@example.com"),
            PortContact(name: "Grace Hopper", phone: "+1 202 555 0104", email: "grace@example.com"),
            PortContact(name: "Katherine Johnson", phone: "+1 757 555 0105", email: "katherine@example.com"),
            PortContact(name: "Margaret Hamilton", phone: "+1 617 555 0106", email: "margaret@example.com"),
        ]
        let letters = Array(Set(all.map { String($0.name.prefix(1)) })).sorted()
        sections = letters.map { letter in (letter, all.filter { $0.name.hasPrefix(letter) }) }
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationController?.navigationBar.tintColor = .brandTint
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.sectionIndexColor = .brandTint
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].contacts.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].letter
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        sections.map(\.letter)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section].contacts[indexPath.row].name
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let contact = sections[indexPath.section].contacts[indexPath.row]
        navigationController?.pushViewController(PortContactDetailViewController(contact: contact), animated: true)
    }
}
