public import AppearanceKit

/// A list of contacts with a search bar in the navigation bar, as an address book app shows
/// them: a table view with sections of cells, built in `viewDidLoad`.
public final class ContactListViewController: ViewController {
    private let contacts: [(section: String, names: [(name: String, detail: String?)])] = [
        ("FAVOURITES", [("Ada Lovelace", "mobile"), ("Grace Hopper", "work")]),
        ("ALL CONTACTS", [("Alan Turing", nil), ("Barbara Liskov", "home"), ("Edsger Dijkstra", nil), ("Margaret Hamilton", "mobile")]),
    ]

    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "Contacts"
    }

    /// Not loaded from archives: the screen is built in code (as apps write it, a trap).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override public func viewDidLoad() {
        super.viewDidLoad()

        let searchBar = SearchBar()
        searchBar.placeholder = "Search contacts"
        searchBar.accessibilityIdentifier = "search"
        navigationItem.titleView = searchBar
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Add")

        let tableView = TableView(style: .plain)
        tableView.accessibilityIdentifier = "contacts"
        for (sectionIndex, section) in contacts.enumerated() {
            let header = TableViewHeaderFooterView(text: section.section)
            header.accessibilityIdentifier = "section\(sectionIndex + 1)"
            header.textLabel?.accessibilityIdentifier = "title"
            let cells = section.names.enumerated().map { index, contact -> TableViewCell in
                let cell = TableViewCell(text: contact.name, detail: contact.detail)
                cell.accessibilityIdentifier = "contact\(sectionIndex + 1)-\(index + 1)"
                cell.textLabel?.accessibilityIdentifier = "name"
                cell.detailTextLabel?.accessibilityIdentifier = "detail"
                cell.accessoryType = .disclosureIndicator
                return cell
            }
            tableView.addSection(TableView.Section(header: header, cells: cells))
        }
        view.addSubview(tableView)
    }
}
