#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

/// The ported screens (#45): ten ordinary UIKit screens, each after a public app's shape (its
/// file names the repository), written with UIKit's names only, as the app's preview catalog
/// and tests show them.
///
/// The screens' classes are internal, as an app's are; these make each screen as the app would
/// show it (in its navigation controller, or presented, or pushed).
@MainActor
public enum PortedScreens {
    /// The preview names and makers of every ported screen, in the order the catalog lists them.
    public static let all: [(name: String, make: @MainActor @Sendable () -> UIViewController)] = [
        ("port-settings", { settings() }), ("port-contacts", { contacts() }), ("port-contact-detail", { contactDetail() }),
        ("port-grid", { grid() }), ("port-login", { login() }), ("port-profile", { profile() }), ("port-tabs", { tabs() }),
        ("port-sheet", { sheet() }), ("port-search", { search(query: "an") }), ("port-empty", { emptyState() }),
    ]

    /// A settings list with a data source, in its navigation controller.
    public static func settings() -> UIViewController {
        UINavigationController(rootViewController: PortSettingsViewController())
    }

    /// A contacts list with sections and an index, in its navigation controller.
    public static func contacts() -> UIViewController {
        UINavigationController(rootViewController: PortContactsViewController())
    }

    /// The contacts list with its second row's detail pushed, as a tap on it does.
    public static func contactDetail() -> UIViewController {
        let contacts = PortContactsViewController()
        let navigation = UINavigationController(rootViewController: contacts)
        contacts.loadViewIfNeeded()
        contacts.tableView(contacts.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        return navigation
    }

    /// A collection grid with a compositional layout, in its navigation controller.
    public static func grid() -> UIViewController {
        UINavigationController(rootViewController: PortGridViewController())
    }

    /// A login form, in its navigation controller.
    public static func login() -> UIViewController {
        UINavigationController(rootViewController: PortLoginViewController())
    }

    /// A profile header with an avatar, in its navigation controller.
    public static func profile() -> UIViewController {
        UINavigationController(rootViewController: PortProfileViewController())
    }

    /// A tab bar app with three tabs.
    public static func tabs() -> UIViewController {
        PortTabBarController()
    }

    /// The reminders screen, which presents its modal sheet when it appears, as its Add
    /// button does (UIKit presents only from a screen in a window).
    public static func sheet() -> UIViewController {
        let reminders = PortRemindersViewController()
        reminders.presentsNewReminderOnAppear = true
        return UINavigationController(rootViewController: reminders)
    }

    /// A list with a search controller, filtered by `query` when one is given, as typing does.
    public static func search(query: String?) -> UIViewController {
        let countries = PortSearchViewController()
        let navigation = UINavigationController(rootViewController: countries)
        countries.loadViewIfNeeded()
        if let query {
            countries.searchController.searchBar.text = query
            countries.updateSearchResults(for: countries.searchController)
        }
        return navigation
    }

    /// A list with a search controller, unfiltered.
    public static func search() -> UIViewController {
        search(query: nil)
    }

    /// An empty state: a list with no rows showing its background view.
    public static func emptyState() -> UIViewController {
        UINavigationController(rootViewController: PortEmptyStateViewController())
    }
}
