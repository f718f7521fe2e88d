import AppearanceKit
import Testing

// Seed: "the missing reset". Before presenting a system screen that must look stock (a mail
// composer, a document picker), apps reset every navigation bar appearance property by hand,
// one line per property and per bar metrics, then set them all back afterwards. With
// snapshots the whole dance is four lines.

@MainActor
@Suite struct NavigationBarResetSeed {
    func applyBrandBars() {
        NavigationBar.appearance().barTintColor = .systemIndigo
        NavigationBar.appearance().titleTextAttributes = [.foregroundColor: Color.white]
        NavigationBar.appearance().setBackgroundImage(Image(named: "brand-bar"), for: .default)
        BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
    }

    func presentStockScreen() -> NavigationController {
        let window = Window()
        let composer = NavigationController(rootViewController: ViewController())
        composer.topViewController?.navigationItem.rightBarButtonItem = BarButtonItem(title: "Send")
        window.rootViewController = composer
        return composer
    }

    @Test func resetPresentRestore() {
        Appearance.reset()
        applyBrandBars()
        let themed = presentStockScreen()
        #expect(themed.navigationBar.barTintColor == .systemIndigo)

        let saved = Appearance.snapshot()
        NavigationBar.appearance().reset()
        BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).reset()
        let stock = presentStockScreen()
        Appearance.restore(saved)

        #expect(stock.navigationBar.barTintColor == nil)
        #expect(stock.navigationBar.titleTextAttributes == nil)
        #expect(stock.navigationBar.backgroundImage(for: .default) == nil)
        #expect(stock.navigationBar.topItem?.rightBarButtonItem?.tintColor == nil)
        #expect(themed.navigationBar.barTintColor == .systemIndigo, "screens already shown keep their look")
        #expect(themed.navigationBar.topItem?.rightBarButtonItem?.tintColor == .white)

        let next = presentStockScreen()
        #expect(next.navigationBar.barTintColor == .systemIndigo, "the theme is back for new screens")
        #expect(next.navigationBar.backgroundImage(for: .default) == Image(named: "brand-bar"))
    }
}
