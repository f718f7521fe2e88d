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
        SystemColorCase(color: .systemGreen, light: "#34c759", dark: "#30d158"),
        SystemColorCase(color: .systemBlue, light: "#007aff", dark: "#0a84ff"),
        SystemColorCase(color: .systemOrange, light: "#ff9500", dark: "#ff9f0a"),
        SystemColorCase(color: .systemYellow, light: "#ffcc00", dark: "#ffd60a"),
        SystemColorCase(color: .systemPink, light: "#ff2d55", dark: "#ff375f"),
        SystemColorCase(color: .systemPurple, light: "#af52de", dark: "#bf5af2"),
        SystemColorCase(color: .systemTeal, light: "#5ac8fa", dark: "#64d2ff"),
        SystemColorCase(color: .systemIndigo, light: "#5856d6", dark: "#5e5ce6"),
        SystemColorCase(color: .systemGray, light: "#8e8e93", dark: "#8e8e93"),
        SystemColorCase(color: .label, light: "#000000", dark: "#ffffff"),
        SystemColorCase(color: .secondaryLabel, light: "#3c3c4399", dark: "#ebebf599"),
        SystemColorCase(color: .tertiaryLabel, light: "#3c3c434c", dark: "#ebebf54c"),
        SystemColorCase(color: .systemBackground, light: "#ffffff", dark: "#000000"),
        SystemColorCase(color: .secondarySystemBackground, light: "#f2f2f7", dark: "#1c1c1e"),
        SystemColorCase(color: .tertiarySystemBackground, light: "#ffffff", dark: "#2c2c2e"),
        SystemColorCase(color: .systemGroupedBackground, light: "#f2f2f7", dark: "#000000"),
        SystemColorCase(color: .separator, light: "#3c3c4349", dark: "#54545899"),
        SystemColorCase(color: .link, light: "#007aff", dark: "#0984ff"),
    ]

    @Test(arguments: ColorTests.systemCases)
    func systemColorResolvesForDarkMode(_ testCase: SystemColorCase) {
        let dark = testCase.color.resolved(with: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark.hexString == testCase.dark)
        #expect(!dark.isDynamic)
        #expect(dark.systemName == nil)
    }

    @Test(arguments: ColorTests.systemCases)
    func systemColorResolvesForLightMode(_ testCase: SystemColorCase) {
        let light = testCase.color.resolved(with: TraitCollection(userInterfaceStyle: .light))
        #expect(light.hexString == testCase.light)
        #expect(!light.isDynamic)
    }

    @Test(arguments: ColorTests.systemCases)
    func systemColorUsesLightValuesWhenStyleIsUnspecified(_ testCase: SystemColorCase) {
        #expect(testCase.color.resolved(with: TraitCollection()).hexString == testCase.light)
        #expect(testCase.color.resolved(with: TraitCollection(userInterfaceStyle: .unspecified)).hexString
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

    @Test func resolutionIgnoresOtherTraits() {
        let traits = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
        #expect(Color.label.resolved(with: traits) == Color.white)
        #expect(Color.label.resolved(with: TraitCollection(accessibilityContrast: .high)) == Color.black)
    }

    @Test func fixedColorResolvesToItself() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        #expect(Color.red.resolved(with: dark) == Color.red)
        #expect(Color.clear.resolved(with: dark) == Color.clear)
    }

    @Test func systemColorDiffersFromItsFixedLightValue() {
        #expect(Color.systemBlue != Color(hex: "#007AFF"))
        #expect(Color.systemBlue.resolved(with: TraitCollection(userInterfaceStyle: .light)) == Color(hex: "#007AFF"))
        #expect(Color.systemBlue != Color.link)
    }

    @Test func withAlphaComponentKeepsSystemColorDynamic() {
        let faded = Color.systemBlue.withAlphaComponent(0.5)
        #expect(faded.isDynamic)
        #expect(faded.systemName == nil)
        #expect(faded.hexString == "#007aff80")
        #expect(faded.resolved(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#0a84ff80")
        #expect(faded.description == "dynamic(light: #007aff80, dark: #0a84ff80)")
    }

    @Test func customDynamicColor() throws {
        let card = Color(light: .white, dark: try #require(Color(hex: "#1C1C1E")))
        #expect(card.isDynamic)
        #expect(card.systemName == nil)
        #expect(card.resolved(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#1c1c1e")
        #expect(card.resolved(with: TraitCollection(userInterfaceStyle: .light)) == Color.white)
        #expect(card.description == "dynamic(light: #ffffff, dark: #1c1c1e)")
        let fromSystem = Color(light: .label, dark: .label)
        #expect(fromSystem.resolved(with: TraitCollection(userInterfaceStyle: .dark)) == Color.white)
        #expect(fromSystem.resolved(with: TraitCollection(userInterfaceStyle: .light)) == Color.black)
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
        ("SYSTEMBLUE", Color.systemBlue),
        ("lightgray", Color.lightGray),
    ])
    func findsColorByName(name: String, expected: Color) {
        #expect(Color.named(name) == expected)
    }

    @Test(arguments: ["", "systemblu", "Blue ", "#ff0000", "tint", "UIColor.red", "system Blue"])
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
        for name in ["black", "white", "clear", "red", "brown", "systemRed", "systemGray", "label",
                     "tertiaryLabel", "systemGroupedBackground", "separator", "link"] {
            #expect(names.contains(name))
        }
        #expect(names.count == 34)
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
