public import AppearanceKit

/// The demo screen: a settings-like screen with every kind of view a theme styles, in a
/// window, ready to lay out and render.
///
/// Inside a ``AppearanceKit/NavigationController`` titled "Appearance" (with an "Edit" button), a table
/// whose header view holds a stack of: a headline, a subhead, body labels, a switch, a
/// slider, a stepper, a segmented control, a footnote, a normal and a danger button, a
/// separator and a card (a ``CardView`` with a label and a button); then a section with a
/// header and three cells; and a tab bar at the bottom of the window.
///
/// Every view a person might ask about has an ``AppearanceKit/View/accessibilityIdentifier``, and
/// ``view(_:)`` finds views by path (`"card/button"`: the view named `button` inside the view
/// named `card`):
///
/// | Path | View |
/// | --- | --- |
/// | `navigationBar`, `tabBar`, `table` | the bars and the table |
/// | `headline`, `subhead`, `body`, `footnote` | labels in those text styles |
/// | `wifi`, `wifi/switch`, `brightness/slider`, `copies/stepper`, `copies/value` | rows and their controls |
/// | `mode` | the segmented control |
/// | `save`, `delete` | the normal and the danger button |
/// | `separator` | a hairline view |
/// | `card`, `card/title`, `card/body`, `card/button` | the card and its content |
/// | `section`, `section/label`, `cell1`…`cell3`, `cell1/label`, `cell1/detail` | the table section |
///
/// ```swift
/// DemoScreen.registerClasses()               // before loading a theme that names CardView
/// try BuiltinTheme.dark.load().apply()       // AppearanceThemes
/// let screen = DemoScreen.make(style: .dark)
/// let svg = SVGRenderer().render(screen.window)
/// let button = screen.view("card/button")
/// ```
///
/// The screen sets fonts, sizes and layout. The only colours it sets itself are the system
/// separator colour of the separator and the card's outline, and the danger button's red
/// (explicit values, which win over every theme, R4.3). Everything else comes from the theme.
@MainActor
public final class DemoScreen {
    /// The size of the demo window: an iPhone screen in points.
    nonisolated public static let defaultSize = Size(width: 390, height: 844)

    /// The window holding the screen.
    public let window: Window
    /// The navigation controller at the root of the window.
    public let navigationController: NavigationController
    /// The view controller of the settings screen.
    public let viewController: ViewController

    /// Registers the kit's classes and the demo's own (``CardView``) in the catalog, so theme
    /// files can name them: call it before loading a theme for the demo screen (registering
    /// again does nothing new). A theme file's names are looked up when it loads, so building
    /// the screen does not need it.
    public static func registerClasses() {
        AppearanceCatalog.shared.registerKit()
        AppearanceCatalog.shared.register(CardView.self)
    }

    /// Builds the demo screen in a new window of `size` with the interface `style`; the
    /// current proxy values apply as the views enter the window.
    public static func make(size: Size = defaultSize, style: UserInterfaceStyle = .light) -> DemoScreen {
        DemoScreen(size: size, style: style)
    }

    private init(size: Size, style: UserInterfaceStyle) {
        window = Window(frame: Rect(origin: .zero, size: size))
        window.screenTraits.userInterfaceStyle = style
        viewController = ViewController()
        viewController.title = "Appearance"
        viewController.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        viewController.view = Self.makeContent()
        navigationController = NavigationController(rootViewController: viewController)
        navigationController.navigationBar.accessibilityIdentifier = "navigationBar"
        window.rootViewController = navigationController
        window.addSubview(Self.makeTabBar())
    }

    /// The view at `path`: identifiers separated by `/`, each looked up (depth first) inside
    /// the view found for the one before; `nil` when one is missing.
    public func view(_ path: String) -> View? {
        try? ViewPath(path).resolve(in: window)
    }

    // MARK: - Building

