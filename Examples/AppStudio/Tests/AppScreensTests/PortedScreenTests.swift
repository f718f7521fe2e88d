@testable import AppScreens
import AppearanceSnapshotTesting
import AppearanceUIKit
import Foundation
import SnapshotTesting
import Testing

/// The ported screens (#45), as the app's suite checks its own: each in a window with its cells,
/// headers and pushed or presented controllers; its picture in every state of the default matrix
/// (light, dark, high contrast, AX3); and its contrast in each state. Part of the serialized
/// ``ScreenSnapshotTests`` suite, under the app's Light theme as the app runs.
extension ScreenSnapshotTests {
    @Test func portedSettingsInEveryState() {
        assertSnapshots(of: PortedScreens.settings(), as: .appearanceMatrix(.default))
    }

    @Test func portedContactsInEveryState() {
        assertSnapshots(of: PortedScreens.contacts(), as: .appearanceMatrix(.default))
    }

    @Test func portedContactDetailInEveryState() {
        assertSnapshots(of: PortedScreens.contactDetail(), as: .appearanceMatrix(.default))
    }

    @Test func portedGridInEveryState() {
        assertSnapshots(of: PortedScreens.grid(), as: .appearanceMatrix(.default))
    }

    @Test func portedLoginInEveryState() {
        assertSnapshots(of: PortedScreens.login(), as: .appearanceMatrix(.default))
    }

    @Test func portedProfileInEveryState() {
        assertSnapshots(of: PortedScreens.profile(), as: .appearanceMatrix(.default))
    }

    @Test func portedTabsInEveryState() {
        assertSnapshots(of: PortedScreens.tabs(), as: .appearanceMatrix(.default))
    }

    @Test func portedSheetInEveryState() {
        assertSnapshots(of: PortedScreens.sheet(), as: .appearanceMatrix(.default))
    }

    @Test func portedSearchInEveryState() {
        assertSnapshots(of: PortedScreens.search(query: "an"), as: .appearanceMatrix(.default))
    }

    @Test func portedEmptyStateInEveryState() {
        assertSnapshots(of: PortedScreens.emptyState(), as: .appearanceMatrix(.default))
    }

    /// Each ported screen's contrast in every state; findings the screens' design accepts are in
    /// `ports-baseline-NAME.json` beside this file (see the comment in each).
    @Test func everyPortedScreenIsReadableInEveryState() {
        for (name, make) in PortedScreens.all {
            let baseline = Self.baseline.replacingOccurrences(of: "contrast-baseline.json", with: "ports-baseline-\(name).json")
            let exists = FileManager.default.fileExists(atPath: baseline)
            expectReadable(make(), in: .default, baseline: exists || Self.recordsBaseline ? baseline : nil, record: Self.recordsBaseline)
        }
    }

    /// The screens in a window, as UIKit shows them: rows from their data sources, the pushed
    /// detail, the presented sheet, the filtered search results, the tabs and the empty state.
    @Test func portedScreensShowTheirContentInAWindow() throws {
        func show(_ controller: UIViewController) -> UIWindow {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return window
        }
        func texts(_ table: UITableView) -> [String?] {
            table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        }

        let settings = try #require((PortedScreens.settings() as? UINavigationController)?.topViewController as? PortSettingsViewController)
        _ = show(settings.navigationController!)
        #expect(texts(settings.tableView) == ["Notifications", "Dark Mode", "Text Size", "Profile", "Privacy"])
        #expect(settings.tableView.visibleCells.first?.accessoryView is UISwitch)

        let contactsNavigation = try #require(PortedScreens.contacts() as? UINavigationController)
        let contacts = try #require(contactsNavigation.topViewController as? PortContactsViewController)
        _ = show(contactsNavigation)
        #expect(contacts.sectionIndexTitles(for: contacts.tableView) == ["A", "B", "E", "G", "K", "M"])
        #expect(contacts.tableView.headerView(forSection: 0)?.textLabel?.text == "A")
        #expect(texts(contacts.tableView).prefix(2) == ["Ada Lovelace", "Alan Turing"])
        contacts.tableView.tapRow(at: IndexPath(row: 0, section: 1))
        #expect(contactsNavigation.viewControllers.count == 2)
        #expect(contactsNavigation.topViewController is PortContactDetailViewController)

        let detail = try #require(PortedScreens.contactDetail() as? UINavigationController)
        #expect(detail.viewControllers.count == 2, "the second contact is pushed")

        let grid = try #require((PortedScreens.grid() as? UINavigationController)?.topViewController as? PortGridViewController)
        _ = show(grid.navigationController!)
        let titles = grid.collectionView.visibleCells.compactMap { ($0 as? PortGridCell)?.titleLabel.text }
        #expect(titles.contains("Morning Walk") && titles.contains("Holidays"))

        let loginNavigation = try #require(PortedScreens.login() as? UINavigationController)
        let login = try #require(loginNavigation.topViewController as? PortLoginViewController)
        _ = show(loginNavigation)
        login.emailTextField.text = "ada"
        login.signInButton.sendActions(for: .touchUpInside)
        #expect(login.signInAttempts == 1)
        #expect(login.errorLabel.isHidden == false)

        let tabs = try #require(PortedScreens.tabs() as? UITabBarController)
        _ = show(tabs)
        #expect(tabs.viewControllers?.count == 3)
        #expect(tabs.viewControllers?.map { $0.tabBarItem?.title } == ["Contacts", "Profile", "Settings"])

        let sheetHost = try #require(PortedScreens.sheet() as? UINavigationController)
        _ = show(sheetHost)
        let sheet = try #require(sheetHost.presentedViewController as? UINavigationController)
        #expect(sheet.topViewController is PortSheetViewController)
        #expect(sheet.modalPresentationStyle == .pageSheet)

        let searchNavigation = try #require(PortedScreens.search(query: "an") as? UINavigationController)
        let search = try #require(searchNavigation.topViewController as? PortSearchViewController)
        _ = show(searchNavigation)
        #expect(search.navigationItem.searchController === search.searchController)
        #expect(search.searchController.searchResultsUpdater === search)
        #expect(texts(search.tableView).contains("Japan") && !texts(search.tableView).contains("Brazil"))

        let empty = try #require(
            (PortedScreens.emptyState() as? UINavigationController)?.topViewController as? PortEmptyStateViewController)
        _ = show(empty.navigationController!)
        #expect(empty.tableView.visibleCells.isEmpty)
        #expect(empty.tableView.backgroundView is PortEmptyStateView)
    }
}
