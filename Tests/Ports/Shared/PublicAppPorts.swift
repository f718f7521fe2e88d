import AppearanceKit

// Shape: appearance set-up as public iOS apps write it (#32, item 6), found with the search
// tool and written here in our own words after the rename. Each port's comment names the
// repository whose shape it follows; none copies its code.

/// An app type named `Appearance`, as some apps have one: it shadows the engine's namespace
/// where it is visible, and the app's code still compiles and styles. (Nested here, so that the
/// other ports of this module keep seeing the engine's `Appearance`.)
enum SneakersApp {
    @MainActor
    struct Appearance {}

    @MainActor
    static func styleOnLaunch() {
        Appearance().uiPageControl()
    }
}

extension SneakersApp.Appearance {
    func uiPageControl() {
        PageControl.appearance().currentPageIndicatorTintColor = .systemOrange
        PageControl.appearance().pageIndicatorTintColor = .systemGray4
    }
}

/// A segmented control helper that merges one attribute into the state's title attributes.
extension SegmentedControl {
    func setTitleColor(_ color: Color, state: ControlState = .normal) {
        var attributes = titleTextAttributes(for: state) ?? [:]
        attributes[.foregroundColor] = color
        setTitleTextAttributes(attributes, for: state)
    }

    func setTitleFont(_ font: Font, state: ControlState = .normal) {
        var attributes = titleTextAttributes(for: state) ?? [:]
        attributes[.font] = font
        setTitleTextAttributes(attributes, for: state)
    }

    /// An instance method that styles every segmented control through the proxy.
    func setupAttributes() {
        SegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: Color.white], for: .normal)
        SegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: Color.black], for: .selected)
    }
}

extension PageControl {
    /// A static helper taking the two colours, the proxy in a local.
    static func changePageIndicator(_ indicator: Color, indicatorCurrentPage: Color) {
        let pageControl = PageControl.appearance()
        pageControl.pageIndicatorTintColor = indicator
        pageControl.currentPageIndicatorTintColor = indicatorCurrentPage
    }
}

extension SearchController {
    /// Search text colour and font for every search bar's field, set from a search controller.
    func setTextColor(color: Color) {
        let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: color, .font: Font.systemFont(ofSize: 14)]
        TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).defaultTextAttributes = attributes
    }
}

/// A theme namespace with one static set-up function reading named colours (on the main actor,
/// as UIKit code is in Swift 6 mode).
@MainActor
enum UITheme {
    static func setAppearanceDefaults() {
        let pageControlAppearance = PageControl.appearance()
        pageControlAppearance.pageIndicatorTintColor = Color(named: "OtherPageBulletColor")
        pageControlAppearance.currentPageIndicatorTintColor = Color(named: "CurrentPageBulletColor")
    }
}

/// A class with a static set-up, one named colour from the asset catalog.
@MainActor
final class AppearanceSetup {
    static func setupAppearance() {
        TableView.appearance().separatorColor = .clear
        Switch.appearance().onTintColor = Color(named: "main")
    }
}

/// A global function switching the look of every table on and off.
@MainActor
func tweakTableView(on: Bool) {
    TableView.appearance().backgroundColor = on ? .clear : .systemGroupedBackground
    TableViewHeaderFooterView.appearance().tintColor = Color.clear
    TableView.appearance().separatorColor = on ? .clear : nil
    TableViewCell.appearance().backgroundColor = on ? .clear : .secondarySystemGroupedBackground
    // The rename forces one change: the proxy's property is optional (UIKit's proxy is typed as
    // the cell), so `.none` must name the case, not `nil`.
    TableViewCell.appearance().selectionStyle = on ? TableViewCell.SelectionStyle.none : .default
}

