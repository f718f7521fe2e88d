import Foundation
import Testing
import AppearanceThemes
import SeedPort

/// Loading and applying valid theme files.
@MainActor
@Suite struct ThemeLoadingTests {
    /// What an assignment records, without where it was written.
    private func summary(_ theme: ThemeFile) -> [String] {
        theme.resolved.assignments.map { assignment in
            let axis = assignment.axis.map { "[\($0)]" } ?? ""
            let containers = assignment.containers.map(\.name).joined(separator: ",")
            return "\(assignment.target.name)(\(containers))\(assignment.traits.map { "{\($0)}" } ?? "")"
                + "\(assignment.styleClass.map { ".\($0)" } ?? "").\(assignment.property.name)\(axis) = \(assignment.valueDescription)"
        }
    }

    @Test func yamlAndJSONOfTheSameThemeResolveAlike() throws {
        Appearance.reset()
        let yaml = try ThemeFile.load(contentsOf: Fixtures.url("valid-full.yaml"))
        let json = try ThemeFile.load(contentsOf: Fixtures.url("valid-full.json"))
        #expect(yaml.warnings.isEmpty)
        #expect(json.warnings.isEmpty)
        #expect(yaml.name == "Brand")
        #expect(summary(yaml) == summary(json))
        #expect(summary(yaml).count == 21 + summary(try BuiltinTheme.light.load()).count)
    }

