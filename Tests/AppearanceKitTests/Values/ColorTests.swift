import AppearanceKit
import Testing

/// One system colour with the hex strings it resolves to in light and dark mode.
struct SystemColorCase: Sendable, CustomTestStringConvertible {
    let color: Color
    let light: String
    let dark: String

    var testDescription: String { "\(color)" }
}

@Suite struct ColorTests {
    // MARK: Hex parsing

    @Test(arguments: [
        ("#fff", "#ffffff"),
        ("#000", "#000000"),
        ("#F80", "#ff8800"),
        ("abc", "#aabbcc"),
        ("#ff8800", "#ff8800"),
        ("#FF8800", "#ff8800"),
        ("007AFF", "#007aff"),
        ("#0a84Ff", "#0a84ff"),
        ("#3C3C4399", "#3c3c4399"),
        ("3c3c4349", "#3c3c4349"),
        ("#ffffffff", "#ffffff"),
        ("#00000000", "#00000000"),
        ("#12345678", "#12345678"),
    ])
    func parsesValidHex(input: String, expected: String) throws {
        let color = try #require(Color(hex: input))
        #expect(color.hexString == expected)
        #expect(!color.isDynamic)
        #expect(color.systemName == nil)
    }

    @Test(arguments: [
        "", "#", "##fff", "ff", "#ff", "#ffff", "#fffff", "#fffffff", "#fffffffff",
        "#ggg", "#12345z", " #fff", "#fff ", "#+ff", "0xffffff", "#-12345", "#ff ff ff", "red", "#ｆｆｆ",
    ])
    func rejectsInvalidHex(input: String) {
        #expect(Color(hex: input) == nil)
    }

    @Test func parsesThreeDigitHex() throws {
        let color = try #require(Color(hex: "#f80"))
        #expect(color.red == 1)
        #expect(color.green == Double(0x88) / 255)
        #expect(color.blue == 0)
        #expect(color.alpha == 1)
    }

    @Test func parsesAlphaFromEightDigitHex() throws {
        let color = try #require(Color(hex: "#3C3C4399"))
        #expect(color.red == Double(0x3C) / 255)
        #expect(color.alpha == Double(0x99) / 255)
    }

    @Test func hexEqualsComponents() {
        #expect(Color(hex: "#ff0000") == Color.red)
        #expect(Color(hex: "#FFF") == Color.white)
        #expect(Color(hex: "#00000000") == Color.clear)
        #expect(Color(hex: "#0000ff") == Color(red: 0, green: 0, blue: 1))
    }

    // MARK: Hex strings and components

    @Test(arguments: [
        (Color.black, "#000000"),
        (Color.white, "#ffffff"),
        (Color.clear, "#00000000"),
        (Color.red, "#ff0000"),
        (Color.green, "#00ff00"),
        (Color.blue, "#0000ff"),
        (Color.orange, "#ff8000"),
        (Color.yellow, "#ffff00"),
        (Color.purple, "#800080"),
        (Color.gray, "#808080"),
        (Color.darkGray, "#555555"),
        (Color.lightGray, "#aaaaaa"),
        (Color.cyan, "#00ffff"),
        (Color.magenta, "#ff00ff"),
        (Color.brown, "#996633"),
    ])
    func fixedColorsHaveUIKitValues(color: Color, hex: String) {
        #expect(color.hexString == hex)
        #expect(color.description == hex)
        #expect(!color.isDynamic)
    }

    @Test func hexStringRoundsToNearestStep() {
        #expect(Color(red: 0.5, green: 0.2, blue: 1.0 / 255.0 * 0.49).hexString == "#803300")
        #expect(Color(white: 1, alpha: 0.5).hexString == "#ffffff80")
        #expect(Color(white: 0, alpha: 0.999).hexString == "#000000")
    }

