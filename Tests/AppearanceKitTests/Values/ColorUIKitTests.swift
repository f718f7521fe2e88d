import AppearanceKit
import Testing

// Written the way an app extends `UIColor`: these must compile against the kit unchanged
// (after renaming `UIColor` to `Color`).
extension Color {
    convenience init(r: Int, g: Int, b: Int, a: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    convenience init(rgb: UInt32) {
        self.init(r: Int((rgb >> 16) & 0xFF), g: Int((rgb >> 8) & 0xFF), b: Int(rgb & 0xFF))
    }

    static let brandPrimary = Color(rgb: 0x1E90FF)

    var isLight: Bool {
        var white: CGFloat = 0
        getWhite(&white, alpha: nil)
        return white > 0.5
    }
}

@Suite struct ColorUIKitTests {
    // MARK: App extensions

    @Test func appConvenienceInitializersBuildFixedColors() {
        let color = Color(r: 255, g: 128, b: 0)
        #expect(color.hexString == "#ff8000")
        #expect(Color(r: 0, g: 0, b: 0, a: 0.5).hexString == "#00000080")
        #expect(Color.brandPrimary.hexString == "#1e90ff")
        #expect(Color.brandPrimary == Color(hex: "#1E90FF"))
        #expect(Color.white.isLight && !Color.black.isLight)
    }

    @Test func colorIsAnImmutableSendableClass() async {
        let color = Color(rgb: 0x336699)
        let copy = color
        #expect(copy === color)
        let fromTask = await Task.detached { color.hexString }.value
        #expect(fromTask == "#336699")
    }

    // MARK: Component accessors

    @Test func getRedWritesEveryComponent() {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        let ok = Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.4).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(ok)
        #expect(red == 0.25)
        #expect(green == 0.5)
        #expect(blue == 0.75)
        #expect(alpha == 0.4)
    }

    @Test func getRedSkipsNilPointers() {
        var red: CGFloat = -1, alpha: CGFloat = -1
        #expect(Color.orange.getRed(&red, green: nil, blue: nil, alpha: &alpha))
        #expect(red == 1)
        #expect(alpha == 1)
        #expect(Color.orange.getRed(nil, green: nil, blue: nil, alpha: nil))
    }

