extension Color {
    // MARK: - Fixed colours (UIKit's values)

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
    /// Text on light backgrounds, whatever the mode: black, `#000000`.
    public static let darkText = Color(white: 0)
    /// Text on dark backgrounds, whatever the mode: white at 60% opacity, `#ffffff99`.
    public static let lightText = Color(white: 1, alpha: 0.6)

    // MARK: - The tint colour

    /// The default tint colour: ``systemBlue``'s four appearances, named `tintColor`.
    ///
    /// UIKit's `UIColor.tintColor` resolves to the tint colour of the view that draws it. The kit
    /// resolves colours from traits only, so this colour always shows the default tint, system
    /// blue; set a view's `tintColor` to change what views draw in their tint.
    public static let tintColor = Color(
        system: "tintColor", light: 0x007A_FFFF, dark: 0x0A84_FFFF,
        highContrastLight: 0x0040_DDFF, highContrastDark: 0x409C_FFFF)

    // MARK: - Accent colours (dynamic, with high-contrast variants)

    /// Red that adapts to the traits: light `#ff3b30`, dark `#ff453a`; high contrast light
    /// `#d70015`, dark `#ff6961`.
    public static let systemRed = Color(
        system: "systemRed", light: 0xFF3B_30FF, dark: 0xFF45_3AFF,
        highContrastLight: 0xD700_15FF, highContrastDark: 0xFF69_61FF)
    /// Orange that adapts to the traits: light `#ff9500`, dark `#ff9f0a`; high contrast light
    /// `#c93400`, dark `#ffb340`.
    public static let systemOrange = Color(
        system: "systemOrange", light: 0xFF95_00FF, dark: 0xFF9F_0AFF,
        highContrastLight: 0xC934_00FF, highContrastDark: 0xFFB3_40FF)
    /// Yellow that adapts to the traits: light `#ffcc00`, dark `#ffd60a`; high contrast light
    /// `#b25000`, dark `#ffd426`.
    public static let systemYellow = Color(
        system: "systemYellow", light: 0xFFCC_00FF, dark: 0xFFD6_0AFF,
        highContrastLight: 0xB250_00FF, highContrastDark: 0xFFD4_26FF)
    /// Green that adapts to the traits: light `#34c759`, dark `#30d158`; high contrast light
    /// `#248a3d`, dark `#30db5b`.
    public static let systemGreen = Color(
        system: "systemGreen", light: 0x34C7_59FF, dark: 0x30D1_58FF,
        highContrastLight: 0x248A_3DFF, highContrastDark: 0x30DB_5BFF)
    /// Mint that adapts to the traits: light `#00c7be`, dark `#63e6e2`; high contrast light
    /// `#0c817b`, dark `#66d4cf`.
    public static let systemMint = Color(
        system: "systemMint", light: 0x00C7_BEFF, dark: 0x63E6_E2FF,
        highContrastLight: 0x0C81_7BFF, highContrastDark: 0x66D4_CFFF)
    /// Teal that adapts to the traits: light `#30b0c7`, dark `#40c8e0`; high contrast light
    /// `#008299`, dark `#5de6ff`.
    public static let systemTeal = Color(
        system: "systemTeal", light: 0x30B0_C7FF, dark: 0x40C8_E0FF,
        highContrastLight: 0x0082_99FF, highContrastDark: 0x5DE6_FFFF)
    /// Cyan that adapts to the traits: light `#32ade6`, dark `#64d2ff`; high contrast light
    /// `#0071a4`, dark `#70d7ff`.
    public static let systemCyan = Color(
        system: "systemCyan", light: 0x32AD_E6FF, dark: 0x64D2_FFFF,
        highContrastLight: 0x0071_A4FF, highContrastDark: 0x70D7_FFFF)
    /// Blue that adapts to the traits: light `#007aff`, dark `#0a84ff`; high contrast light
    /// `#0040dd`, dark `#409cff`.
    public static let systemBlue = Color(
        system: "systemBlue", light: 0x007A_FFFF, dark: 0x0A84_FFFF,
        highContrastLight: 0x0040_DDFF, highContrastDark: 0x409C_FFFF)
    /// Indigo that adapts to the traits: light `#5856d6`, dark `#5e5ce6`; high contrast light
    /// `#3634a3`, dark `#7d7aff`.
    public static let systemIndigo = Color(
        system: "systemIndigo", light: 0x5856_D6FF, dark: 0x5E5C_E6FF,
        highContrastLight: 0x3634_A3FF, highContrastDark: 0x7D7A_FFFF)
    /// Purple that adapts to the traits: light `#af52de`, dark `#bf5af2`; high contrast light
    /// `#8944ab`, dark `#da8fff`.
    public static let systemPurple = Color(
        system: "systemPurple", light: 0xAF52_DEFF, dark: 0xBF5A_F2FF,
        highContrastLight: 0x8944_ABFF, highContrastDark: 0xDA8F_FFFF)
    /// Pink that adapts to the traits: light `#ff2d55`, dark `#ff375f`; high contrast light
    /// `#d30f45`, dark `#ff6482`.
    public static let systemPink = Color(
        system: "systemPink", light: 0xFF2D_55FF, dark: 0xFF37_5FFF,
        highContrastLight: 0xD30F_45FF, highContrastDark: 0xFF64_82FF)
    /// Brown that adapts to the traits: light `#a2845e`, dark `#ac8e68`; high contrast light
    /// `#7f6545`, dark `#b59469`.
    public static let systemBrown = Color(
        system: "systemBrown", light: 0xA284_5EFF, dark: 0xAC8E_68FF,
        highContrastLight: 0x7F65_45FF, highContrastDark: 0xB594_69FF)

