public import Foundation

extension Color {
    // MARK: - Components

    /// A fixed colour from sRGB components, each from 0 to 1.
    ///
    /// Components are clamped to `0...1`. UIKit's `init(red:green:blue:alpha:)`; here `alpha`
    /// may be omitted and defaults to 1.
    ///
    /// ```swift
    /// let brand = Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
    /// ```
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.init(storage: .fixed(RGBA(red: red, green: green, blue: blue, alpha: alpha)))
    }

    /// A fixed colour from Display P3 components, treated as sRGB components.
    ///
    /// The kit draws in sRGB only, so no gamut conversion happens: the components are used as
    /// they are (and clamped to `0...1`), which makes P3 colours slightly less saturated than on
    /// a wide-colour display.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A fixed grey: `white` is used for the red, green and blue components.
    ///
    /// Components are clamped to `0...1`.
    ///
    /// ```swift
    /// let dimming = Color(white: 0, alpha: 0.4)
    /// ```
    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A fixed colour from hue, saturation and brightness (HSB, also called HSV), each from 0 to 1.
    ///
    /// A hue of 0 (and 1) is red, 1/3 green, 2/3 blue. Out-of-range values are clamped to `0...1`.
    ///
    /// ```swift
    /// let green = Color(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)   // #00ff00
    /// ```
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
        let h = RGBA.clamp(hue)
        let s = RGBA.clamp(saturation)
        let v = RGBA.clamp(brightness)
        let sector = h * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let p = v * (1 - s)
        let q = v * (1 - s * fraction)
        let t = v * (1 - s * (1 - fraction))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch index {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    // MARK: - Hex

    /// A fixed colour from a hexadecimal string: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    ///
    /// The `#` is optional and digits are case-insensitive. Returns `nil` for any other length
    /// or for a character that is not a hexadecimal digit (whitespace included). An app's own
    /// `convenience init(hex: String)` in an extension shadows this one in the app's code.
    ///
    /// ```swift
    /// Color(hex: "#f80")        // same as Color(hex: "#ff8800")
    /// Color(hex: "3C3C4399")    // alpha 0x99 / 255 = 0.6
    /// Color(hex: "#12345")      // nil
    /// ```
    public convenience init?(hex: String) {
        guard let packed = Self.packedHex(hex) else { return nil }
        self.init(storage: .fixed(RGBA(packed: packed)))
    }

    /// The digits of `hex` as `0xRRGGBBAA`, or `nil` when it is not a valid hex colour.
    private static func packedHex(_ hex: String) -> UInt32? {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var nibbles: [UInt32] = []
        nibbles.reserveCapacity(8)
        for scalar in digits.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39: nibbles.append(scalar.value - 0x30)  // 0-9
            case 0x41...0x46: nibbles.append(scalar.value - 0x41 + 10)  // A-F
            case 0x61...0x66: nibbles.append(scalar.value - 0x61 + 10)  // a-f
            default: return nil
            }
            if nibbles.count > 8 { return nil }
        }
        let bytes: [UInt32]
        switch nibbles.count {
        case 3: bytes = nibbles.map { $0 * 17 } + [255]
        case 6, 8:
            bytes =
                stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
                + (nibbles.count == 6 ? [255] : [])
        default: return nil
        }
        return bytes.reduce(UInt32(0)) { $0 << 8 | $1 }
    }

    // MARK: - Literals

    /// A fixed colour from a colour literal, such as `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`.
    ///
    /// Components are clamped to `0...1`. Literals are typed as `Color` in modules that import
    /// AppearanceKit, as they are typed as `UIColor` with UIKit.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color: _ExpressibleByColorLiteral {}

/// The type of an untyped `#colorLiteral(…)`: ``Color``, as `UIColor` is with UIKit.
public typealias _ColorLiteralType = Color