@MainActor
let publicAppPorts: [Port] = [
    // pujiaxin33/JXCategoryView (Example/AppDelegate): a set-up method of the app delegate.
    Port(name: "an opaque navigation bar appearance from an app delegate method") {
        port { findings in
            let appearance = NavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            NavigationBar.appearance().standardAppearance = appearance
            NavigationBar.appearance().scrollEdgeAppearance = appearance
            let bar = NavigationBar()
            showInWindow(bar)
            findings.expect(bar.standardAppearance.backgroundColor == appearance.backgroundColor, "standard")
            findings.expect(bar.scrollEdgeAppearance?.backgroundColor == appearance.backgroundColor, "scroll edge")
        }
    },
    // hmahaddev93/MovieBrowser (AppDelegate): iOS 15's appearance object beside the legacy properties.
    Port(name: "an appearance object and the legacy bar properties together") {
        port { findings in
            let appearance = NavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.titleTextAttributes = [.foregroundColor: Color.white]
            appearance.backgroundColor = .systemBlue
            NavigationBar.appearance().standardAppearance = appearance
            NavigationBar.appearance().scrollEdgeAppearance = appearance
            NavigationBar.appearance().barStyle = .black
            NavigationBar.appearance().barTintColor = .systemBlue
            NavigationBar.appearance().tintColor = .white
            let bar = NavigationBar()
            showInWindow(bar)
            findings.expect(bar.standardAppearance.backgroundColor == .systemBlue, "background")
            findings.expect(TextAttributes(bar.standardAppearance.titleTextAttributes).foregroundColor == .white, "title")
            findings.expect(bar.barStyle == .black && bar.barTintColor == .systemBlue && bar.tintColor == .white, "legacy")
        }
    },
    // pkamb/CodingChallenge_MovieBrowser (AppDelegate): the appearance only inside navigation controllers.
    Port(name: "a bar appearance for bars inside navigation controllers only") {
        port { findings in
            let appearance = NavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemBlue
            let inNavigation = NavigationBar.appearance(whenContainedInInstancesOf: [NavigationController.self])
            inNavigation.standardAppearance = appearance
            inNavigation.scrollEdgeAppearance = appearance
            let navigation = NavigationController(rootViewController: ViewController())
            let window = showInWindow(View())
            window.rootViewController = navigation
            let loose = NavigationBar()
            window.addSubview(loose)
            findings.expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemBlue, "in a navigation controller")
            findings.expect(loose.standardAppearance.backgroundColor != .systemBlue, "a bar of its own")
        }
    },
    // siasps/PengCode_Swift (TabBarViewController): the proxy, then each item, in viewDidLoad.
    Port(name: "tab bar item title colours from a tab bar controller's viewDidLoad") {
        port { findings in
            TabBarItem.appearance().setTitleTextAttributes([.foregroundColor: Color.red], for: .normal)
            TabBarItem.appearance().setTitleTextAttributes([.foregroundColor: Color.blue], for: .selected)
            let tabs = TabBar()
            let first = TabBarItem(title: "One", image: nil, selectedImage: nil)
            let second = TabBarItem(title: "Two", image: nil, selectedImage: nil)
            tabs.items = [first, second]
            showInWindow(tabs)
            for item in tabs.items {
                item.setTitleTextAttributes([.foregroundColor: Color.red], for: .selected)
            }
            findings.expect(TextAttributes(first.titleTextAttributes(for: .normal) ?? [:]).foregroundColor == .red, "proxy, normal")
            findings.expect(TextAttributes(first.titleTextAttributes(for: .selected) ?? [:]).foregroundColor == .red, "the item's own")
            findings.expect(
                TextAttributes(TabBarItem.appearance().titleTextAttributes(for: .selected) ?? [:]).foregroundColor == .blue,
                "the proxy keeps its value")
        }
    },
    // UberNick/TabBarLabelBug (TabBarController): one state's attributes through the proxy.
    Port(name: "the selected tab title colour alone") {
        port { findings in
            TabBarItem.appearance().setTitleTextAttributes([.foregroundColor: Color.green], for: .selected)
            let tabs = TabBar()
            let item = TabBarItem(title: "Feed", image: nil, selectedImage: nil)
            tabs.items = [item]
            showInWindow(tabs)
            findings.expect(TextAttributes(item.titleTextAttributes(for: .selected) ?? [:]).foregroundColor == .green, "selected")
            findings.expect(item.titleTextAttributes(for: .normal) == nil, "normal untouched")
        }
    },
    // Prasadprabhu1989/iOS_PipelineDemo (CustomTabController): unselected tint and item titles.
    Port(name: "the unselected tint with item title colours per state") {
        port { findings in
            TabBar.appearance().unselectedItemTintColor = .green
            TabBarItem.appearance().setTitleTextAttributes([.foregroundColor: Color.red], for: .selected)
            TabBarItem.appearance().setTitleTextAttributes([.foregroundColor: Color.green], for: .normal)
            let tabs = TabBar()
            let item = TabBarItem(title: "Build", image: nil, selectedImage: nil)
            tabs.items = [item]
            showInWindow(tabs)
            findings.expect(tabs.unselectedItemTintColor == .green, "unselected tint")
            findings.expect(TextAttributes(item.titleTextAttributes(for: .selected) ?? [:]).foregroundColor == .red, "selected")
        }
    },
    // mangraa1/MyCars (UISegmentedControl+Setup): an instance method that sets the proxy.
    Port(name: "a segmented control method that styles every segmented control") {
        port { findings in
            let first = SegmentedControl(items: ["Cars", "Bikes"])
            first.setupAttributes()
            let second = SegmentedControl(items: ["New", "Used"])
            let root = View()
            root.addSubview(first)
            root.addSubview(second)
            showInWindow(root)
            for control in [first, second] {
                findings.expect(TextAttributes(control.titleTextAttributes(for: .normal) ?? [:]).foregroundColor == .white, "normal")
                findings.expect(TextAttributes(control.titleTextAttributes(for: .selected) ?? [:]).foregroundColor == .black, "selected")
            }
        }
    },
    // marcabreracast/aries (UISegmentedControl+Extension): helpers that merge into the proxy's attributes.
    Port(name: "segmented control helpers merging one attribute over the proxy's") {
        port { findings in
            SegmentedControl.appearance().setTitleTextAttributes([.font: Font.systemFont(ofSize: 13)], for: .normal)
            let control = SegmentedControl(items: ["A", "B"])
            showInWindow(control)
            control.setTitleColor(.systemPurple)
            control.setTitleFont(.boldSystemFont(ofSize: 15), state: .selected)
            let normal = TextAttributes(control.titleTextAttributes(for: .normal) ?? [:])
            findings.expect(normal.foregroundColor == .systemPurple, "the colour merged in")
            findings.expect(normal.font == Font.systemFont(ofSize: 13), "over the proxy's font")
            findings.expect(
                TextAttributes(control.titleTextAttributes(for: .selected) ?? [:]).font == .boldSystemFont(ofSize: 15), "selected")
        }
    },
    // alexrodrigues/ViperGithubStars (SearchController+Extensions): a search controller method.
    Port(name: "search field text attributes set from a search controller extension") {
        port { findings in
            let controller = SearchController(searchResultsController: nil)
            controller.setTextColor(color: .systemTeal)
            let bar = SearchBar()
            showInWindow(bar)
            let attributes = TextAttributes(bar.searchTextField.defaultTextAttributes)
            findings.expect(attributes.foregroundColor == .systemTeal, "colour")
            findings.expect(attributes.font == Font.systemFont(ofSize: 14), "font")
        }
    },
    // 5daytech/udex-app-ios (Utils/Appearance.swift): a static set-up with an asset catalog colour.
    Port(name: "a static set-up reading a colour of the asset catalog") {
        port { findings in
            Color.register(Color(red: 0.2, green: 0.4, blue: 1, alpha: 1), named: "main")
            AppearanceSetup.setupAppearance()
            let table = TableView()
            let toggle = Switch()
            let root = View()
            root.addSubview(table)
            root.addSubview(toggle)
            showInWindow(root)
            findings.expect(table.separatorColor == .clear, "separator")
            findings.expect(toggle.onTintColor == Color(named: "main"), "named colour")
        }
    },
    // leolelego/Brickie-iOS (base/Toolbox.swift): one function switching the table look, with ternaries.
    Port(name: "a function that switches every table's look on and off") {
        port { findings in
            tweakTableView(on: true)
            let table = TableView()
            let cell = TableViewCell(text: "Set")
            table.addSection(TableView.Section(cells: [cell]))
            let window = showInWindow(table)
            findings.expect(table.backgroundColor == .clear && cell.selectionStyle == .none, "on")
            tweakTableView(on: false)
            window.reloadAppearance()
            findings.expect(table.backgroundColor == .systemGroupedBackground, "off: grouped background")
            findings.expect(table.separatorColor == nil, "off: the separator proxy value removed")
            findings.expect(cell.selectionStyle == .default, "off: default selection")
        }
    },
    // jsdelivrbot/FinalYearProjectCode-DT228-4 (UIPageControlExtensions): a static helper on the class.
    Port(name: "a static page control helper taking its colours") {
        port { findings in
            PageControl.changePageIndicator(.systemGray, indicatorCurrentPage: .systemBlue)
            let dots = PageControl()
            dots.numberOfPages = 3
            showInWindow(dots)
            findings.expect(dots.pageIndicatorTintColor == .systemGray, "indicator")
            findings.expect(dots.currentPageIndicatorTintColor == .systemBlue, "current page")
        }
    },
    // BenStaveleyTaylor/ScreenLabel (UITheme.swift): an enum namespace and named colours.
    Port(name: "an enum of theme defaults with named page dot colours") {
        port { findings in
            Color.register(.systemGray3, named: "OtherPageBulletColor")
            Color.register(.label, named: "CurrentPageBulletColor")
            UITheme.setAppearanceDefaults()
            let dots = PageControl()
            showInWindow(dots)
            findings.expect(dots.pageIndicatorTintColor == .systemGray3, "other pages")
            findings.expect(dots.currentPageIndicatorTintColor == .label, "current page")
        }
    },
    // yolohwang/SwiftDemo (SwiftDemo07/AppDelegate): the proxy in a local in didFinishLaunching.
    Port(name: "page dots from a local proxy in the app delegate") {
        port { findings in
            let pageControl = PageControl.appearance()
            pageControl.pageIndicatorTintColor = .gray
            pageControl.currentPageIndicatorTintColor = .red
            let dots = PageControl()
            showInWindow(dots)
            findings.expect(dots.pageIndicatorTintColor == .gray && dots.currentPageIndicatorTintColor == .red, "both colours")
        }
    },
    // leandrohdez/sneakers-demo-ios-design (Common/Appearance): an app type named `Appearance`.
    Port(name: "an app's own type named Appearance") {
        port { findings in
            SneakersApp.styleOnLaunch()
            let dots = PageControl()
            showInWindow(dots)
            findings.expect(dots.currentPageIndicatorTintColor == .systemOrange, "current page")
            findings.expect(dots.pageIndicatorTintColor == .systemGray4, "other pages")
        }
    },
]
