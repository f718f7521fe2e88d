import AppScreens
import AppearanceTools

// The app's screens and themes for `app-studio studio`, `render`, `explain` and `check`.
AppearanceTools.main(
    PreviewCatalog(
        screens: [
            .rootViewController("contacts") { _ in NavigationController(rootViewController: ContactListViewController()) },
            .rootViewController("settings") { _ in NavigationController(rootViewController: SettingsFormViewController()) },
            .rootViewController("tabs") { _ in MainTabBarController() },
        ]
            // The ported screens (#45): ordinary UIKit screens, written with UIKit's names.
            + PortedScreens.all.map { screen in PreviewScreen.rootViewController(screen.name) { _ in screen.make() } },
        themes: [
            .swift("ocean") { OceanTheme().apply(for: .shared) },
            .swift("light") { LightTheme().apply(for: .shared) },
            .swift("dark") { DarkTheme().apply(for: .shared) },
            .file(AppThemes.brandFile, name: "brand"),
        ],
        setUp: AppThemes.registerClasses))