    @Test func initializersStoreComponents() {
        let color = Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        #expect(color.red == 0.25)
        #expect(color.green == 0.5)
        #expect(color.blue == 0.75)
        #expect(color.alpha == 0.5)
        #expect(Color(red: 0.25, green: 0.5, blue: 0.75).alpha == 1)
        let grey = Color(white: 0.4, alpha: 0.3)
        #expect(grey.red == 0.4 && grey.green == 0.4 && grey.blue == 0.4 && grey.alpha == 0.3)
    }

    @Test func componentsAreClamped() {
        let color = Color(red: 2, green: -1, blue: 0.5, alpha: 7)
        #expect(color.red == 1)
        #expect(color.green == 0)
        #expect(color.alpha == 1)
    }

    @Test func withAlphaComponentReplacesOpacity() {
        let faded = Color.red.withAlphaComponent(0.5)
        #expect(faded.alpha == 0.5)
        #expect(faded.red == 1)
        #expect(faded.hexString == "#ff000080")
        #expect(faded.withAlphaComponent(1) == Color.red)
    }

    // MARK: System colours

    static let systemCases: [SystemColorCase] = [
        SystemColorCase(color: .systemRed, light: "#ff3b30", dark: "#ff453a"),
        SystemColorCase(color: .systemOrange, light: "#ff9500", dark: "#ff9f0a"),
        SystemColorCase(color: .systemYellow, light: "#ffcc00", dark: "#ffd60a"),
        SystemColorCase(color: .systemGreen, light: "#34c759", dark: "#30d158"),
        SystemColorCase(color: .systemMint, light: "#00c7be", dark: "#63e6e2"),
        SystemColorCase(color: .systemTeal, light: "#30b0c7", dark: "#40c8e0"),
        SystemColorCase(color: .systemCyan, light: "#32ade6", dark: "#64d2ff"),
        SystemColorCase(color: .systemBlue, light: "#007aff", dark: "#0a84ff"),
        SystemColorCase(color: .systemIndigo, light: "#5856d6", dark: "#5e5ce6"),
        SystemColorCase(color: .systemPurple, light: "#af52de", dark: "#bf5af2"),
        SystemColorCase(color: .systemPink, light: "#ff2d55", dark: "#ff375f"),
        SystemColorCase(color: .systemBrown, light: "#a2845e", dark: "#ac8e68"),
        SystemColorCase(color: .systemGray, light: "#8e8e93", dark: "#8e8e93"),
        SystemColorCase(color: .systemGray2, light: "#aeaeb2", dark: "#636366"),
        SystemColorCase(color: .systemGray3, light: "#c7c7cc", dark: "#48484a"),
        SystemColorCase(color: .systemGray4, light: "#d1d1d6", dark: "#3a3a3c"),
        SystemColorCase(color: .systemGray5, light: "#e5e5ea", dark: "#2c2c2e"),
        SystemColorCase(color: .systemGray6, light: "#f2f2f7", dark: "#1c1c1e"),
        SystemColorCase(color: .label, light: "#000000", dark: "#ffffff"),
        SystemColorCase(color: .secondaryLabel, light: "#3c3c4399", dark: "#ebebf599"),
        SystemColorCase(color: .tertiaryLabel, light: "#3c3c434c", dark: "#ebebf54c"),
        SystemColorCase(color: .quaternaryLabel, light: "#3c3c432e", dark: "#ebebf52e"),
        SystemColorCase(color: .systemFill, light: "#78788033", dark: "#7878805c"),
        SystemColorCase(color: .secondarySystemFill, light: "#78788029", dark: "#78788052"),
        SystemColorCase(color: .tertiarySystemFill, light: "#7676801f", dark: "#7676803d"),
        SystemColorCase(color: .quaternarySystemFill, light: "#74748014", dark: "#7676802e"),
        SystemColorCase(color: .placeholderText, light: "#3c3c434c", dark: "#ebebf54c"),
        SystemColorCase(color: .systemBackground, light: "#ffffff", dark: "#000000"),
        SystemColorCase(color: .secondarySystemBackground, light: "#f2f2f7", dark: "#1c1c1e"),
        SystemColorCase(color: .tertiarySystemBackground, light: "#ffffff", dark: "#2c2c2e"),
        SystemColorCase(color: .systemGroupedBackground, light: "#f2f2f7", dark: "#000000"),
        SystemColorCase(color: .secondarySystemGroupedBackground, light: "#ffffff", dark: "#1c1c1e"),
        SystemColorCase(color: .tertiarySystemGroupedBackground, light: "#f2f2f7", dark: "#2c2c2e"),
        SystemColorCase(color: .separator, light: "#3c3c4349", dark: "#54545899"),
        SystemColorCase(color: .opaqueSeparator, light: "#c6c6c8", dark: "#38383a"),
        SystemColorCase(color: .link, light: "#007aff", dark: "#0984ff"),
        SystemColorCase(color: .tintColor, light: "#007aff", dark: "#0a84ff"),
    ]

