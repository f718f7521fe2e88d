import AppearancePreview
import Foundation
import Testing

/// Screens and themes as an app declares them (#31), and the names the tools look up.
@MainActor
@Suite struct PreviewCatalogTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "no account signed in" }
    }

    static let catalog = PreviewCatalog(
        screens: [
            PreviewScreen("inbox", title: "Inbox") { environment in
                Window(frame: CGRect(origin: .zero, size: environment.size))
            },
            .rootViewController("account-settings") { _ in
                let controller = ViewController()
                controller.title = "Account"
                return NavigationController(rootViewController: controller)
            },
            PreviewScreen("profile") { _ in throw Failure() },
        ],
        themes: [.swift("brand") { Label.appearance().textColor = .red }, .builtin(.ocean)])

    @Test func theBuiltInCatalogIsMadeThroughTheSameAPI() {
        let catalog = PreviewCatalog.builtin
        #expect(catalog.screens.map(\.name) == ["demo", "controls"])
        #expect(catalog.themes.map(\.name) == ["light", "dark", "ocean"])
        #expect(catalog.themes.allSatisfy { if case .builtin = $0.source { true } else { false } })
    }

    @Test func screensAreFoundByNameAndTheFirstIsTheDefault() throws {
        #expect(try Self.catalog.screen(named: nil).name == "inbox")
        #expect(try Self.catalog.screen(named: "profile").name == "profile")
        #expect(Self.catalog.screens.map(\.title) == ["Inbox", "Account settings", "Profile"])
    }

    @Test func anUnknownScreenListsTheScreens() {
        #expect(throws: ToolError(.notFound, "unknown screen 'settings'; the screens are: inbox, account-settings, profile")) {
            try Self.catalog.screen(named: "settings")
        }
    }

    @Test(arguments: [
        ("brand", "brand"), ("Brand", "brand"), ("ocean", "ocean"), ("themes/brand.yaml", "brand"), ("my.json", "my"),
    ])
    func themesAreFoundByNameOrPath(reference: String, name: String) throws {
        #expect(try Self.catalog.theme(reference).name == name)
    }

    @Test func anUnknownThemeNameListsTheThemes() {
        #expect(
            throws: ToolError(
                .notFound, "unknown theme 'sepia'; give a theme file (.yaml or .json) or one of the themes: brand, ocean")
        ) {
            try Self.catalog.theme("sepia")
        }
    }

    @Test func aRootViewControllerScreenGetsAWindowOfTheEnvironment() throws {
        var traits = TraitCollection()
        traits.userInterfaceStyle = .dark
        traits.accessibilityContrast = .high
        let window = try Self.catalog.screen(named: "account-settings")
            .makeWindow(for: PreviewEnvironment(size: CGSize(width: 375, height: 667), traits: traits))
        #expect(window.frame.size == CGSize(width: 375, height: 667))
        #expect(window.rootViewController is NavigationController)
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.traitCollection.accessibilityContrast == .high)
    }

    @Test func aWindowBuilderGetsTheEnvironmentsTraitsToo() throws {
        let window = try Self.catalog.screen(named: "inbox").makeWindow(for: PreviewEnvironment(style: .dark))
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(window.frame.size == PreviewEnvironment.defaultSize)
    }

    @Test func aBuilderThatThrowsNamesTheScreenAndTheError() {
        #expect(throws: ToolError(.appCodeFailed, "the screen 'profile' could not be built: no account signed in")) {
            try Self.catalog.screen(named: "profile").makeWindow(for: PreviewEnvironment())
        }
    }
}
