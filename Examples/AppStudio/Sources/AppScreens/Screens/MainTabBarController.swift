public import AppearanceKit

/// The app's root: a tab bar controller with the contacts and the settings, each in its own
/// navigation controller.
public final class MainTabBarController: TabBarController {
    public init() {
        super.init(nibName: nil, bundle: nil)
        let contacts = NavigationController(rootViewController: ContactListViewController())
        contacts.tabBarItem = TabBarItem(title: "Contacts", image: Image(systemName: "person.crop.circle"))
        let settings = NavigationController(rootViewController: SettingsFormViewController())
        settings.tabBarItem = TabBarItem(title: "Settings", image: Image(systemName: "gear"))
        settings.tabBarItem?.badgeValue = "1"
        viewControllers = [contacts, settings]
        selectedIndex = 0
        tabBar.accessibilityIdentifier = "tabBar"
    }

    /// Not loaded from archives: the screen is built in code (as apps write it, a trap).
    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
