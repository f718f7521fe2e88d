#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// The app's named colours, read from its asset catalog (Ports/Assets.xcassets) as an iOS app
// written as a Swift package reads them: `UIColor(named:in:compatibleWith:)` with the module's
// bundle. Each set has light, dark and high-contrast variants.
extension UIColor {
    /// The brand blue of buttons, links and selected tabs.
    static var brandTint: UIColor { UIColor(named: "BrandTint", in: .module, compatibleWith: nil) ?? .systemBlue }

    /// The fill of buttons with white titles: a blue dark enough for white text in every
    /// appearance (the brand tint itself is light in dark mode, to read as text on black).
    static var brandFill: UIColor { UIColor(named: "BrandFill", in: .module, compatibleWith: nil) ?? .systemBlue }

    /// The fill of the profile header and of the sheet's cards.
    static var cardBackground: UIColor {
        UIColor(named: "CardBackground", in: .module, compatibleWith: nil) ?? .secondarySystemBackground
    }

    /// The circle behind an avatar's symbol.
    static var avatarBackground: UIColor {
        UIColor(named: "AvatarBackground", in: .module, compatibleWith: nil) ?? .systemGray5
    }
}
