public import AppearanceKit

/// The demo screen: a settings-like screen with every kind of view a theme styles, in a
/// window, ready to lay out and render.
///
/// Inside a ``/AppearanceKit/NavigationController`` titled "Appearance" (with an "Edit" button), a table
/// whose header view holds the app's view (`screen`) with a stack of: a headline, a subhead,
/// body labels, a switch, a slider, a stepper, a segmented control, a footnote, a normal and a
/// danger button, a separator and a card (the app's view inside the app's view, with a
/// headline, a subhead and a button); then a section with a header and three cells; and a tab
/// bar at the bottom of the window.
///
/// Like the theme seed's sample app, the screen is made of the app's own subclasses
/// (`AppLabel`, `AppHeadline`, `AppButton`, `AppView`, ...), which the built-in themes style;
/// the table, its cells and the bars are the kit's.
///
/// Every view a person might ask about has an ``/AppearanceKit/View/accessibilityIdentifier``, and
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
/// | `screen` | the app's view holding the controls |
/// | `card`, `card/title`, `card/body`, `card/button` | the card and its content |
/// | `section`, `section/label`, `cell1`…`cell3`, `cell1/label`, `cell1/detail` | the table section |
///
/// ```swift
/// DemoScreen.registerClasses()               // before loading a theme that names AppLabel
/// try BuiltinTheme.dark.load().apply()       // AppearanceThemes
/// let screen = DemoScreen.make(style: .dark)
/// let svg = SVGRenderer().render(screen.window)
/// let button = screen.view("card/button")
/// ```
///
/// The screen sets fonts, sizes and layout, and makes the card clip its content (an explicit
/// value, which wins over every theme, R4.3); every colour, border and corner radius comes
/// from the theme.
@MainActor
public final class DemoScreen {
    /// The size of the demo window: an iPhone screen in points.
    nonisolated public static let defaultSize = CGSize(width: 390, height: 844)

    /// The window holding the screen.
    public let window: Window
    /// The navigation controller at the root of the window.
    public let navigationController: NavigationController
    /// The view controller of the settings screen.
    public let viewController: ViewController

    /// Registers the kit's classes and the demo's own (`AppLabel`, `AppView`, ...) in the
    /// catalog, so theme files can name them: call it before loading a theme for the demo
    /// screen (registering again does nothing new). A theme file's names are looked up when it
    /// loads, so building the screen does not need it.
    public static func registerClasses() {
        AppearanceCatalog.shared.registerKit()
        for swiftClass in appClasses { AppearanceCatalog.shared.register(swiftClass) }
    }

    /// Builds the demo screen in a new window of `size` with the interface `style`; the
    /// current proxy values apply as the views enter the window.
    public static func make(size: CGSize = defaultSize, style: UserInterfaceStyle = .light) -> DemoScreen {
        DemoScreen(size: size, style: style)
    }

    private init(size: CGSize, style: UserInterfaceStyle) {
        window = Window(frame: CGRect(origin: .zero, size: size))
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
        header.textLabel?.accessibilityIdentifier = "label"
        header.textLabel?.font = .preferredFont(forTextStyle: .footnote)
        let cells = [("Profile", "Ada"), ("Notifications", "On"), ("Privacy", nil)].enumerated().map { index, row in
            let cell = TableViewCell(text: row.0, detail: row.1)
            cell.accessibilityIdentifier = "cell\(index + 1)"
            cell.textLabel?.accessibilityIdentifier = "label"
            cell.detailTextLabel?.accessibilityIdentifier = "detail"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
        table.addSection(TableView.Section(header: header, cells: cells))
        return table
    }

    private static func makeControls() -> View {
        let headline = label(AppHeadline(text: "Themes for every screen"), style: .headline, id: "headline")
        let subhead = label(AppSubhead(text: "Styled by swift-appearance"), style: .subheadline, id: "subhead")
        let body = label(
            AppLabel(text: "Every view below takes its colours from the theme: labels, controls, bars and the card."),
            style: .body, id: "body")
        body.numberOfLines = 0

        let wifiSwitch = AppSwitch()
        wifiSwitch.setOn(true, animated: false)
        wifiSwitch.accessibilityIdentifier = "switch"
        let wifi = row("wifi", label(AppLabel(text: "Wi-Fi"), style: .body, id: "label"), wifiSwitch)

        let slider = AppSlider()
        slider.value = 0.6
        slider.accessibilityIdentifier = "slider"
        let brightness = row("brightness", label(AppLabel(text: "Brightness"), style: .body, id: "label"), slider)

        let stepper = AppStepper()
        stepper.value = 2
        stepper.maximumValue = 10
        stepper.accessibilityIdentifier = "stepper"
        let copies = row(
            "copies", label(AppLabel(text: "Copies"), style: .body, id: "label"),
            label(AppLabel(text: "2"), style: .body, id: "value"), stepper)

        let mode = AppSegmentedControl(items: ["Light", "Dark", "Auto"])
        mode.selectedSegmentIndex = 2
        mode.accessibilityIdentifier = "mode"

        let footnote = label(AppFootnote(text: "Changes apply to every window at once."), style: .footnote, id: "footnote")

        let save = button(AppButton(title: "Save"), id: "save")
        let delete = button(AppDangerButton(title: "Delete"), id: "delete")
        let buttons = StackView(arrangedSubviews: [save, delete])
        buttons.accessibilityIdentifier = "buttons"
        buttons.spacing = 12
        buttons.distribution = .fillEqually

        let separator = AppSeparator(frame: CGRect(x: 0, y: 0, width: 0, height: 1))
        separator.accessibilityIdentifier = "separator"

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
        let screen = AppView()
        screen.accessibilityIdentifier = "screen"
        screen.addSubview(stack)
        return screen
    }

    private static func makeCard() -> View {
        let title = label(AppHeadline(text: "In a card"), style: .headline, id: "title")
        let body = label(AppSubhead(text: "The app's views look different in a card."), style: .subheadline, id: "body")
        let button = button(AppButton(title: "Open"), id: "button")
        let content = StackView(arrangedSubviews: [title, body, button])
        content.accessibilityIdentifier = "content"
        content.axis = .vertical
        content.alignment = .leading
        content.spacing = 4
        content.layoutMargins = EdgeInsets(all: 14)
        content.isLayoutMarginsRelativeArrangement = true
        let card = AppView()
        card.accessibilityIdentifier = "card"
        card.layer.masksToBounds = true
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

    private static func label(_ label: Label, style: Font.TextStyle, id: String) -> Label {
        label.font = .preferredFont(forTextStyle: style)
        // As a well-made app does: the text follows the reader's text size (Dynamic Type).
        label.adjustsFontForContentSizeCategory = true
        label.accessibilityIdentifier = id
        return label
    }

    private static func button(_ button: Button, id: String) -> Button {
        button.accessibilityIdentifier = id
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