    @Test func everyKindOfValueReachesTheViews() throws {
        Appearance.reset()
        let window = Window()
        let label = Label(text: "Hello")
        let danger = Button(title: "Delete")
        danger.styleClasses = ["danger"]
        let plain = Button(title: "OK")
        let bar = NavigationBar()
        let stack = StackView()
        [label, danger, plain, bar, stack].forEach(window.addSubview)

        try ThemeFile.load(contentsOf: Fixtures.url("valid-full.yaml")).apply()

        #expect(label.textColor == Color(light: Color(hex: "#222222")!, dark: Color(hex: "#EEEEEE")!))
        #expect(label.font == Font.preferredFont(forTextStyle: .body).withWeight(.medium))
        #expect(label.textAlignment == .center)
        #expect(label.numberOfLines == 2)
        #expect(danger.backgroundColor == .systemRed)
        #expect(plain.backgroundColor == nil, "the danger style class is required")
        #expect(danger.titleColor(for: .normal) == Color(hex: "#0AA4D1"))
        #expect(danger.titleColor(for: .highlighted) == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(danger.titleColor(for: [.highlighted, .selected]) == Color(hex: "#FFF"))
        #expect(danger.image(for: .normal) == Image(named: "star")?.withTintColor(Color(hex: "#0AA4D1"), renderingMode: .alwaysTemplate))
        #expect(danger.contentEdgeInsets == EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
        #expect(danger.titleFont == Font.preferredFont(forTextStyle: .headline))
        #expect(bar.backgroundImage(for: .top, barMetrics: .compact) == Image(named: "bar-compact"))
        #expect(
            TextAttributes(bar.titleTextAttributes ?? [:])
                == TextAttributes(
                    foregroundColor: Color(hex: "#0AA4D1"), font: .systemFont(ofSize: 17, weight: .semibold), kern: 0.5,
                    shadowOffset: CGSize(width: 0, height: 1)))
        #expect(stack.layoutMargins == EdgeInsets(all: 16))
        #expect(stack.spacing == 10)
    }

    @Test func aChildThemeOverridesTheVariablesOfTheThemeItExtends() throws {
        Appearance.reset()
        let window = Window()
        let button = Button(title: "OK")
        let label = Label(text: "Hi")
        window.addSubview(button)
        window.addSubview(label)

        let child = try ThemeFile.load(contentsOf: Fixtures.url("extends-child.yaml"))
        #expect(child.name == "Child")
        #expect(child.documents.map(\.name?.value) == ["Base", "Child"])
        #expect(child.fileURLs.map(\.lastPathComponent) == ["extends-child.yaml", "extends-base.yaml"])
        child.apply()
        #expect(button.titleColor(for: .normal) == Color(hex: "#00AA00"), "the base's rule uses the child's $tint")
        #expect(button.layer.borderColor?.color == .black, "the child's own rule wins over the base's")
        #expect(label.textColor == Color(hex: "#111111"))
    }

    @Test func unknownKeysAreWarningsReturnedWithTheTheme() throws {
        Appearance.reset()
        let theme = try ThemeFile.load(contentsOf: Fixtures.url("warnings-only.yaml"))
        #expect(theme.warnings.map(\.code) == [.unknownKey, .unknownKey, .emptyRule])
        #expect(
            Fixtures.rendered(theme.warnings) == """
                warnings-only.yaml:2:1: warning: unknown key 'author' in the theme is ignored; the keys are name, extends, variables, rules
                author: Jane
                ^
                warnings-only.yaml:7:24: warning: unknown key 'wieght' in a font is ignored; did you mean 'weight'? the keys are textStyle, name, size, weight
                      font: {size: 15, wieght: bold}
                                       ^
                warnings-only.yaml:8:5: warning: this rule sets no properties; add 'properties:' with the values to set, or remove the rule
                  - class: Button
                    ^
                """)
        theme.apply()
        #expect(Label.appearance().textColor == .red)
    }

    @Test func applyingReplacesThePreviousThemeInPlace() throws {
        Appearance.reset()
        AppearanceCatalog.shared.registerThemeSeed()
        let screen = DemoScreen()
        screen.button.setTitleColor(.systemPink, for: .normal)
        try BuiltinTheme.ocean.load().apply()
        #expect(screen.slider.tintColor == OceanTheme().tint)
        try ThemeFile.load(text: "rules:\n  - {class: Label, properties: {textColor: red}}\n").apply()
        #expect(screen.title.textColor == .red)
        #expect(screen.slider.ownTintColor == nil, "Ocean's slider colour is gone, not stale")
        #expect(screen.table.backgroundColor == nil)
        #expect(screen.button.titleColor(for: .normal) == .systemPink, "explicit values are untouched")
        #expect(screen.title.superview === screen.screen)
    }

    @Test func anInvalidThemeNeverTouchesTheThemeInForce() throws {
        Appearance.reset()
        AppearanceCatalog.shared.registerThemeSeed()
        let screen = DemoScreen()
        try BuiltinTheme.dark.load().apply()
        let before = Appearance.snapshot().valueCount
        let styles = screen.styles()
        // The first rule is valid; the second is not: nothing of the file may apply.
        #expect(throws: ThemeError.self) {
            try ThemeFile.load(
                text: """
                    rules:
                      - {class: Label, properties: {textColor: red}}
                      - {class: Label, properties: {textColor: 12}}
                    """
            ).apply()
        }
        #expect(Appearance.snapshot().valueCount == before)
        #expect(screen.styles() == styles)
        #expect(screen.title.textColor == .white)
    }

    @Test func errorsCarryCodesAndLocations() {
        Appearance.reset()
        do {
            _ = try ThemeFile.load(text: "rules:\n  - class: Label\n    properties: {textColour: red}\n", path: "inline.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.errors.count == 1)
            let diagnostic = error.errors[0]
            #expect(diagnostic.code == .unknownProperty)
            #expect(diagnostic.severity == .error)
            #expect(diagnostic.location == ThemeLocation(path: "inline.yaml", line: 3, column: 18))
            #expect(diagnostic.message == "unknown property 'textColour' for Label; did you mean 'textColor'?")
            #expect(diagnostic.sourceLine == "    properties: {textColour: red}")
            #expect(
                "\(error)" == """
                    inline.yaml:3:18: error: unknown property 'textColour' for Label; did you mean 'textColor'?
                        properties: {textColour: red}
                                     ^
                    """)
        }
    }

    @Test func documentsReadWithoutTheCatalog() {
        let source = ThemeSource(
            text: "name: X\nrules:\n  - class: Label\n    properties: {\"titleColor[top, compact]\": red}\n", path: "x.yaml")
        let (document, diagnostics) = ThemeDocument.read(source)
        #expect(diagnostics.isEmpty)
        #expect(document.name?.value == "X")
        let setting = document.rules[0].properties[0]
        #expect(setting.name.value == "titleColor")
        #expect(setting.axis?.map(\.value) == ["top", "compact"])
        #expect(setting.axis?.map(\.location.column) == [30, 35])
    }

    @Test func appsRegisterTheirOwnClassesAndTraitsInOneLine() throws {
        Appearance.reset()
        AppearanceCatalog.shared.register(CardView.self)
        ThemeTraits.register(ContainedInSettingsTrait.self)
        let theme = try ThemeFile.load(
            text: """
                rules:
                  - class: Label
                    containers: [CardView]
                    traits: {containedInSettings: true}
                    properties: {textColor: systemTeal}
                """)
        #expect(theme.resolved.assignments.first?.traits == TraitCollection { $0[ContainedInSettingsTrait.self] = true })
    }
}

enum ContainedInSettingsTrait: TraitDefinition {
    static let defaultValue = false
    static let name = "containedInSettings"
}
