import AppearanceKit

// Shape: the search, text input and scroll view blocks of apps' appearance set-up — the search
// field styled through `UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self])`,
// search bar images and offsets, a dark keyboard, scroll indicators for a dark theme.

@MainActor
enum SearchStyle {
    static func configureSearch() {
        SearchBarTheme.apply()
        let field = TextField.appearance(whenContainedInInstancesOf: [SearchBar.self])
        field.defaultTextAttributes = [.foregroundColor: Color.white, .font: Font.systemFont(ofSize: 15)]
        field.attributedPlaceholder = NSAttributedString(
            string: "Search", attributes: [.foregroundColor: Color.white.withAlphaComponent(0.6)])
        field.backgroundColor = Color(red: 0.2, green: 0.2, blue: 0.3, alpha: 1)
    }

    static func configureInputs() {
        TextField.appearance().keyboardAppearance = .dark
        TextField.appearance().tintColor = .systemOrange
        TextView.appearance().keyboardAppearance = .dark
        TextView.appearance().linkTextAttributes = [.foregroundColor: Color.systemOrange]
        ScrollView.appearance().indicatorStyle = .white
        TableView.appearance().keyboardDismissMode = .onDrag
    }
}

/// The search bar block, as apps keep it in its own type.
@MainActor
enum SearchBarTheme {
    static func apply() {
        let bar = SearchBar.appearance()
        bar.searchBarStyle = .minimal
        bar.barTintColor = .black
        bar.setImage(Image(named: "search-white"), for: .search, state: .normal)
        bar.setImage(Image(named: "clear-white"), for: .clear, state: .normal)
        bar.setSearchFieldBackgroundImage(Image(named: "search-field"), for: .normal)
        bar.searchTextPositionAdjustment = Offset(horizontal: 8, vertical: 0)
        bar.setPositionAdjustment(Offset(horizontal: 4, vertical: 0), for: .search)
        bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: Color.white], for: .selected)
    }
}

@MainActor
let searchPorts: [Port] = [
    Port(name: "search: the search field through TextField proxies contained in SearchBar") {
        port { findings in
            SearchStyle.configureSearch()
            let search = SearchBar()
            search.placeholder = "Search recipes"
            let form = TextField()
            let root = View()
            root.addSubview(search)
            root.addSubview(form)
            showInWindow(root)
            let field = search.searchTextField
            findings.expect(TextAttributes(field.defaultTextAttributes).foregroundColor == .white, "search text is white")
            findings.expect(field.backgroundColor == Color(red: 0.2, green: 0.2, blue: 0.3, alpha: 1), "field background")
            findings.expect(field.attributedPlaceholder?.string == "Search", "attributed placeholder")
            findings.expect(form.backgroundColor == nil, "other text fields untouched")
            findings.expect(search.searchBarStyle == .minimal, "minimal search bar")
            findings.expect(search.image(for: .search, state: .normal) == Image(named: "search-white"), "search icon")
            findings.expect(search.image(for: .clear, state: .highlighted) == Image(named: "clear-white"), "clear icon")
            findings.expect(search.searchFieldBackgroundImage(for: .normal) == Image(named: "search-field"), "field image")
            findings.expect(search.searchTextPositionAdjustment == Offset(horizontal: 8, vertical: 0), "text offset")
            findings.expect(search.positionAdjustment(for: .search) == Offset(horizontal: 4, vertical: 0), "icon offset")
        }
    },
    Port(name: "search: a search bar as a navigation title view") {
        port { findings in
            SearchBar.appearance(whenContainedInInstancesOf: [NavigationBar.self]).searchBarStyle = .minimal
            TextField.appearance(whenContainedInInstancesOf: [NavigationBar.self]).textColor = .white
            let search = SearchBar()
            let screen = ViewController()
            screen.navigationItem.titleView = search
            let navigation = NavigationController(rootViewController: screen)
            let window = Window()
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            findings.expect(search.searchBarStyle == .minimal, "search bar in the navigation bar")
            findings.expect(search.searchTextField.textColor == .white, "its field too")
        }
    },
    Port(name: "inputs: dark keyboards, tint and scroll indicators") {
        port { findings in
            SearchStyle.configureInputs()
            let field = TextField(), notes = TextView(), table = TableView(), search = SearchBar()
            let root = View()
            for view in [field, notes, table, search] as [View] { root.addSubview(view) }
            showInWindow(root)
            findings.expect(field.keyboardAppearance == .dark, "text field keyboard")
            findings.expect(search.searchTextField.keyboardAppearance == .dark, "search field keyboard")
            findings.expect(notes.keyboardAppearance == .dark, "text view keyboard")
            findings.expect(field.effectiveTintColor == .systemOrange, "caret colour")
            findings.expect(TextAttributes(notes.linkTextAttributes).foregroundColor == .systemOrange, "link colour")
            findings.expect(notes.indicatorStyle == .white && table.indicatorStyle == .white, "indicators")
            findings.expect(table.keyboardDismissMode == .onDrag, "table keyboard dismissal")
        }
    },
]
