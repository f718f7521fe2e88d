import AppearanceKit
import Testing

/// A list screen that filters its names by the search text, as apps adopt
/// `UISearchResultsUpdating`.
private final class NamesController: ViewController, SearchResultsUpdating {
    let names = ["Ada", "Alan", "Grace"]
    private(set) var shown: [String] = []
    private(set) var updates = 0

    func updateSearchResults(for searchController: SearchController) {
        updates += 1
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? names : names.filter { $0.contains(text) }
    }
}

@MainActor
@Suite struct SearchResultsUpdatingTests {
    @Test func theUpdaterIsToldTheSearchText() {
        let search = SearchController(searchResultsController: nil)
        let names = NamesController(nibName: nil, bundle: nil)
        search.searchResultsUpdater = names
        #expect(search.searchResultsUpdater === names)
        search.searchBar.text = "A"
        search.updateSearchResults()
        #expect(names.shown == ["Ada", "Alan"])
        #expect(names.updates == 1)
    }

    @Test func theUpdaterIsHeldWeaklyAndCanBeCleared() {
        let search = SearchController(searchResultsController: nil)
        var names: NamesController? = NamesController(nibName: nil, bundle: nil)
        search.searchResultsUpdater = names
        names = nil
        #expect(search.searchResultsUpdater == nil, "held weakly, as UIKit's")
        let other = NamesController(nibName: nil, bundle: nil)
        search.searchResultsUpdater = other
        search.searchResultsUpdater = nil
        search.updateSearchResults()
        #expect(other.updates == 0)
    }
}