    private static func makeContent() -> View {
        let table = TableView(style: .plain)
        table.accessibilityIdentifier = "table"
        table.tableHeaderView = makeControls()
        let header = TableViewHeaderFooterView(text: "ACCOUNT")
        header.accessibilityIdentifier = "section"
        header.textLabel.accessibilityIdentifier = "label"
        header.textLabel.font = .preferredFont(forTextStyle: .footnote)
        let cells = [("Profile", "Ada"), ("Notifications", "On"), ("Privacy", nil)].enumerated().map { index, row in
            let cell = TableViewCell(text: row.0, detail: row.1)
            cell.accessibilityIdentifier = "cell\(index + 1)"
            cell.textLabel.accessibilityIdentifier = "label"
            cell.detailTextLabel.accessibilityIdentifier = "detail"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        table.addSection(TableView.Section(header: header, cells: cells))
        return table
    }

    private static func makeControls() -> View {
        let headline = label("Themes for every screen", style: .headline, id: "headline")
        let subhead = label("Styled by swift-appearance", style: .subheadline, id: "subhead")
        let body = label(
            "Every view below takes its colours from the theme: labels, controls, bars and the card.",
            style: .body, id: "body")
        body.numberOfLines = 0

        let wifiSwitch = Switch()
        wifiSwitch.setOn(true, animated: false)
        wifiSwitch.accessibilityIdentifier = "switch"
        let wifi = row("wifi", label("Wi-Fi", style: .body, id: "label"), wifiSwitch)

        let slider = Slider()
        slider.value = 0.6
        slider.accessibilityIdentifier = "slider"
        let brightness = row("brightness", label("Brightness", style: .body, id: "label"), slider)

        let stepper = Stepper()
        stepper.value = 2
        stepper.maximumValue = 10
        stepper.accessibilityIdentifier = "stepper"
        let copies = row("copies", label("Copies", style: .body, id: "label"), label("2", style: .body, id: "value"), stepper)

        let mode = SegmentedControl(items: ["Light", "Dark", "Auto"])
        mode.selectedSegmentIndex = 2
        mode.accessibilityIdentifier = "mode"

        let footnote = label("Changes apply to every window at once.", style: .footnote, id: "footnote")

        let save = button("Save", id: "save")
        let delete = button("Delete", id: "delete")
        // The danger button is red in every theme: explicit values win over proxies (R4.3).
        delete.setTitleColor(.systemRed, for: .normal)
        delete.layer.borderColor = .systemRed
        let buttons = StackView(arrangedSubviews: [save, delete])
        buttons.accessibilityIdentifier = "buttons"
        buttons.spacing = 12
        buttons.distribution = .fillEqually

        let separator = View(frame: Rect(x: 0, y: 0, width: 0, height: 1))
        separator.accessibilityIdentifier = "separator"
        separator.backgroundColor = .separator

        let titles = StackView(arrangedSubviews: [headline, subhead])
        titles.accessibilityIdentifier = "titles"
        titles.axis = .vertical
        titles.spacing = 2

        let stack = StackView(arrangedSubviews: [
            titles, body, wifi, brightness, copies, mode, footnote, buttons, separator, makeCard(),
        ])
        stack.accessibilityIdentifier = "controls"
        stack.axis = .vertical
        stack.spacing = 12
        stack.layoutMargins = EdgeInsets(top: 16, left: 16, bottom: 20, right: 16)
        stack.isLayoutMarginsRelativeArrangement = true
        return stack
    }

    private static func makeCard() -> View {
        let title = label("In a card", style: .headline, id: "title")
        let body = label("Ocean styles what is inside a card.", style: .subheadline, id: "body")
        let button = button("Open", id: "button")
        let content = StackView(arrangedSubviews: [title, body, button])
        content.accessibilityIdentifier = "content"
        content.axis = .vertical
        content.alignment = .leading
        content.spacing = 4
        content.layoutMargins = EdgeInsets(all: 14)
        content.isLayoutMarginsRelativeArrangement = true
        let card = CardView()
        card.accessibilityIdentifier = "card"
        card.layer.cornerRadius = 12
        card.layer.masksToBounds = true
        card.layer.borderWidth = 1
        card.layer.borderColor = .separator
        card.addSubview(content)
        return card
    }

    private static func makeTabBar() -> TabBar {
        let tabBar = TabBar()
        tabBar.accessibilityIdentifier = "tabBar"
        let items = [("Home", "house"), ("Themes", "paintbrush"), ("Settings", "gear")].map {
            TabBarItem(title: $0.0, image: Image(systemName: $0.1))
        }
        items[1].badgeValue = "3"
        tabBar.items = items
        tabBar.selectedItem = items[2]
        return tabBar
    }

    private static func label(_ text: String, style: Font.TextStyle, id: String) -> Label {
        let label = Label(text: text)
        label.font = .preferredFont(forTextStyle: style)
        label.accessibilityIdentifier = id
        return label
    }

    private static func button(_ title: String, id: String) -> Button {
        let button = Button(title: title)
        button.accessibilityIdentifier = id
        button.layer.cornerRadius = 10
        button.layer.borderWidth = 1
        return button
    }

    private static func row(_ id: String, _ views: View...) -> StackView {
        let row = StackView(arrangedSubviews: views)
        row.accessibilityIdentifier = id
        row.spacing = 12
        row.alignment = .center
        return row
    }
}
