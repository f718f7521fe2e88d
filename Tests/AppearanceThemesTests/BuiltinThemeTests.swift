import Testing
import AppearanceThemes
import SeedPort

/// The built-in theme files against the seed's Swift themes, view by view, on a demo screen.
@MainActor
@Suite struct BuiltinThemeTests {
    /// Names this target's `CardView` "CardView" (another module's `CardView` may have taken the
    /// name since the last test), as an app does once.
    private func registerClasses() {
        AppearanceCatalog.shared.registerKit()
        AppearanceCatalog.shared.register(CardView.self)
    }

    static let pairs: [(BuiltinTheme, any Theme)] = [(.dark, DarkTheme()), (.light, LightTheme()), (.ocean, OceanTheme())]

    @Test(arguments: BuiltinTheme.allCases)
    func builtinFileGivesTheSameStylesAsTheSwiftTheme(_ builtin: BuiltinTheme) throws {
        Appearance.reset()
        registerClasses()
        let swiftTheme = Self.pairs.first { $0.0 == builtin }!.1
        let file = try builtin.load()
        #expect(file.warnings.isEmpty)

        swiftTheme.apply(for: .shared)
        let swiftValueCount = Appearance.snapshot().valueCount
        let swiftStyles = DemoScreen().styles()

        file.apply()
        let fileValueCount = Appearance.snapshot().valueCount
        let fileStyles = DemoScreen().styles()

        #expect(fileValueCount == swiftValueCount)
        #expect(fileStyles.count == swiftStyles.count)
        for (fileLine, swiftLine) in zip(fileStyles, swiftStyles) where fileLine != swiftLine {
            Issue.record("\(builtin): file gives \(fileLine), Swift gives \(swiftLine)")
        }
    }

    @Test func switchingBuiltinThemesRestylesALiveWindowLikeTheSwiftThemes() throws {
        Appearance.reset()
        registerClasses()
        let screen = DemoScreen()
        let swiftScreen = DemoScreen()
        for (builtin, swiftTheme) in Self.pairs + Self.pairs.reversed() {
            swiftTheme.apply(for: .shared)
            let expected = swiftScreen.styles()
            try builtin.load().apply()
            #expect(screen.styles() == expected, "\(builtin) on a live window")
        }
        #expect(screen.title.superview === screen.window, "no view was removed and re-added")
    }

    @Test func aFileThemeConformsToTheSeedThemeProtocol() throws {
        Appearance.reset()
        registerClasses()
        let screen = DemoScreen()
        let ocean: any Theme = FileTheme(file: try BuiltinTheme.ocean.load())
        let swiftOcean = OceanTheme()
        #expect(ocean.tint == swiftOcean.tint)
        #expect(ocean.labelColor == swiftOcean.labelColor)
        #expect(ocean.barStyle == swiftOcean.barStyle)
        ocean.apply(for: .shared)
        #expect(screen.cardLabel.textColor == swiftOcean.tint)
        #expect(screen.cardBody.backgroundColor == swiftOcean.selectionColor)
        #expect(screen.slider.minimumTrackTintColor == swiftOcean.tint)
    }

    @Test func explicitValuesSurviveSwitchingBuiltinThemes() throws {
        Appearance.reset()
        registerClasses()
        let screen = DemoScreen()
        screen.title.textColor = .systemPink
        for builtin in BuiltinTheme.allCases {
            try builtin.load().apply()
            #expect(screen.title.textColor == .systemPink)
        }
        screen.title.revertToAppearance(\.textColor)
        #expect(screen.title.textColor == OceanTheme().labelColor)
    }
}