    // MARK: - Greys (dynamic, with high-contrast variants)

    /// The base grey: light `#8e8e93`, dark `#8e8e93`; high contrast light `#6c6c70`, dark `#aeaeb2`.
    public static let systemGray = Color(
        system: "systemGray", light: 0x8E8E_93FF, dark: 0x8E8E_93FF,
        highContrastLight: 0x6C6C_70FF, highContrastDark: 0xAEAE_B2FF)
    /// The second grey: light `#aeaeb2`, dark `#636366`; high contrast light `#8e8e93`, dark `#7c7c80`.
    public static let systemGray2 = Color(
        system: "systemGray2", light: 0xAEAE_B2FF, dark: 0x6363_66FF,
        highContrastLight: 0x8E8E_93FF, highContrastDark: 0x7C7C_80FF)
    /// The third grey: light `#c7c7cc`, dark `#48484a`; high contrast light `#aeaeb2`, dark `#545456`.
    public static let systemGray3 = Color(
        system: "systemGray3", light: 0xC7C7_CCFF, dark: 0x4848_4AFF,
        highContrastLight: 0xAEAE_B2FF, highContrastDark: 0x5454_56FF)
    /// The fourth grey: light `#d1d1d6`, dark `#3a3a3c`; high contrast light `#bcbcc0`, dark `#444446`.
    public static let systemGray4 = Color(
        system: "systemGray4", light: 0xD1D1_D6FF, dark: 0x3A3A_3CFF,
        highContrastLight: 0xBCBC_C0FF, highContrastDark: 0x4444_46FF)
    /// The fifth grey: light `#e5e5ea`, dark `#2c2c2e`; high contrast light `#d8d8dc`, dark `#363638`.
    public static let systemGray5 = Color(
        system: "systemGray5", light: 0xE5E5_EAFF, dark: 0x2C2C_2EFF,
        highContrastLight: 0xD8D8_DCFF, highContrastDark: 0x3636_38FF)
    /// The sixth grey: light `#f2f2f7`, dark `#1c1c1e`; high contrast light `#ebebf0`, dark `#242426`.
    public static let systemGray6 = Color(
        system: "systemGray6", light: 0xF2F2_F7FF, dark: 0x1C1C_1EFF,
        highContrastLight: 0xEBEB_F0FF, highContrastDark: 0x2424_26FF)

    // MARK: - Semantic colours (dynamic; the same in high contrast)

