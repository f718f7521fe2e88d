/// A view controller that manages a search bar: UIKit's `UISearchController`.
///
/// Apps create one, hand its ``searchBar`` to a navigation item or a table header, and style
/// search bars (and the text fields inside them) through proxies as usual:
///
/// ```swift
/// let search = SearchController(searchResultsController: nil)
/// search.obscuresBackgroundDuringPresentation = false
/// navigationItem.searchController = search
/// TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).defaultTextAttributes = [.foregroundColor: Color.white]
/// ```
///
/// The kit draws screens rather than running them: presenting the search (``isActive``) shows
/// the results controller's view, if any, and nothing animates.
@preconcurrency @MainActor
open class SearchController: ViewController {
    /// The search bar this controller manages.
    public let searchBar = SearchBar()
    /// The controller that shows the results, or `nil` to show them in the searched view.
    public let searchResultsController: ViewController?
    /// Whether the search is presented.
    public var isActive = false
    /// Whether the content behind is dimmed while searching (UIKit's default: `true`).
    public var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (UIKit's default: `true`).
    public var hidesNavigationBarDuringPresentation = true
    /// Whether the search results show automatically (UIKit's default: `true`).
    public var automaticallyShowsSearchResultsController = true

    /// A search controller showing its results in `searchResultsController` (`nil`: in the
    /// view being searched).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
    }

    /// A search controller showing its results in the view being searched, as UIKit's `init(nibName:bundle:)` (there are no nibs to load yet: both are
    /// kept, and the view is made by ``loadView()``).
    override public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A search controller showing its results in the view being searched from an archive, as UIKit's `init?(coder:)` (see `ViewController.init(coder:)`).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
    }

    /// The search bar as the root view: where a navigation item or table header shows it.
    open override func loadView() {
        view = searchBar
    }
}
