#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A tab bar app with three tabs, after the shape of fespinoza/Youtube-SampleProjects
// (UIKitNavigation/UIKitNavigation/Screens/Tabs/MainTabBarController.swift): a
// UITabBarController subclass that builds a navigation controller per tab in viewDidLoad, each
// with its tab bar item and SF Symbol.

final class PortTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.tintColor = .brandTint

        let contacts = UINavigationController(rootViewController: PortContactsViewController())
        contacts.tabBarItem = UITabBarItem(
            title: "Contacts", image: UIImage(systemName: "person.2"), selectedImage: nil)

        let profile = UINavigationController(rootViewController: PortProfileViewController())
        profile.tabBarItem = UITabBarItem(
            title: "Profile", image: UIImage(systemName: "person.crop.circle"),
            selectedImage: UIImage(systemName: "person.crop.circle.fill"))

        let settings = UINavigationController(rootViewController: PortSettingsViewController())
        settings.tabBarItem = UITabBarItem(
            title: "Settings", image: UIImage(systemName: "gearshape"), selectedImage: UIImage(systemName: "gearshape.fill"))

        viewControllers = [contacts, profile, settings]
        selectedIndex = 0
    }
}
