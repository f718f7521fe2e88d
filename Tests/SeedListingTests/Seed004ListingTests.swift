import AppearanceUIKit
import SeedListingsSwift5
import SeedListingsSwift6
import Testing

/// Seed 004's listing (Tests/SeedListings/Shared/Seed004ResetToDefaultAppearance.swift, the
/// article's lines 54–127) run as the article describes: the app styles its navigation bars;
/// `resetToDefaultAppearance()` puts the proxy back to UIKit's defaults so a system screen
/// presented then looks stock; the closure it returns brings every customisation back. Run for
/// both compilations (Swift 5 and Swift 6 modes). Deviations are listed in the listing's file.
@MainActor
@Suite(.serialized) struct Seed004ListingTests {
    static let compilations: [(name: String, reset: @MainActor () -> () -> Void)] = [
        ("Swift 5", SeedListingsSwift5.resetSeed004NavigationBars),
        ("Swift 6", SeedListingsSwift6.resetSeed004NavigationBars),
    ]

    /// A screen presented in its own navigation controller, as the article's contact card.
    func presentScreen(in window: UIWindow) -> UINavigationController {
        let screen = UIViewController()
        screen.title = "John Appleseed"
        let navigationController = UINavigationController(rootViewController: screen)
        window.rootViewController?.present(navigationController, animated: true, completion: nil)
        return navigationController
    }

    func appWindow() -> UIWindow {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        window.makeKeyAndVisible()
        return window
    }

    @Test(arguments: 0..<2)
    func theResetShowsAStockScreenAndTheClosureBringsTheStyleBack(_ index: Int) {
        let compilation = Self.compilations[index]
        Appearance.reset()
        SeedListingsSwift5.applySeed004Styling()
        // Customisations beyond the app delegate's, so that every group is restored.
        let bar = UINavigationBar.appearance()
        bar.setTitleVerticalPositionAdjustment(3, for: .default)
        bar.setBackgroundImage(UIImage(named: "bar"), for: .compact)
        bar.setBackgroundImage(UIImage(named: "top"), for: .topAttached, barMetrics: .default)
        bar.shadowImage = UIImage(named: "hairline")
        bar.backIndicatorImage = UIImage(systemName: "arrow.left")
        let window = appWindow()
        let appBar = (window.rootViewController as? UINavigationController)?.navigationBar

        let restore = compilation.reset()
        let stock = presentScreen(in: window).navigationBar
        #expect(stock.barTintColor == nil, "\(compilation.name)")
        #expect(stock.barStyle == .default)
        #expect(stock.tintColor == .systemBlue, "the stock tint, as UIKit reads an unset tintColor")
        #expect(stock.titleTextAttributes == nil)
        #expect(stock.titleVerticalPositionAdjustment(for: .default) == 0)
        #expect(stock.backgroundImage(for: .compact) == nil)
        #expect(stock.backgroundImage(for: .topAttached, barMetrics: .default) == nil)
        #expect(stock.shadowImage == nil && stock.backIndicatorImage == nil)
        #expect(appBar?.barTintColor == .systemGreen, "the screen already shown keeps its look")

        restore()
        window.rootViewController?.dismiss(animated: true, completion: nil)
        let styled = presentScreen(in: window).navigationBar
        #expect(styled.barTintColor == .systemGreen)
        #expect(styled.barStyle == .black)
        #expect(styled.tintColor == .systemGreen)
        #expect(styled.titleTextAttributes?[.font] as? UIFont == UIFont(name: "Marker Felt", size: 24))
        #expect(styled.titleVerticalPositionAdjustment(for: .default) == 3)
        #expect(styled.backgroundImage(for: .compact) == UIImage(named: "bar"))
        #expect(styled.backgroundImage(for: .topAttached, barMetrics: .default) == UIImage(named: "top"))
        #expect(styled.shadowImage == UIImage(named: "hairline"))
        #expect(styled.backIndicatorImage == UIImage(systemName: "arrow.left"))
    }
}
