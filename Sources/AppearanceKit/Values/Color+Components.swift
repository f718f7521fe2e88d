public import Foundation

extension Color {
    // MARK: - Reading components (UIKit)

    /// Reads the sRGB components into the pointers that are not `nil`; always returns `true`.
    ///
    /// Every colour of the kit is an sRGB colour, so the conversion never fails. A dynamic
    /// colour reports its components for an empty trait collection (its light appearance);
    /// call ``resolvedColor(with:)`` first for another one.
    ///
    /// ```swift
    /// var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    /// Color.systemOrange.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    /// // red 1, green 0.584, blue 0, alpha 1
    /// ```
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let components = defaultComponents
        unsafe red?.pointee = components.red
        unsafe green?.pointee = components.green
        unsafe blue?.pointee = components.blue
        unsafe alpha?.pointee = components.alpha
        return true
    }

    /// Reads hue, saturation, brightness (HSB) and opacity, each from 0 to 1, into the pointers
    /// that are not `nil`; always returns `true`.
    ///
    /// Greys (saturation 0) report a hue of 0. A dynamic colour reports its light appearance.
    ///
    /// ```swift
    /// var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
    /// Color.green.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
    /// // hue 1/3, saturation 1, brightness 1
    /// ```
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = defaultComponents
        let maximum = Swift.max(c.red, c.green, c.blue)
        let minimum = Swift.min(c.red, c.green, c.blue)
        let delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == c.red {
                h = (c.green - c.blue) / delta
                if h < 0 { h += 6 }
            } else if maximum == c.green {
                h = (c.blue - c.red) / delta + 2
            } else {
                h = (c.red - c.green) / delta + 4
            }
            h /= 6
        }
        unsafe hue?.pointee = h
        unsafe saturation?.pointee = maximum > 0 ? delta / maximum : 0
        unsafe brightness?.pointee = maximum
        unsafe alpha?.pointee = c.alpha
        return true
    }

    /// Reads the grey level and opacity into the pointers that are not `nil`; always returns `true`.
    ///
    /// The grey level of a coloured value is its luma, `0.299 red + 0.587 green + 0.114 blue`
    /// (exact for greys). A dynamic colour reports its light appearance.
    ///
    /// ```swift
    /// var white: CGFloat = 0
    /// Color.darkGray.getWhite(&white, alpha: nil)   // white 1/3
    /// ```
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = defaultComponents
        let luma = c.red == c.green && c.green == c.blue ? c.red : 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
        unsafe white?.pointee = luma
        unsafe alpha?.pointee = c.alpha
        return true
    }

    // MARK: - Components (typed additions)

    /// The red component, from 0 to 1 (for a dynamic colour, its light appearance's).
    public var red: Double { Double(defaultComponents.red) }

    /// The green component, from 0 to 1 (for a dynamic colour, its light appearance's).
    public var green: Double { Double(defaultComponents.green) }

    /// The blue component, from 0 to 1 (for a dynamic colour, its light appearance's).
    public var blue: Double { Double(defaultComponents.blue) }

    /// The opacity, from 0 (transparent) to 1 (opaque); for a dynamic colour, its light
    /// appearance's.
    public var alpha: Double { Double(defaultComponents.alpha) }

    /// The colour as lowercase `#rrggbb`, or `#rrggbbaa` when it is not fully opaque.
    ///
    /// Each component is rounded to the nearest of 256 steps. A dynamic colour reports its light
    /// appearance; resolve it first for another one.
    ///
    /// ```swift
    /// Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).hexString   // "#ff800080"
    /// ```
    public var hexString: String { defaultComponents.hexString }

    /// Whether the colour depends on traits, so that ``resolvedColor(with:)`` may return
    /// different colours: the system colours, ``init(light:dark:)`` and ``init(dynamicProvider:)``.
    public var isDynamic: Bool {
        if case .fixed = storage { return false }
        return true
    }

    /// The Swift name of a system colour, such as `"systemBlue"`; `nil` for any other colour.
    ///
    /// A colour derived from a system colour (for example with ``withAlphaComponent(_:)`` or
    /// ``resolvedColor(with:)``) has no name.
    public var systemName: String? {
        if case .variants(let name, _) = storage { return name }
        return nil
    }

    // MARK: - Deriving colours

    /// The same colour with its opacity replaced by `alpha` (clamped to `0...1`).
    ///
    /// A dynamic colour stays dynamic: each of its appearances gets the new opacity.
    ///
    /// ```swift
    /// Color.red.withAlphaComponent(0.5).hexString   // "#ff000080"
    /// ```
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        switch storage {
        case .fixed(let rgba):
            return Color(storage: .fixed(rgba.withAlpha(alpha)))
        case .variants(_, let variants):
            return Color(storage: .variants(name: nil, variants.map { $0.withAlpha(alpha) }))
        case .provider(let provider, _):
            return Color(storage: .provider(provider, alpha: RGBA.clamp(alpha)))
        }
    }
}
