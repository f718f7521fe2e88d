#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A list with a search controller, after the shape of stuartbreckenridge/UISearchControllerWithSwift
// (ViewController.swift and ViewControllerExtensions.swift): a list of countries, a
// UISearchController, its search bar as the table's header view, whose results updater filters the list by the
// search text and reloads the table.

final class PortSearchViewController: UITableViewController, UISearchResultsUpdating {
    private let cellIdentifier = "CountryCell"
    private let countries = [
        "Argentina", "Australia", "Austria", "Belgium", "Brazil", "Canada", "Chile", "Denmark", "Finland",
        "France", "Germany", "Iceland", "Ireland", "Japan", "Kenya", "Mexico", "Norway", "Portugal",
    ]
    private var filtered: [String] = []
    let searchController = UISearchController(searchResultsController: nil)

    private var isFiltering: Bool {
        !(searchController.searchBar.text ?? "").isEmpty
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Countries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: cellIdentifier)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Countries"
        searchController.searchBar.sizeToFit()
        tableView.tableHeaderView = searchController.searchBar
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = (searchController.searchBar.text ?? "").lowercased()
        filtered = countries.filter { $0.lowercased().contains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filtered.count : countries.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = isFiltering ? filtered[indexPath.row] : countries[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
