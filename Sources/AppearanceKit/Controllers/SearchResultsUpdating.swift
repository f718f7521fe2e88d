/// The object a ``SearchController`` tells when its search bar's text changes, as UIKit's
/// `UISearchResultsUpdating`: a list screen filters its rows in
/// ``updateSearchResults(for:)`` and reloads its table.
///
/// ```swift
/// final class CountriesViewController: TableViewController, SearchResultsUpdating {
///     let searchController = SearchController(searchResultsController: nil)
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         searchController.searchResultsUpdater = self
///         navigationItem.searchController = searchController
///     }
///     func updateSearchResults(for searchController: SearchController) {
///         filter(by: searchController.searchBar.text ?? "")
///     }
/// }
/// ```
///
/// The kit does not type into search bars: a test sets `searchBar.text` and calls
/// ``SearchController/updateSearchResults()``, as UIKit calls the updater when the text changes.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Called when the search controller's search bar text changes or the search becomes active.
    ///
    /// - Parameter searchController: The search controller whose results to update.
    func updateSearchResults(for searchController: SearchController)
}

extension SearchController {
    /// The object told to update the results when the search text changes (held weakly, as
    /// UIKit's `searchResultsUpdater`).
    public var searchResultsUpdater: (any SearchResultsUpdating)? {
        get { SearchResultsUpdaters.updater(of: self) }
        set { SearchResultsUpdaters.set(newValue, of: self) }
    }

    /// Tells ``searchResultsUpdater`` to update the results for the current search bar text, as
    /// UIKit does when the user types; tests call it after setting `searchBar.text`.
    public func updateSearchResults() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}

/// The updaters of the search controllers, held weakly on both sides (the kit's search
/// controller keeps no stored property for it).
@MainActor
private enum SearchResultsUpdaters {
    /// One search controller's updater.
    struct Entry {
        weak var controller: SearchController?
        weak var updater: (any SearchResultsUpdating)?
    }

    static var entries: [Entry] = []

    static func updater(of controller: SearchController) -> (any SearchResultsUpdating)? {
        entries.first { $0.controller === controller }?.updater
    }

    static func set(_ updater: (any SearchResultsUpdating)?, of controller: SearchController) {
        entries.removeAll { $0.controller == nil || $0.controller === controller }
        if let updater { entries.append(Entry(controller: controller, updater: updater)) }
    }
}