    /// Primary text: light `#000000`, dark `#ffffff`.
    public static let label = Color(system: "label", light: 0x0000_00FF, dark: 0xFFFF_FFFF)
    /// Secondary text: light `#3c3c4399`, dark `#ebebf599`.
    public static let secondaryLabel = Color(system: "secondaryLabel", light: 0x3C3C_4399, dark: 0xEBEB_F599)
    /// Tertiary text: light `#3c3c434c`, dark `#ebebf54c`.
    public static let tertiaryLabel = Color(system: "tertiaryLabel", light: 0x3C3C_434C, dark: 0xEBEB_F54C)
    /// Quaternary text, such as disabled text: light `#3c3c432e`, dark `#ebebf52e`.
    public static let quaternaryLabel = Color(system: "quaternaryLabel", light: 0x3C3C_432E, dark: 0xEBEB_F52E)
    /// Fill for thin and small shapes, such as a slider's track: light `#78788033`, dark `#7878805c`.
    public static let systemFill = Color(system: "systemFill", light: 0x7878_8033, dark: 0x7878_805C)
    /// Fill for medium-size shapes, such as a switch's background: light `#78788029`, dark `#78788052`.
    public static let secondarySystemFill = Color(system: "secondarySystemFill", light: 0x7878_8029, dark: 0x7878_8052)
    /// Fill for large shapes, such as input fields and buttons: light `#7676801f`, dark `#7676803d`.
    public static let tertiarySystemFill = Color(system: "tertiarySystemFill", light: 0x7676_801F, dark: 0x7676_803D)
    /// Fill for large areas with complex content, such as expanded table cells: light `#74748014`, dark `#7676802e`.
    public static let quaternarySystemFill =
        Color(system: "quaternarySystemFill", light: 0x7474_8014, dark: 0x7676_802E)
    /// Placeholder text in controls and text views: light `#3c3c434c`, dark `#ebebf54c`.
    public static let placeholderText = Color(system: "placeholderText", light: 0x3C3C_434C, dark: 0xEBEB_F54C)
    /// The main background: light `#ffffff`, dark `#000000`.
    public static let systemBackground = Color(system: "systemBackground", light: 0xFFFF_FFFF, dark: 0x0000_00FF)
    /// Background of content layered on the main background: light `#f2f2f7`, dark `#1c1c1e`.
    public static let secondarySystemBackground =
        Color(system: "secondarySystemBackground", light: 0xF2F2_F7FF, dark: 0x1C1C_1EFF)
    /// Background of content layered on the secondary background: light `#ffffff`, dark `#2c2c2e`.
    public static let tertiarySystemBackground =
        Color(system: "tertiarySystemBackground", light: 0xFFFF_FFFF, dark: 0x2C2C_2EFF)
    /// The main background of grouped content, such as grouped tables: light `#f2f2f7`, dark `#000000`.
    public static let systemGroupedBackground =
        Color(system: "systemGroupedBackground", light: 0xF2F2_F7FF, dark: 0x0000_00FF)
    /// Background of content layered on the grouped background, such as grouped cells: light `#ffffff`, dark `#1c1c1e`.
    public static let secondarySystemGroupedBackground =
        Color(system: "secondarySystemGroupedBackground", light: 0xFFFF_FFFF, dark: 0x1C1C_1EFF)
    /// Background of content layered on the secondary grouped background: light `#f2f2f7`, dark `#2c2c2e`.
    public static let tertiarySystemGroupedBackground =
        Color(system: "tertiarySystemGroupedBackground", light: 0xF2F2_F7FF, dark: 0x2C2C_2EFF)
    /// Thin separator lines, which let some content show through: light `#3c3c4349`, dark `#54545899`.
    public static let separator = Color(system: "separator", light: 0x3C3C_4349, dark: 0x5454_5899)
    /// Separator lines that hide the content beneath: light `#c6c6c8`, dark `#38383a`.
    public static let opaqueSeparator = Color(system: "opaqueSeparator", light: 0xC6C6_C8FF, dark: 0x3838_3AFF)
    /// Links: light `#007aff`, dark `#0984ff`.
    public static let link = Color(system: "link", light: 0x007A_FFFF, dark: 0x0984_FFFF)

    // MARK: - Building system colours

    /// A named system colour from packed `0xRRGGBBAA` values, the same in high contrast.
    private convenience init(system name: String, light: UInt32, dark: UInt32) {
        self.init(system: name, light: light, dark: dark, highContrastLight: light, highContrastDark: dark)
    }

    /// A named system colour from packed `0xRRGGBBAA` values for its four appearances.
    private convenience init(
        system name: String, light: UInt32, dark: UInt32, highContrastLight: UInt32, highContrastDark: UInt32
    ) {
        let variants = Variants(
            light: RGBA(packed: light), dark: RGBA(packed: dark),
            lightHighContrast: RGBA(packed: highContrastLight), darkHighContrast: RGBA(packed: highContrastDark))
        self.init(storage: .variants(name: name, variants))
    }
}
