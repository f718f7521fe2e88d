// swift-format-ignore-file
// (The article's listing, laid out as the article writes it.)
#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Seed 004, "UIAppearance and the case of the missing method" (../shared/seeds/004_…txt,
// lines 54–127): `resetToDefaultAppearance()` as the article writes it, with UIKit's names,
// compiled unchanged through AppearanceUIKit in Swift 5 and Swift 6 modes.
//
// Deviations (each forced, none by Linux):
// - The stored copy of the article drops closing braces and a few call heads (the
//   `setBackgroundImage(nil, for:barMetrics:)` and `setTitleVerticalPositionAdjustment` calls at
//   lines 104–106 and 115–116, the arguments continuing on the next line): they are written
//   back as the surrounding code reads.
// - The article uses `UIBarMetrics.allCases` and `UIBarPosition.casesForNavigationBarBackgroundImage`,
//   which its app declares elsewhere (UIKit has neither). The kit's `UIBarMetrics` is already
//   `CaseIterable`, so the conformance is declared for UIKit only; the positions are the ones
//   a navigation bar's background images take.

#if canImport(UIKit)
extension UIBarMetrics: CaseIterable {
    public static var allCases: [UIBarMetrics] { [.default, .compact, .defaultPrompt, .compactPrompt] }
}
#endif

extension UIBarPosition {
    static let casesForNavigationBarBackgroundImage: [UIBarPosition] = [.any, .top, .topAttached]
}

extension UIAppearance {
    typealias DefaultAppearanceResetHandler = () -> Void
}

extension UINavigationBar {
    /// Resets the navigation bar’s appearance proxy to the default settings.
    /// Returns a closure to execute to restore the current settings.
    static func resetToDefaultAppearance() -> UIAppearance.DefaultAppearanceResetHandler {
        let appearanceProxy = appearance()
        // The following settings are all part of the “legacy customizations”
        // for UINavigationBar’s appearance:
        // https://developer.apple.com/documentation/uikit/uinavigationbar/legacy_customizations
        // First, we store the current values, then we reset them to their
        // defaults.
        // Setting the Bar’s Style
        let barStyle = appearanceProxy.barStyle
        // Configuring the Title
        let titleTextAttributes = appearanceProxy.titleTextAttributes
        let largeTitleTextAttributes = appearanceProxy.largeTitleTextAttributes
        let titleVerticalPositionAdjustments: [UIBarMetrics: CGFloat] = UIBarMetrics.allCases.reduce(into: [:]) { (result, metrics) in
            result[metrics] = appearanceProxy.titleVerticalPositionAdjustment(for: metrics)
        }
        // Configuring Bar Button items
        let tintColor = appearanceProxy.tintColor
        // Configuring the Back Button
        let backIndicatorImage = appearanceProxy.backIndicatorImage
        let backIndicatorTransitionMaskImage = appearanceProxy.backIndicatorTransitionMaskImage
        // Changing the Background
        let barTintColor = appearanceProxy.barTintColor
        let backgroundImages: [UIBarMetrics: UIImage] = UIBarMetrics.allCases.reduce(into: [:]) { (result, metrics) in
            result[metrics] = appearanceProxy.backgroundImage(for: metrics)
        }
        let backgroundImagesForBarPosition: [UIBarPosition: [UIBarMetrics: UIImage]] =
            UIBarPosition.casesForNavigationBarBackgroundImage.reduce(into: [:]) { (result, position) in
                result[position] = UIBarMetrics.allCases.reduce(into: [:]) { (result, metrics) in
                    result[metrics] = appearanceProxy.backgroundImage(
                        for: position,
                        barMetrics: metrics
                    )
                }
            }
        // Adding a Shadow
        let shadowImage = appearanceProxy.shadowImage
        // Now we reset the values to their defaults.
        appearanceProxy.barStyle = .default
        appearanceProxy.titleTextAttributes = nil
        appearanceProxy.largeTitleTextAttributes = nil
        UIBarMetrics.allCases.forEach { metrics in
            appearanceProxy.setTitleVerticalPositionAdjustment(0, for: metrics)
        }
        appearanceProxy.tintColor = nil
        appearanceProxy.backIndicatorImage = nil
        appearanceProxy.backIndicatorTransitionMaskImage = nil
        appearanceProxy.barTintColor = nil
        UIBarMetrics.allCases.forEach { metrics in
            appearanceProxy.setBackgroundImage(nil, for: metrics)
        }
        UIBarPosition.casesForNavigationBarBackgroundImage.forEach { position in
            UIBarMetrics.allCases.forEach { metrics in
                appearanceProxy.setBackgroundImage(nil,
                                                   for: position,
                                                   barMetrics: metrics)
            }
        }
        appearanceProxy.shadowImage = nil
        // The block that we return will restore the customizations that were
        // on the appearance proxy when this method first started.
        return {
            appearanceProxy.barStyle = barStyle
            appearanceProxy.titleTextAttributes = titleTextAttributes
            appearanceProxy.largeTitleTextAttributes = largeTitleTextAttributes
            titleVerticalPositionAdjustments.forEach { (metrics, value) in
                if value != 0 {
                    appearanceProxy.setTitleVerticalPositionAdjustment(value,
                                                                       for: metrics)
                }
            }
            appearanceProxy.tintColor = tintColor
            appearanceProxy.backIndicatorImage = backIndicatorImage
            appearanceProxy.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
            appearanceProxy.barTintColor = barTintColor
            backgroundImages.forEach { (metrics, image) in
                appearanceProxy.setBackgroundImage(image, for: metrics)
            }
            backgroundImagesForBarPosition.forEach { (position, images) in
                images.forEach { (metrics, image) in
                    appearanceProxy.setBackgroundImage(image,
                                                       for: position,
                                                       barMetrics: metrics)
                }
            }
            appearanceProxy.shadowImage = shadowImage
        }
    }
}

/// The article's app delegate styling (lines 9–17), for the tests.
@MainActor public func applySeed004Styling() {
    UINavigationBar.appearance().barTintColor = .systemGreen
    UINavigationBar.appearance().barStyle = .black
    UINavigationBar.appearance().tintColor = .systemGreen
    UINavigationBar.appearance().titleTextAttributes = [
        NSAttributedString.Key.font: UIFont(name: "Marker Felt", size: 24)!
    ]
}

/// The article's `resetToDefaultAppearance()`, for the tests (the extension is internal, as
/// the article's is).
@MainActor public func resetSeed004NavigationBars() -> () -> Void {
    UINavigationBar.resetToDefaultAppearance()
}
