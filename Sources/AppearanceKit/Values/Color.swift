/// A colour in the sRGB space: fixed, or dynamic (it depends on a view's traits).
///
/// The Swift stand-in for `UIColor`, with its initializers, system colours and methods, so code
/// written for UIKit compiles after renaming `UIColor` to `Color`. Like `UIColor`, `Color` is an
/// immutable class, and apps extend it with convenience initializers:
///
/// ```swift
/// extension Color {
///     convenience init(rgb: Int) {
///         self.init(red: CGFloat((rgb >> 16) & 0xFF) / 255, green: CGFloat((rgb >> 8) & 0xFF) / 255,
///                   blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
///     }
/// }
///
/// let accent = Color(rgb: 0xFF9500)
/// let faded = accent.withAlphaComponent(0.5)
/// faded.hexString                                        // "#ff950080"
///
/// let dark = TraitCollection(userInterfaceStyle: .dark)
/// Color.systemBlue.resolvedColor(with: dark).hexString   // "#0a84ff"
/// ```
///
/// A fixed colour is four components from 0 to 1. A dynamic colour, such as ``systemBlue``,
/// ``label`` or one made with ``init(dynamicProvider:)``, becomes a fixed colour when you call
/// ``resolvedColor(with:)`` with a view's traits. The component accessors (``getRed(_:green:blue:alpha:)``,
/// ``red-property``, ``hexString``, …) of a dynamic colour report it resolved for an empty trait
/// collection, which is its light, normal-contrast appearance.
///
/// Theme files write colours as `#RGB`, `#RRGGBB` or `#RRGGBBAA` (parsed by ``init(hex:)``),
/// as the Swift name of a static colour, or as the name of a registered colour (both found by
/// ``named(_:)``).
///
/// ## Equality
///
/// Colours are equal when they are made of the same thing:
/// - fixed colours, when their components are equal;
/// - system and light/dark colours, when their name (for system colours) and all four
///   variants (light, dark, and both in high contrast) are equal;
/// - provider colours (``init(dynamicProvider:)``), only when they share the same provider,
///   that is, they are the same instance or derived from the same instance by
///   ``withAlphaComponent(_:)`` with the same alpha. A closure cannot be compared, so two
///   providers that compute the same colours are still different.
///
/// A dynamic colour never equals a fixed one, even one it resolves to.
public final class Color: Hashable, Sendable, CustomStringConvertible {
    /// What the colour is made of.
    let storage: Storage

    /// A colour made of `storage`.
    init(storage: Storage) { self.storage = storage }

    // MARK: - Equality

    /// Whether two colours are made of the same thing (see "Equality" above).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs === rhs || lhs.storage == rhs.storage
    }

    /// Hashes what the colour is made of, consistently with ``==(_:_:)``.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
    }

    // MARK: - Description

    /// `#rrggbb`, `#rrggbbaa`, the system name (`systemBlue`), or
    /// `dynamic(light: #…, dark: #…)` for any other dynamic colour, followed by its
    /// high-contrast entries where they differ (`light high: #…, dark high: #…`).
    public var description: String {
        switch storage {
        case .fixed(let rgba):
            return rgba.hexString
        case .variants(let name?, _):
            return name
        case .variants(nil, let variants):
            return Self.dynamicDescription(variants)
        case .provider:
            return Self.dynamicDescription(
                Variants(
                    light: resolvedComponents(with: TraitCollection(userInterfaceStyle: .light)),
                    dark: resolvedComponents(with: TraitCollection(userInterfaceStyle: .dark)),
                    lightHighContrast: resolvedComponents(with: Self.highContrast(.light)),
                    darkHighContrast: resolvedComponents(with: Self.highContrast(.dark))))
        }
    }

    /// The traits of `style` at high contrast.
    private static func highContrast(_ style: UserInterfaceStyle) -> TraitCollection {
        TraitCollection(traitsFrom: [TraitCollection(userInterfaceStyle: style), TraitCollection(accessibilityContrast: .high)])
    }

    /// `dynamic(light: #…, dark: #…[, light high: #…][, dark high: #…])`.
    private static func dynamicDescription(_ variants: Variants) -> String {
        var entries = ["light: \(variants.light.hexString)", "dark: \(variants.dark.hexString)"]
        if variants.lightHighContrast != variants.light { entries.append("light high: \(variants.lightHighContrast.hexString)") }
        if variants.darkHighContrast != variants.dark { entries.append("dark high: \(variants.darkHighContrast.hexString)") }
        return "dynamic(\(entries.joined(separator: ", ")))"
    }
}

// MARK: - Storage

extension Color {
    /// Four sRGB components from 0 to 1.
    struct RGBA: Hashable, Sendable {
        var red: CGFloat
        var green: CGFloat
        var blue: CGFloat
        var alpha: CGFloat

