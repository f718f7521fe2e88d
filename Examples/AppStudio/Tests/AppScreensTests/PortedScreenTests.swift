@testable import AppScreens
import AppearanceSnapshotTesting
import AppearanceUIKit
import Foundation
import SnapshotTesting
import Testing

extension ScreenSnapshotTests {
    /// The ported screens (#45), as the app's suite checks its own: each in a window with its
    /// cells, headers and pushed or presented controllers; its picture in every state of the
    /// default matrix (light, dark, high contrast, AX3); and its contrast in each state.
    ///
    /// Nested in the serialized ``ScreenSnapshotTests``, so that no other test's proxies are
    /// recorded meanwhile; without the app's Swift themes (they style the app's own `App…`
    /// classes for one light look), as the public apps the screens follow have none: the screens
    /// show UIKit's system colours and the catalog's named colours.
    @MainActor
    @Suite struct Ports {
        init() {
            Appearance.reset()
        }

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
        /// `PortBaselines/NAME.json` beside this file (see the comment in each).
        @Test func everyPortedScreenIsReadableInEveryState() {
            for (name, make) in PortedScreens.all {
                let baseline = ScreenSnapshotTests.baseline.replacingOccurrences(
                    of: "contrast-baseline.json", with: "PortBaselines/\(name.replacingOccurrences(of: "port-", with: "")).json")
                let exists = FileManager.default.fileExists(atPath: baseline)
                expectReadable(
                    make(), in: .default, baseline: exists || ScreenSnapshotTests.recordsBaseline ? baseline : nil,
                    record: ScreenSnapshotTests.recordsBaseline)
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

            let settingsNavigation = try #require(PortedScreens.settings() as? UINavigationController)
            let settings = try #require(settingsNavigation.topViewController as? PortSettingsViewController)
            _ = show(settingsNavigation)
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

            let gridNavigation = try #require(PortedScreens.grid() as? UINavigationController)
            let grid = try #require(gridNavigation.topViewController as? PortGridViewController)
            _ = show(gridNavigation)
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
            #expect(search.tableView.tableHeaderView === search.searchController.searchBar)
            #expect(search.searchController.searchResultsUpdater === search)
            #expect(texts(search.tableView).contains("Japan") && !texts(search.tableView).contains("Brazil"))

            let emptyNavigation = try #require(PortedScreens.emptyState() as? UINavigationController)
            let empty = try #require(emptyNavigation.topViewController as? PortEmptyStateViewController)
            _ = show(emptyNavigation)
            #expect(empty.tableView.visibleCells.isEmpty)
            #expect(empty.tableView.backgroundView is PortEmptyStateView)
        }
    }
}