    @Test(arguments: ColorTests.systemCases)
    func systemColorResolvesForDarkMode(_ testCase: SystemColorCase) {
        let dark = testCase.color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark.hexString == testCase.dark)
        #expect(!dark.isDynamic)
        #expect(dark.systemName == nil)
    }

    @Test(arguments: ColorTests.systemCases)
    func systemColorResolvesForLightMode(_ testCase: SystemColorCase) {
        let light = testCase.color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
        #expect(light.hexString == testCase.light)
        #expect(!light.isDynamic)
    }

    @Test(arguments: ColorTests.systemCases)
    func systemColorUsesLightValuesWhenStyleIsUnspecified(_ testCase: SystemColorCase) {
        #expect(testCase.color.resolvedColor(with: TraitCollection()).hexString == testCase.light)
        #expect(
            testCase.color.resolvedColor(with: TraitCollection(userInterfaceStyle: .unspecified)).hexString
                == testCase.light)
    }

    @Test(arguments: ColorTests.systemCases)
    func systemColorReportsLightComponentsAndName(_ testCase: SystemColorCase) throws {
        let color = testCase.color
        #expect(color.isDynamic)
        #expect(color.hexString == testCase.light)
        let name = try #require(color.systemName)
        #expect(color.description == name)
        #expect(Color.named(name) == color)
    }

    @Test(arguments: [
        (Color.systemRed, "#d70015", "#ff6961"),
        (Color.systemBlue, "#0040dd", "#409cff"),
        (Color.systemYellow, "#b25000", "#ffd426"),
        (Color.systemTeal, "#008299", "#5de6ff"),
        (Color.systemGray, "#6c6c70", "#aeaeb2"),
        (Color.systemGray6, "#ebebf0", "#242426"),
        (Color.tintColor, "#0040dd", "#409cff"),
    ])
    func highContrastPicksTheAccessibleVariant(color: Color, light: String, dark: String) {
        let highLight = TraitCollection { $0.accessibilityContrast = .high }
        let highDark = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
        #expect(color.resolvedColor(with: highLight).hexString == light)
        #expect(color.resolvedColor(with: highDark).hexString == dark)
        #expect(color.resolvedColor(with: TraitCollection(accessibilityContrast: .normal)) == color.resolvedColor(with: TraitCollection()))
    }

    @Test func semanticColorsKeepTheirValuesInHighContrast() {
        let highDark = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
        #expect(Color.label.resolvedColor(with: highDark) == Color.white)
        #expect(Color.label.resolvedColor(with: TraitCollection(accessibilityContrast: .high)) == Color.black)
        #expect(Color.separator.resolvedColor(with: highDark).hexString == "#54545899")
    }

    @Test func resolutionIgnoresUnrelatedTraits() {
        let traits = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.horizontalSizeClass = .compact
        }
        #expect(Color.systemBlue.resolvedColor(with: traits).hexString == "#0a84ff")
    }

    @Test func fixedColorResolvesToItself() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(Color.red.resolvedColor(with: dark) == Color.red)
        #expect(Color.clear.resolvedColor(with: dark) == Color.clear)
        #expect(Color.red.resolvedColor(with: dark) === Color.red, "a fixed colour resolves to the same instance")
    }

    @Test func resolvedIsAnAliasOfResolvedColor() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(Color.systemRed.resolved(with: dark) == Color.systemRed.resolvedColor(with: dark))
        #expect(Color.systemRed.resolved(with: dark).hexString == "#ff453a")
    }

    @Test func systemColorDiffersFromItsFixedLightValue() {
        #expect(Color.systemBlue != Color(hex: "#007AFF"))
        #expect(Color.systemBlue.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == Color(hex: "#007AFF"))
        #expect(Color.systemBlue != Color.link)
    }

    @Test func withAlphaComponentKeepsSystemColorDynamic() {
        let faded = Color.systemBlue.withAlphaComponent(0.5)
        #expect(faded.isDynamic)
        #expect(faded.systemName == nil)
        #expect(faded.hexString == "#007aff80")
        #expect(faded.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#0a84ff80")
        #expect(faded.description == "dynamic(light: #007aff80, dark: #0a84ff80, light high: #0040dd80, dark high: #409cff80)")
    }

    @Test func customDynamicColor() throws {
        let card = Color(light: .white, dark: try #require(Color(hex: "#1C1C1E")))
        #expect(card.isDynamic)
        #expect(card.systemName == nil)
        #expect(card.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#1c1c1e")
        #expect(card.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == Color.white)
        #expect(card.description == "dynamic(light: #ffffff, dark: #1c1c1e)")
        let fromSystem = Color(light: .label, dark: .label)
        #expect(fromSystem.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == Color.white)
        #expect(fromSystem.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == Color.black)
    }

    // MARK: Names

    @Test(arguments: [
        ("systemBlue", Color.systemBlue),
        ("red", Color.red),
        ("label", Color.label),
        ("clear", Color.clear),
        ("darkGray", Color.darkGray),
        ("secondarySystemBackground", Color.secondarySystemBackground),
        ("separator", Color.separator),
        ("systemGray4", Color.systemGray4),
        ("quaternarySystemFill", Color.quaternarySystemFill),
        ("tintColor", Color.tintColor),
        ("darkText", Color.darkText),
        ("lightText", Color.lightText),
        ("SYSTEMBLUE", Color.systemBlue),
        ("lightgray", Color.lightGray),
    ])
    func findsColorByName(name: String, expected: Color) {
        #expect(Color.named(name) == expected)
    }

    @Test(arguments: ["", "systemblu", "Blue ", "#ff0000", "tint", "UIColor.red", "system Blue", "systemGray7"])
    func unknownNameIsNil(name: String) {
        #expect(Color.named(name) == nil)
    }

    @Test(arguments: Color.allNames)
    func everyListedNameResolves(name: String) {
        #expect(Color.named(name) != nil)
    }

    @Test func allNamesListsFixedAndSystemColors() {
        let names = Color.allNames
        #expect(Set(names).count == names.count)
        for name in [
            "black", "white", "clear", "red", "brown", "darkText", "lightText", "tintColor", "systemRed",
            "systemMint", "systemCyan", "systemBrown", "systemGray", "systemGray6", "label", "quaternaryLabel",
            "systemFill", "placeholderText", "tertiarySystemGroupedBackground", "opaqueSeparator", "link",
        ] {
            #expect(names.contains(name))
        }
        #expect(names.count == 54)
    }

    @Test func fixedColorsHaveNoSystemName() {
        #expect(Color.red.systemName == nil)
        #expect(Color.systemRed.systemName == "systemRed")
        #expect(Color.secondaryLabel.description == "secondaryLabel")
    }

    @Test func colorsAreHashable() {
        let set: Set<Color> = [.red, Color(red: 1, green: 0, blue: 0), .systemRed, .systemRed]
        #expect(set.count == 2)
    }
}
