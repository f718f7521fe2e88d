import AppearanceKit
import SeedPort
import Testing

// Seed 004 (Tests/SeedPort/NavigationBar+DefaultAppearance.swift): "the missing reset". A
// screen presented between `resetToDefaultAppearance()` and the app's styling coming back
// looks stock; screens already shown keep their look; the kit's own `reset()` does the same
// without a line per property.
@MainActor
@Suite(.serialized) struct NavigationBarResetSeed {
    /// The article's contact screen: a system view controller in the app's own navigation
    /// controller, presented from the app's window.
    func presentContactScreen(in window: Window) -> NavigationController {
        let contact = ViewController()
        contact.title = "John Appleseed"
        contact.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        let navigationController = NavigationController(rootViewController: contact)
        window.rootViewController?.present(navigationController, animated: true, completion: nil)
        return navigationController
    }

    func appWindow() -> Window {
        let window = Window()
        window.rootViewController = NavigationController(rootViewController: ViewController())
        window.makeKeyAndVisible()
        return window
    }

    @Test func theHandWrittenResetShowsAStockScreen() {
        Appearance.reset()
        NavigationBar.applyBrandAppearance()
        let window = appWindow()
        let appBar = (window.rootViewController as? NavigationController)?.navigationBar
        #expect(appBar?.barTintColor == .systemGreen)
        #expect(appBar?.barStyle == .black)

        NavigationBar.resetToDefaultAppearance()
        let contact = presentContactScreen(in: window)
        #expect(contact.navigationBar.barTintColor == nil)
        #expect(contact.navigationBar.barStyle == .default)
        #expect(contact.navigationBar.tintColor == .systemBlue, "the stock tint")
        #expect(contact.navigationBar.titleTextAttributes == nil)
        #expect(appBar?.barTintColor == .systemGreen, "the screen already shown keeps its look")

        contact.dismiss(animated: true, completion: nil)
        NavigationBar.applyBrandAppearance()
        let next = presentContactScreen(in: window)
        #expect(next.navigationBar.barTintColor == .systemGreen, "the app's styling is back for the next screen")
        #expect(next.navigationBar.titleTextAttributes?[.font] as? Font == Font(name: "Marker Felt", size: 24))
    }

    @Test func theHandWrittenResetLeavesRulesBehindWhereTheKitsResetLeavesNone() {
        Appearance.reset()
        NavigationBar.applyBrandAppearance()
        NavigationBar.resetToDefaultAppearance()
        #expect(!Appearance.recordedRules.isEmpty, "the hand-written reset sets four default values: four rules")
        Appearance.reset()
        NavigationBar.applyBrandAppearance()
        NavigationBar.appearance().reset()
        #expect(Appearance.recordedRules.isEmpty, "the kit's reset forgets the proxy's values")
        let window = appWindow()
        let contact = presentContactScreen(in: window)
        #expect(contact.navigationBar.barTintColor == nil)
        #expect(contact.navigationBar.barStyle == .default)
        #expect(contact.navigationBar.titleTextAttributes == nil)
    }

    @Test func snapshotsBringTheThemeBackAroundAStockScreen() {
        Appearance.reset()
        NavigationBar.applyBrandAppearance()
        BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
        let window = appWindow()

        let saved = Appearance.snapshot()
        NavigationBar.appearance().reset()
        BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).reset()
        let stock = presentContactScreen(in: window)
        Appearance.restore(saved)

        #expect(stock.navigationBar.barTintColor == nil)
        #expect(stock.navigationBar.topItem?.rightBarButtonItem?.tintColor == nil)
        stock.dismiss(animated: true, completion: nil)
        let next = presentContactScreen(in: window)
        #expect(next.navigationBar.barTintColor == .systemGreen, "the theme is back for new screens")
        #expect(next.navigationBar.topItem?.rightBarButtonItem?.tintColor == .white)
    }
}