    @Test func getRedOfADynamicColorReportsItsLightAppearance() {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        Color.systemBlue.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 0)
        #expect(green == CGFloat(0x7A) / 255)
        #expect(blue == 1)
        var darkBlue: CGFloat = 0
        Color.systemBlue.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
            .getRed(nil, green: nil, blue: &darkBlue, alpha: nil)
        #expect(darkBlue == 1)
        var darkRed: CGFloat = 0
        Color.systemBlue.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
            .getRed(&darkRed, green: nil, blue: nil, alpha: nil)
        #expect(darkRed == CGFloat(0x0A) / 255)
    }

    static let hsbCases: [(Color, Double, Double, Double)] = [
        (.red, 0, 1, 1),
        (.green, 1.0 / 3, 1, 1),
        (.blue, 2.0 / 3, 1, 1),
        (.yellow, 1.0 / 6, 1, 1),
        (.magenta, 5.0 / 6, 1, 1),
        (.gray, 0, 0, 0.5),
        (.black, 0, 0, 0),
        (Color(red: 0.5, green: 0.25, blue: 0.25), 0, 0.5, 0.5),
    ]

    @Test(arguments: ColorUIKitTests.hsbCases)
    func getHueMatchesHSB(color: Color, hue: Double, saturation: Double, brightness: Double) {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - hue) < 1e-9)
        #expect(abs(s - saturation) < 1e-9)
        #expect(abs(b - brightness) < 1e-9)
        #expect(a == 1)
    }

    @Test(arguments: (0..<12).map { Double($0) / 12 })
    func hueInitializerRoundTrips(hue: Double) {
        let color = Color(hue: hue, saturation: 0.8, brightness: 0.6, alpha: 0.5)
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        #expect(abs(h - hue) < 1e-9)
        #expect(abs(s - 0.8) < 1e-9)
        #expect(abs(b - 0.6) < 1e-9)
        #expect(a == 0.5)
    }

    @Test func hueInitializerBuildsPrimaries() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1, alpha: 1) == Color.red)
        #expect(Color(hue: 1, saturation: 1, brightness: 1, alpha: 1) == Color.red, "hue 1 wraps to red")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1).hexString == "#00ff00")
        #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5, alpha: 1) == Color(white: 0.5))
    }

    @Test func getWhiteReportsGreyLevels() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(Color(white: 0.3, alpha: 0.7).getWhite(&white, alpha: &alpha))
        #expect(white == 0.3)
        #expect(alpha == 0.7)
        Color.red.getWhite(&white, alpha: nil)
        #expect(abs(white - 0.299) < 1e-9)
    }

    @Test func displayP3ComponentsAreUsedAsSRGB() {
        #expect(Color(displayP3Red: 1, green: 0.5, blue: 0, alpha: 1) == Color(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(Color(displayP3Red: 2, green: 0, blue: 0, alpha: 1) == Color.red)
    }

    @Test func withAlphaComponentTakesCGFloat() {
        let alpha: CGFloat = 0.25
        #expect(Color.blue.withAlphaComponent(alpha).hexString == "#0000ff40")
    }

    // MARK: Literals

    @Test func colorLiteralsMakeColors() {
        let typed: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(typed.hexString == "#ff8000")
        let untyped = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(untyped == Color.blue.withAlphaComponent(0.5))
    }

    // MARK: Dynamic providers

    @Test func providerSeesTheWholeTraitCollection() {
        let color = Color { traits in
            switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
            case (.dark, .high): .white
            case (.dark, _): Color(white: 0.2)
            case (_, .high): .black
            default: traits.horizontalSizeClass == .compact ? .red : Color(white: 0.9)
            }
        }
        #expect(color.isDynamic)
        #expect(color.systemName == nil)
        let darkHigh = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
        #expect(color.resolvedColor(with: darkHigh) == Color.white)
        #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#333333")
        #expect(color.resolvedColor(with: TraitCollection(accessibilityContrast: .high)) == Color.black)
        #expect(color.resolvedColor(with: TraitCollection(horizontalSizeClass: .compact)) == Color.red)
        #expect(color.resolvedColor(with: TraitCollection()).hexString == "#e6e6e6")
        #expect(!color.resolvedColor(with: darkHigh).isDynamic)
    }

    @Test func providerReturningADynamicColorIsResolvedWithTheSameTraits() {
        let accent = Color { traits in traits.horizontalSizeClass == .compact ? .systemRed : .systemBlue }
        let darkCompact = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.horizontalSizeClass = .compact
            $0.accessibilityContrast = .high
        }
        #expect(accent.resolvedColor(with: darkCompact).hexString == "#ff6961")
        #expect(accent.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#0a84ff")
    }

    @Test func providerColorReportsItsLightAppearance() {
        let color = Color { $0.userInterfaceStyle == .dark ? .black : .orange }
        #expect(color.hexString == "#ff8000")
        #expect(color.red == 1)
        #expect(color.description == "dynamic(light: #ff8000, dark: #000000)")
    }

    @Test func providerColorsAreEqualOnlyWhenTheyShareTheProvider() {
        let first = Color { _ in .red }
        let second = Color { _ in .red }
        #expect(first == first)
        #expect(first != second, "closures cannot be compared")
        #expect(first.withAlphaComponent(0.5) == first.withAlphaComponent(0.5))
        #expect(first.withAlphaComponent(0.5).hashValue == first.withAlphaComponent(0.5).hashValue)
        #expect(first.withAlphaComponent(0.5) != first.withAlphaComponent(0.4))
        #expect(first.withAlphaComponent(0.5) != second.withAlphaComponent(0.5))
        #expect(first != Color.red, "a dynamic colour never equals a fixed one")
        let set: Set<Color> = [first, first, second]
        #expect(set.count == 2)
    }

    @Test func withAlphaComponentKeepsAProviderDynamic() {
        let color = Color { $0.userInterfaceStyle == .dark ? .white : .black }
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.isDynamic)
        #expect(faded.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#ffffff80")
        #expect(faded.resolvedColor(with: TraitCollection()).hexString == "#00000080")
    }

    @Test func lightDarkColorTakesHighContrastVariantsFromItsArguments() {
        let color = Color(light: .systemBlue, dark: .systemRed)
        let highDark = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
        #expect(color.resolvedColor(with: highDark).hexString == "#ff6961")
        #expect(color.resolvedColor(with: TraitCollection(accessibilityContrast: .high)).hexString == "#0040dd")
        #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#ff453a")
        #expect(color == Color(light: .systemBlue, dark: .systemRed), "light/dark colours compare by value")
        let fromProvider = Color(light: Color { $0.accessibilityContrast == .high ? .black : .gray }, dark: .white)
        #expect(fromProvider.resolvedColor(with: TraitCollection(accessibilityContrast: .high)) == Color.black)
        #expect(fromProvider.resolvedColor(with: TraitCollection()) == Color.gray)
    }

    // MARK: Named colours (the registry)

    @Test func registeredColorIsFoundByName() throws {
        let name = "ColorUIKitTests.registered"
        let card = Color(light: .white, dark: Color(white: 0.1))
        Color.register(card, named: name)
        defer { Color.removeRegisteredColor(named: name) }
        let found = try #require(Color(named: name))
        #expect(found == card)
        #expect(found.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)).hexString == "#1a1a1a")
        #expect(Color(named: name, in: nil, compatibleWith: nil) == card)
        #expect(Color.registeredNames.contains(name))
        #expect(Color.named(name) == card, "theme files find registered colours too")
    }

    @Test func absentNameIsNil() {
        #expect(Color(named: "ColorUIKitTests.absent") == nil)
        #expect(Color(named: "systemBlue") == nil, "system colours are not in the registry, as in an asset catalog")
        #expect(Color(named: "") == nil)
    }

    @Test func registeringReplacesAndRemovingForgets() {
        let name = "ColorUIKitTests.replaced"
        Color.register(.red, named: name)
        Color.register(.blue, named: name)
        #expect(Color(named: name) == Color.blue)
        #expect(Color.removeRegisteredColor(named: name) == Color.blue)
        #expect(Color(named: name) == nil)
        #expect(!Color.registeredNames.contains(name))
        #expect(Color.removeRegisteredColor(named: name) == nil)
    }

    @Test func registeredProviderColorKeepsItsIdentity() throws {
        let name = "ColorUIKitTests.provider"
        let provider = Color { $0.userInterfaceStyle == .dark ? .white : .black }
        Color.register(provider, named: name)
        defer { Color.removeRegisteredColor(named: name) }
        #expect(try #require(Color(named: name)) == provider)
    }

    @Test func staticNamesWinOverRegisteredOnes() {
        let name = "label"
        Color.register(.red, named: name)
        defer { Color.removeRegisteredColor(named: name) }
        #expect(Color.named(name) == Color.label)
        #expect(Color(named: name) == Color.red)
    }

    @Test func registryIsSafeToUseConcurrently() async {
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    let name = "ColorUIKitTests.concurrent.\(index)"
                    Color.register(Color(white: CGFloat(index) / 50), named: name)
                    _ = Color(named: name)
                    Color.removeRegisteredColor(named: name)
                }
            }
        }
        #expect(!Color.registeredNames.contains { $0.hasPrefix("ColorUIKitTests.concurrent.") })
    }

    @MainActor @Test func aPatternColourStandsInAsItsImagesTintOrANeutralGrey() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let plain = Color(patternImage: Image(named: "tile")!)
        #expect(plain.resolvedColor(with: dark) == Color.systemGray4.resolvedColor(with: dark))
        let tinted = Color(patternImage: Image(named: "tile")!.withTintColor(.systemTeal))
        #expect(tinted.resolvedColor(with: dark) == Color.systemTeal.resolvedColor(with: dark))
        #expect(plain == plain && plain != Color(patternImage: Image(named: "tile")!), "equal only to itself")
        let view = View()
        view.backgroundColor = plain
        #expect(view.backgroundColor === plain)
    }
}
