public import AppearanceKit

/// A second sample screen with the input and progress controls: a search bar in the navigation
/// bar, a text field, a progress view, a page control and an activity indicator.
///
/// `appearance render --screen controls` and `appearance demo --screen controls` draw it. Its
/// views have accessibility identifiers for view paths: `search`, `name`, `progress`, `pages`,
/// `spinner`, `caption`.
///
/// ```swift
/// try BuiltinTheme.ocean.load().apply()
/// let screen = ControlsScreen.make(style: .dark)
/// let svg = SVGRenderer().render(screen.window)
/// ```
@MainActor
public final class ControlsScreen {
    /// The window holding the screen.
    public let window: Window
    /// The navigation controller at the root of the window.
    public let navigationController: NavigationController
    /// The view controller of the screen.
    public let viewController: ViewController

    /// Builds the screen in a new window of `size` with the interface `style`; the current
    /// proxy values apply as the views enter the window.
    public static func make(size: CGSize = DemoScreen.defaultSize, style: UserInterfaceStyle = .light) -> ControlsScreen {
        ControlsScreen(size: size, style: style)
    }

    private init(size: CGSize, style: UserInterfaceStyle) {
        window = Window(frame: CGRect(origin: .zero, size: size))
        window.screenTraits.userInterfaceStyle = style
        viewController = ViewController()
        viewController.title = "Downloads"
        viewController.navigationItem.rightBarButtonItem = BarButtonItem(title: "Done", style: .done)
        let search = SearchBar()
        search.placeholder = "Search downloads"
        search.searchBarStyle = .minimal
        search.searchTextField.attributedPlaceholder = Self.placeholder("Search downloads")
        search.accessibilityIdentifier = "search"
        viewController.navigationItem.titleView = search
        viewController.view.addSubview(Self.makeContent())
        navigationController = NavigationController(rootViewController: viewController)
        navigationController.navigationBar.accessibilityIdentifier = "navigationBar"
        window.rootViewController = navigationController
    }

    /// A placeholder an app that cares for contrast writes: the system's placeholder grey is
    /// about 2.6:1 on white, under WCAG AA's 4.5:1 (the audit reports it, #34); this grey is
    /// 4.5:1 or more on white, on a search field's fill and on their dark-mode counterparts.
    static func placeholder(_ text: String) -> NSAttributedString {
        let color = Color(light: Color(red: 0.36, green: 0.36, blue: 0.38), dark: Color(red: 0.68, green: 0.68, blue: 0.7))
        return NSAttributedString(string: text, attributes: [.foregroundColor: color])
    }

    /// The view at `path` (see ``ViewPath``), or `nil`.
    public func view(_ path: String) -> View? {
        try? ViewPath(path).resolve(in: window)
    }

    private static func makeContent() -> View {
        let name = TextField(placeholder: "Name your download")
        name.attributedPlaceholder = placeholder("Name your download")
        name.accessibilityIdentifier = "name"
        name.borderStyle = .roundedRect

        let progress = ProgressView(progressViewStyle: .default)
        progress.progress = 0.4
        progress.accessibilityIdentifier = "progress"

        let caption = Label(text: "2 of 5 files")
        caption.font = .preferredFont(forTextStyle: .footnote)
        caption.accessibilityIdentifier = "caption"

        let spinner = ActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        spinner.accessibilityIdentifier = "spinner"
        let status = StackView(arrangedSubviews: [caption, spinner])
        status.accessibilityIdentifier = "status"
        status.spacing = 8
        status.alignment = .center

        let pages = PageControl()
        pages.numberOfPages = 5
        pages.currentPage = 1
        pages.accessibilityIdentifier = "pages"

        let stack = StackView(arrangedSubviews: [name, progress, status, pages])
        stack.accessibilityIdentifier = "controls"
        stack.axis = .vertical
        stack.spacing = 16
        stack.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)
        stack.isLayoutMarginsRelativeArrangement = true
        // In a table's header, as on the demo screen: the table sizes the stack to its content.
        let table = TableView(style: .plain)
        table.accessibilityIdentifier = "table"
        table.tableHeaderView = stack
        return table
    }
}
