public import AppearanceCore

/// A colour in the sRGB space, either fixed or dynamic (one value for light mode, one for dark).
///
/// The Swift stand-in for `UIColor`. A fixed colour is four components from 0 to 1. A dynamic
/// colour, such as ``systemBlue`` or ``label``, carries a light and a dark variant and becomes a
/// fixed colour when you call ``resolved(with:)`` with a view's traits. The component properties
/// of a dynamic colour report its light variant.
///
/// Theme files write colours as `#RGB`, `#RRGGBB` or `#RRGGBBAA` (parsed by ``init(hex:)``) or as
/// the Swift name of a static colour (found by ``named(_:)``).
///
/// ```swift
/// let accent = Color(hex: "#FF9500")!
/// let faded = accent.withAlphaComponent(0.5)
/// faded.hexString                     // "#ff950080"
///
/// let dark = TraitCollection(userInterfaceStyle: .dark)
/// Color.systemBlue.resolved(with: dark).hexString   // "#0a84ff"
/// Color.named("label")                              // Color.label
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Four sRGB components from 0 to 1.
    struct RGBA: Hashable, Sendable {
        var red: Double
        var green: Double
        var blue: Double
        var alpha: Double

        /// Components from a packed `0xRRGGBBAA` value.
        init(packed: UInt32) {
            red = Double((packed >> 24) & 0xFF) / 255
            green = Double((packed >> 16) & 0xFF) / 255
            blue = Double((packed >> 8) & 0xFF) / 255
            alpha = Double(packed & 0xFF) / 255
        }

        init(red: Double, green: Double, blue: Double, alpha: Double) {
            self.red = Color.clamp(red)
            self.green = Color.clamp(green)
            self.blue = Color.clamp(blue)
            self.alpha = Color.clamp(alpha)
        }

        func withAlpha(_ alpha: Double) -> RGBA {
            RGBA(red: red, green: green, blue: blue, alpha: alpha)
        }
    }

    /// What a colour is made of.
    private enum Storage: Hashable, Sendable {
        /// A fixed colour.
        case rgba(RGBA)
        /// A colour with a light and a dark variant; `name` is set for the named system colours.
        case dynamic(name: String?, light: RGBA, dark: RGBA)
    }

    private let storage: Storage

    private init(storage: Storage) { self.storage = storage }

    // MARK: Creating colours

    /// A fixed colour from sRGB components.
    ///
    /// Components are clamped to `0...1`.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        storage = .rgba(RGBA(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A fixed grey: `white` is used for the red, green and blue components.
    ///
    /// Components are clamped to `0...1`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A dynamic colour that resolves to `light` in light (and unspecified) mode and to `dark`
    /// in dark mode.
    ///
    /// The Swift stand-in for `UIColor(dynamicProvider:)`. Dynamic arguments are first resolved
    /// to their own light and dark variants.
    ///
    /// ```swift
    /// let card = Color(light: .white, dark: Color(hex: "#1C1C1E")!)
    /// ```
    public init(light: Color, dark: Color) {
        storage = .dynamic(name: nil, light: light.lightComponents, dark: dark.darkComponents)
    }

    /// A fixed colour from a hexadecimal string: `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    ///
    /// The `#` is optional and digits are case-insensitive. Returns `nil` for any other length
    /// or for a character that is not a hexadecimal digit (whitespace included).
    ///
    /// ```swift
    /// Color(hex: "#f80")        // same as Color(hex: "#ff8800")
    /// Color(hex: "3C3C4399")    // alpha 0x99 / 255 = 0.6
    /// Color(hex: "#12345")      // nil
    /// ```
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        var nibbles: [UInt32] = []
        nibbles.reserveCapacity(8)
        for scalar in digits.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39: nibbles.append(scalar.value - 0x30)        // 0-9
            case 0x41...0x46: nibbles.append(scalar.value - 0x41 + 10)   // A-F
            case 0x61...0x66: nibbles.append(scalar.value - 0x61 + 10)   // a-f
            default: return nil
            }
            if nibbles.count > 8 { return nil }
        }
        let bytes: [UInt32]
        switch nibbles.count {
        case 3: bytes = nibbles.map { $0 * 17 } + [255]
        case 6, 8:
            bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
                + (nibbles.count == 6 ? [255] : [])
        default: return nil
        }
        let packed = bytes.reduce(UInt32(0)) { $0 << 8 | $1 }
        storage = .rgba(RGBA(packed: packed))
    }

    /// A named dynamic system colour, from packed `0xRRGGBBAA` light and dark values.
    private init(system name: String, light: UInt32, dark: UInt32) {
        storage = .dynamic(name: name, light: RGBA(packed: light), dark: RGBA(packed: dark))
    }

    // MARK: Components

    /// The red component, from 0 to 1 (the light variant's, for a dynamic colour).
    public var red: Double { lightComponents.red }

    /// The green component, from 0 to 1 (the light variant's, for a dynamic colour).
    public var green: Double { lightComponents.green }

    /// The blue component, from 0 to 1 (the light variant's, for a dynamic colour).
    public var blue: Double { lightComponents.blue }

    /// The opacity, from 0 (transparent) to 1 (opaque); the light variant's, for a dynamic colour.
    public var alpha: Double { lightComponents.alpha }

    /// Whether the colour has different light and dark variants that ``resolved(with:)`` chooses
    /// between.
    public var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    /// The Swift name of a named system colour, such as `"systemBlue"`; `nil` for any other colour.
    ///
    /// A colour derived from a system colour (for example with ``withAlphaComponent(_:)``) has
    /// no name.
    public var systemName: String? {
        if case .dynamic(let name, _, _) = storage { return name }
        return nil
    }

    /// The colour as lowercase `#rrggbb`, or `#rrggbbaa` when it is not fully opaque.
    ///
    /// Each component is rounded to the nearest of 256 steps. A dynamic colour reports its light
    /// variant; resolve it first for the dark one.
    public var hexString: String { Self.hexString(lightComponents) }

    /// `#rrggbb`, `#rrggbbaa`, the system name (`systemBlue`), or
    /// `dynamic(light: #…, dark: #…)` for an unnamed dynamic colour.
    public var description: String {
        switch storage {
        case .rgba(let rgba):
            return Self.hexString(rgba)
        case .dynamic(let name?, _, _):
            return name
        case .dynamic(nil, let light, let dark):
            return "dynamic(light: \(Self.hexString(light)), dark: \(Self.hexString(dark)))"
        }
    }

    // MARK: Deriving colours

    /// The same colour with its opacity replaced by `alpha` (clamped to `0...1`).
    ///
    /// For a dynamic colour both variants get the new opacity and the result stays dynamic.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        switch storage {
        case .rgba(let rgba):
            return Color(storage: .rgba(rgba.withAlpha(alpha)))
        case .dynamic(_, let light, let dark):
            return Color(storage: .dynamic(name: nil, light: light.withAlpha(alpha), dark: dark.withAlpha(alpha)))
        }
    }

    /// The fixed colour this colour shows with `traits`.
    ///
    /// A dynamic colour returns its dark variant when `traits.userInterfaceStyle` is
    /// ``UserInterfaceStyle/dark`` and its light variant otherwise; a fixed colour returns itself.
    ///
    /// ```swift
    /// Color.label.resolved(with: TraitCollection(userInterfaceStyle: .dark)) == .white   // true
    /// ```
    public func resolved(with traits: TraitCollection) -> Color {
        switch storage {
        case .rgba:
            return self
        case .dynamic(_, let light, let dark):
            return Color(storage: .rgba(traits.userInterfaceStyle == .dark ? dark : light))
        }
    }

    // MARK: Names

    /// The static colour whose Swift name is `name`, such as `"red"`, `"systemBlue"` or `"label"`.
    ///
    /// An exact match is preferred; otherwise the name is matched case-insensitively. Returns
    /// `nil` for an unknown name. Theme files use this for colour names.
    public static func named(_ name: String) -> Color? {
        if let exact = namedColors.first(where: { $0.name == name }) { return exact.color }
        let lowered = name.lowercased()
        return namedColors.first { $0.name.lowercased() == lowered }?.color
    }

    /// The Swift names of every static colour that ``named(_:)`` knows: the fixed colours, then
    /// the system colours.
    public static var allNames: [String] { namedColors.map(\.name) }

    // MARK: Fixed colours

    /// Black, `#000000`.
    public static let black = Color(white: 0)
    /// White, `#ffffff`.
    public static let white = Color(white: 1)
    /// Fully transparent black, `#00000000`.
    public static let clear = Color(white: 0, alpha: 0)
    /// Pure red, `#ff0000`.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green, `#00ff00`.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue, `#0000ff`.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Orange, `#ff8000` (UIKit's `UIColor.orange`).
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// Yellow, `#ffff00`.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// Purple, `#800080` (UIKit's `UIColor.purple`).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    /// Mid grey, `#808080`.
    public static let gray = Color(white: 0.5)
    /// Dark grey, a third white: `#555555`.
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Light grey, two thirds white: `#aaaaaa`.
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Cyan, `#00ffff`.
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    /// Magenta, `#ff00ff`.
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    /// Brown, `#996633` (UIKit's `UIColor.brown`).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)

    // MARK: System colours (dynamic; Apple's published sRGB values)

    /// Red that adapts to dark mode: light `#ff3b30`, dark `#ff453a`.
    public static let systemRed = Color(system: "systemRed", light: 0xFF3B_30FF, dark: 0xFF45_3AFF)
    /// Green that adapts to dark mode: light `#34c759`, dark `#30d158`.
    public static let systemGreen = Color(system: "systemGreen", light: 0x34C7_59FF, dark: 0x30D1_58FF)
    /// Blue that adapts to dark mode: light `#007aff`, dark `#0a84ff`.
    public static let systemBlue = Color(system: "systemBlue", light: 0x007A_FFFF, dark: 0x0A84_FFFF)
    /// Orange that adapts to dark mode: light `#ff9500`, dark `#ff9f0a`.
    public static let systemOrange = Color(system: "systemOrange", light: 0xFF95_00FF, dark: 0xFF9F_0AFF)
    /// Yellow that adapts to dark mode: light `#ffcc00`, dark `#ffd60a`.
    public static let systemYellow = Color(system: "systemYellow", light: 0xFFCC_00FF, dark: 0xFFD6_0AFF)
    /// Pink that adapts to dark mode: light `#ff2d55`, dark `#ff375f`.
    public static let systemPink = Color(system: "systemPink", light: 0xFF2D_55FF, dark: 0xFF37_5FFF)
    /// Purple that adapts to dark mode: light `#af52de`, dark `#bf5af2`.
    public static let systemPurple = Color(system: "systemPurple", light: 0xAF52_DEFF, dark: 0xBF5A_F2FF)
    /// Teal that adapts to dark mode: light `#5ac8fa`, dark `#64d2ff`.
    public static let systemTeal = Color(system: "systemTeal", light: 0x5AC8_FAFF, dark: 0x64D2_FFFF)
    /// Indigo that adapts to dark mode: light `#5856d6`, dark `#5e5ce6`.
    public static let systemIndigo = Color(system: "systemIndigo", light: 0x5856_D6FF, dark: 0x5E5C_E6FF)
    /// The base grey, the same in both modes: `#8e8e93`.
    public static let systemGray = Color(system: "systemGray", light: 0x8E8E_93FF, dark: 0x8E8E_93FF)

    /// Primary text: light black, dark white.
    public static let label = Color(system: "label", light: 0x0000_00FF, dark: 0xFFFF_FFFF)
    /// Secondary text: light `#3c3c4399`, dark `#ebebf599`.
    public static let secondaryLabel = Color(system: "secondaryLabel", light: 0x3C3C_4399, dark: 0xEBEB_F599)
    /// Tertiary text: light `#3c3c434c`, dark `#ebebf54c`.
    public static let tertiaryLabel = Color(system: "tertiaryLabel", light: 0x3C3C_434C, dark: 0xEBEB_F54C)
    /// The main background: light white, dark black.
    public static let systemBackground = Color(system: "systemBackground", light: 0xFFFF_FFFF, dark: 0x0000_00FF)
    /// Background of content layered on the main background: light `#f2f2f7`, dark `#1c1c1e`.
    public static let secondarySystemBackground =
        Color(system: "secondarySystemBackground", light: 0xF2F2_F7FF, dark: 0x1C1C_1EFF)
    /// Background of content layered on the secondary background: light white, dark `#2c2c2e`.
    public static let tertiarySystemBackground =
        Color(system: "tertiarySystemBackground", light: 0xFFFF_FFFF, dark: 0x2C2C_2EFF)
    /// Background of grouped content such as grouped tables: light `#f2f2f7`, dark black.
    public static let systemGroupedBackground =
        Color(system: "systemGroupedBackground", light: 0xF2F2_F7FF, dark: 0x0000_00FF)
    /// Thin separator lines, which let some content show through: light `#3c3c4349`,
    /// dark `#54545899`.
    public static let separator = Color(system: "separator", light: 0x3C3C_4349, dark: 0x5454_5899)
    /// Links: light `#007aff`, dark `#0984ff`.
    public static let link = Color(system: "link", light: 0x007A_FFFF, dark: 0x0984_FFFF)

    // MARK: Private helpers

    /// Every named static colour, in declaration order.
    private static let namedColors: [(name: String, color: Color)] = [
        ("black", .black), ("white", .white), ("clear", .clear), ("red", .red), ("green", .green),
        ("blue", .blue), ("orange", .orange), ("yellow", .yellow), ("purple", .purple),
        ("gray", .gray), ("darkGray", .darkGray), ("lightGray", .lightGray), ("cyan", .cyan),
        ("magenta", .magenta), ("brown", .brown),
        ("systemRed", .systemRed), ("systemGreen", .systemGreen), ("systemBlue", .systemBlue),
        ("systemOrange", .systemOrange), ("systemYellow", .systemYellow), ("systemPink", .systemPink),
        ("systemPurple", .systemPurple), ("systemTeal", .systemTeal), ("systemIndigo", .systemIndigo),
        ("systemGray", .systemGray), ("label", .label), ("secondaryLabel", .secondaryLabel),
        ("tertiaryLabel", .tertiaryLabel), ("systemBackground", .systemBackground),
        ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground),
        ("systemGroupedBackground", .systemGroupedBackground), ("separator", .separator), ("link", .link),
    ]

    /// The fixed colour, or the light variant of a dynamic one.
    private var lightComponents: RGBA {
        switch storage {
        case .rgba(let rgba): rgba
        case .dynamic(_, let light, _): light
        }
    }

    /// The fixed colour, or the dark variant of a dynamic one.
    private var darkComponents: RGBA {
        switch storage {
        case .rgba(let rgba): rgba
        case .dynamic(_, _, let dark): dark
        }
    }

    /// `value` limited to `0...1` (NaN becomes 0).
    fileprivate static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
    }

    /// `#rrggbb`, or `#rrggbbaa` when the rounded alpha is below 255.
    private static func hexString(_ rgba: RGBA) -> String {
        let alpha = byte(rgba.alpha)
        var result = "#" + hexByte(byte(rgba.red)) + hexByte(byte(rgba.green)) + hexByte(byte(rgba.blue))
        if alpha < 255 { result += hexByte(alpha) }
        return result
    }

    /// A component rounded to the nearest of `0...255`.
    private static func byte(_ component: Double) -> Int {
        Int((clamp(component) * 255).rounded())
    }

    /// Two lowercase hexadecimal digits.
    private static func hexByte(_ value: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[value >> 4], digits[value & 0xF]])
    }
}
