import Testing
import AppearanceThemes
import SeedPort

/// The built-in theme files against the seed's Swift themes, view by view, on a demo screen.
@MainActor
@Suite struct BuiltinThemeTests {
    /// Names the seed's classes (`AppLabel`, ...) and the cells' `selectionColor`, which the
    /// built-in themes style (another module's `AppLabel` may have taken the name since the
    /// last test), as an app does once.
    private func registerClasses() {
        AppearanceCatalog.shared.registerThemeSeed()
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
        // The file's high-contrast values are rules for that trait state, which the seed's
        // Swift themes do not have: the rules for every state are the seed's, one for one.
        let fileTraitFreeCount = Appearance.recordedRules.filter { $0.traits == nil }.count
        let fileStyles = DemoScreen().styles()

        #expect(fileTraitFreeCount == swiftValueCount)
        #expect(Appearance.recordedRules.contains { $0.traits?.accessibilityContrast == .high })
        #expect(fileStyles.count == swiftStyles.count)
        for (fileLine, swiftLine) in zip(fileStyles.map(Self.outsideHighContrast), swiftStyles) where fileLine != swiftLine {
            Issue.record("\(builtin): file gives \(fileLine), Swift gives \(swiftLine)")
        }
    }

    /// `line` with each dynamic colour that is one colour outside high contrast written as that
    /// colour: inside a value (a text attribute), a file's colour keyed by traits is one
    /// dynamic colour that carries its high-contrast entries, which the seed's Swift themes do
    /// not have (`dynamic(light: #ff00ff, dark: #ff00ff, light high: #800080)` is `#ff00ff`
    /// outside high contrast).
    static func outsideHighContrast(_ line: String) -> String {
        line.replacing(#/dynamic\(light: (#[0-9a-f]+), dark: (#[0-9a-f]+)(, light high: #[0-9a-f]+)?(, dark high: #[0-9a-f]+)?\)/#) {
            match in
            match.output.1 == match.output.2 ? String(match.output.1) : "dynamic(light: \(match.output.1), dark: \(match.output.2))"
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
            #expect(screen.styles().map(Self.outsideHighContrast) == expected, "\(builtin) on a live window")
        }
        #expect(screen.title.superview === screen.screen, "no view was removed and re-added")
    }

    @Test func aFileThemeConformsToTheSeedThemeProtocol() throws {
        Appearance.reset()
        registerClasses()
        let screen = DemoScreen()
        screen.window.makeKeyAndVisible()
        let ocean: any Theme = FileTheme(file: try BuiltinTheme.ocean.load())
        let swiftOcean = OceanTheme()
        // A variable keyed by traits reads as a dynamic colour: the seed's at normal contrast.
        let normal = TraitCollection(accessibilityContrast: .normal)
        let lightHigh = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceStyle: .light), TraitCollection(accessibilityContrast: .high),
        ])
        #expect(ocean.tint == swiftOcean.tint)
        #expect(ocean.selectionColor.resolvedColor(with: normal) == swiftOcean.selectionColor)
        #expect(ocean.labelColor.resolvedColor(with: normal) == swiftOcean.labelColor)
        #expect(ocean.labelColor.resolvedColor(with: lightHigh) == Color(hex: "#800080"))
        #expect(ocean.barStyle == swiftOcean.barStyle)
        ocean.apply(for: .shared)
        #expect(screen.window.tintColor == swiftOcean.tint, "the key window's tint, set in code")
        #expect(screen.cardLabel.textColor == swiftOcean.subtleLabelColor)
        #expect(screen.card.backgroundColor == swiftOcean.selectionColor)
        #expect(screen.cell.selectedBackgroundView?.backgroundColor == swiftOcean.selectionColor)
        #expect(screen.slider.tintColor == swiftOcean.tint)
    }

    @Test(arguments: BuiltinTheme.allCases)
    func inAnAppWithoutTheSeedsClassesTheFilesStyleTheKitsClasses(_ builtin: BuiltinTheme) throws {
        Appearance.reset()
        registerClasses()
        // The same file in an app that has no `App…` classes and no `selectionColor`: names
        // that nobody registered.
        let text = try String(contentsOf: builtin.url, encoding: .utf8)
            .replacingOccurrences(of: "class: App", with: "class: Unregistered")
            .replacingOccurrences(of: "[AppView", with: "[UnregisteredView")
            .replacingOccurrences(of: "selectionColor: $selectionColor", with: "unregisteredColor: $selectionColor")
        let file = try ThemeFile.load(text: text, path: "\(builtin.rawValue).yaml")
        #expect(file.warnings.isEmpty)
        file.apply()
        let screen = DemoScreen()
        let swiftTheme = Self.pairs.first { $0.0 == builtin }!.1
        #expect(screen.table.backgroundColor == swiftTheme.backgroundColor)
        #expect(screen.header.textLabel?.textColor == swiftTheme.secondaryLabelColor)
        #expect(screen.cell.backgroundColor == .clear)
        #expect(screen.cell.selectedBackgroundView == nil)
        #expect(screen.title.textColor == nil)
        #expect(screen.card.backgroundColor == nil)
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