        /// Components from a packed `0xRRGGBBAA` value.
        init(packed: UInt32) {
            red = CGFloat((packed >> 24) & 0xFF) / 255
            green = CGFloat((packed >> 16) & 0xFF) / 255
            blue = CGFloat((packed >> 8) & 0xFF) / 255
            alpha = CGFloat(packed & 0xFF) / 255
        }

        /// Components clamped to `0...1` (NaN becomes 0).
        init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.red = Self.clamp(red)
            self.green = Self.clamp(green)
            self.blue = Self.clamp(blue)
            self.alpha = Self.clamp(alpha)
        }

        /// The same components with the opacity replaced.
        func withAlpha(_ alpha: CGFloat) -> RGBA {
            RGBA(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// `#rrggbb`, or `#rrggbbaa` when the rounded alpha is below 255.
        var hexString: String {
            let alphaByte = Self.byte(alpha)
            var result = "#" + Self.hexByte(Self.byte(red)) + Self.hexByte(Self.byte(green)) + Self.hexByte(Self.byte(blue))
            if alphaByte < 255 { result += Self.hexByte(alphaByte) }
            return result
        }

        /// `value` limited to `0...1` (NaN becomes 0).
        static func clamp(_ value: CGFloat) -> CGFloat {
            value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
        }

        /// A component rounded to the nearest of `0...255`.
        private static func byte(_ component: CGFloat) -> Int {
            Int((clamp(component) * 255).rounded())
        }

        /// Two lowercase hexadecimal digits.
        private static func hexByte(_ value: Int) -> String {
            let digits = Array("0123456789abcdef")
            return String([digits[value >> 4], digits[value & 0xF]])
        }
    }

    /// The four appearances of a system or light/dark colour.
    struct Variants: Hashable, Sendable {
        var light: RGBA
        var dark: RGBA
        var lightHighContrast: RGBA
        var darkHighContrast: RGBA

        /// The variant for `traits`: dark when the style is dark (light otherwise), in its
        /// high-contrast form when the contrast is high.
        func components(for traits: TraitCollection) -> RGBA {
            let isDark = traits.userInterfaceStyle == .dark
            if traits.accessibilityContrast == .high { return isDark ? darkHighContrast : lightHighContrast }
            return isDark ? dark : light
        }

        /// Every variant transformed by `transform`.
        func map(_ transform: (RGBA) -> RGBA) -> Variants {
            Variants(
                light: transform(light), dark: transform(dark),
                lightHighContrast: transform(lightHighContrast), darkHighContrast: transform(darkHighContrast))
        }
    }

    /// The closure of a provider colour, compared by identity.
    final class Provider: Sendable {
        let resolve: @Sendable (TraitCollection) -> Color

        init(_ resolve: @escaping @Sendable (TraitCollection) -> Color) { self.resolve = resolve }
    }

    /// What a colour is made of.
    enum Storage: Hashable, Sendable {
        /// A fixed colour.
        case fixed(RGBA)
        /// A colour with four fixed variants; `name` is set for the named system colours.
        case variants(name: String?, Variants)
        /// A colour computed by a closure, with an opacity that replaces the result's when set.
        case provider(Provider, alpha: CGFloat?)

        static func == (lhs: Storage, rhs: Storage) -> Bool {
            switch (lhs, rhs) {
            case (.fixed(let left), .fixed(let right)):
                return left == right
            case (.variants(let leftName, let left), .variants(let rightName, let right)):
                return leftName == rightName && left == right
            case (.provider(let left, let leftAlpha), .provider(let right, let rightAlpha)):
                return left === right && leftAlpha == rightAlpha
            default:
                return false
            }
        }

        func hash(into hasher: inout Hasher) {
            switch self {
            case .fixed(let rgba):
                hasher.combine(0)
                hasher.combine(rgba)
            case .variants(let name, let variants):
                hasher.combine(1)
                hasher.combine(name)
                hasher.combine(variants)
            case .provider(let provider, let alpha):
                hasher.combine(2)
                hasher.combine(ObjectIdentifier(provider))
                hasher.combine(alpha)
            }
        }
    }

    /// The fixed components this colour shows with `traits`.
    func resolvedComponents(with traits: TraitCollection) -> RGBA {
        switch storage {
        case .fixed(let rgba):
            return rgba
        case .variants(_, let variants):
            return variants.components(for: traits)
        case .provider(let provider, let alpha):
            let components = provider.resolve(traits).resolvedComponents(with: traits)
            return alpha.map { components.withAlpha($0) } ?? components
        }
    }

    /// The components reported by the accessors: resolved for an empty trait collection.
    var defaultComponents: RGBA {
        if case .fixed(let rgba) = storage { return rgba }
        return resolvedComponents(with: TraitCollection())
    }
}
