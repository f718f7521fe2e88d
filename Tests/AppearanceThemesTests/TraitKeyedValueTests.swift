import AppearanceKit
import AppearanceThemes
import Foundation
import Testing

/// Values keyed by traits in theme files (#33): any value type, high contrast, size classes,
/// content sizes and an app's own traits; the most specific entry wins, ties are load errors.
@MainActor
@Suite struct TraitKeyedValueTests {
    /// The windows the tests show, kept until the suite ends (a window nobody holds goes away).
    private static var windows: [Window] = []

    /// A label in a window of `traits`, styled by a theme whose Label rule sets `properties`.
    private func label(_ properties: String, traits: (inout TraitCollection) -> Void = { _ in }) throws -> Label {
        ThemeTraits.register(ContainedInSettingsTrait.self)
        try ThemeFile.load(text: "name: Keyed\nrules:\n  - class: Label\n    properties:\n\(properties)", path: "keyed.yaml").apply()
        let window = Window()
        Self.windows.append(window)
        traits(&window.screenTraits)
        let label = Label()
        window.addSubview(label)
        return label
    }

    /// The diagnostics of such a theme.
    private func diagnostics(_ properties: String) -> String {
        do {
            _ = try ThemeFile.load(text: "name: Keyed\nrules:\n  - class: Label\n    properties:\n\(properties)", path: "keyed.yaml")
            return "loaded"
        } catch {
            return "\(error)"
        }
    }

    nonisolated static let highContrastColour =
        ##"      textColor: {light: "#333333", dark: "#eeeeee", highContrast: {light: "#000000", dark: "#ffffff"}}"##
    nonisolated static let highContrastForBoth = ##"      textColor: {light: "#333333", dark: "#eeeeee", highContrast: "#111111"}"##

    @Test(arguments: [
        (highContrastColour, UserInterfaceStyle.light, AccessibilityContrast.normal, "#333333"),
        (highContrastColour, .dark, .normal, "#eeeeee"),
        (highContrastColour, .light, .high, "#000000"),
        (highContrastColour, .dark, .high, "#ffffff"),
        (highContrastForBoth, .light, .high, "#111111"),
        (highContrastForBoth, .dark, .high, "#111111"),
        (highContrastForBoth, .dark, .normal, "#eeeeee"),
    ])
    func highContrastValues(properties: String, style: UserInterfaceStyle, contrast: AccessibilityContrast, hex: String) throws {
        let label = try label(properties) { traits in
            traits.userInterfaceStyle = style
            traits.accessibilityContrast = contrast
        }
        #expect(label.textColor?.hexString == hex)
    }

    @Test(arguments: [
        ("      numberOfLines: {any: 1, contentSize>=accessibilityMedium: 0}", ContentSizeCategory.large, 1),
        ("      numberOfLines: {any: 1, contentSize>=accessibilityMedium: 0}", .accessibilityExtraLarge, 0),
        ("      numberOfLines: {any: 1, contentSize<=small: 3}", .extraSmall, 3),
        ("      numberOfLines: {any: 1, contentSize=extraLarge: 2}", .extraLarge, 2),
        ("      numberOfLines: {any: 1, preferredContentSizeCategory=extraLarge: 2}", .large, 1),
    ])
    func contentSizeRanges(properties: String, category: ContentSizeCategory, lines: Int) throws {
        let label = try label(properties) { $0.preferredContentSizeCategory = category }
        #expect(label.numberOfLines == lines)
    }

    @Test func theMostSpecificEntryWinsForEveryValueType() throws {
        let properties = """
                  font: {any: 15, regularWidth: 17, regularWidth+boldText: {textStyle: headline}}
                  shadowOffset: {any: [0, 1], dark: [0, 2]}
                  alpha: {any: 1, containedInSettings=true: 0.5}
            """
        let plain = try label(properties)
        #expect(plain.font.pointSize == 15)
        #expect(plain.shadowOffset == CGSize(width: 0, height: 1))
        #expect(plain.alpha == 1)
        let wide = try label(properties) {
            $0.horizontalSizeClass = .regular
            $0.userInterfaceStyle = .dark
            $0[ContainedInSettingsTrait.self] = true
        }
        #expect(wide.font.pointSize == 17)
        #expect(wide.shadowOffset == CGSize(width: 0, height: 2))
        #expect(wide.alpha == 0.5)
        let bold = try label(properties) {
            $0.horizontalSizeClass = .regular
            $0.legibilityWeight = .bold
        }
        #expect(bold.font == Font.preferredFont(forTextStyle: .headline))
    }

    @Test func aTraitChangeRestylesInPlace() throws {
        let label = try label(Self.highContrastColour)
        let window = try #require(label.window)
        #expect(label.textColor?.hexString == "#333333")
        window.screenTraits.accessibilityContrast = .high
        #expect(label.textColor?.hexString == "#000000")
        window.screenTraits.userInterfaceStyle = .dark
        #expect(label.textColor?.hexString == "#ffffff")
    }

    @Test func explanationsNameTheEntrysLine() throws {
        let label = try label("      textColor:\n        any: \"#555555\"\n        dark: \"#aaaaaa\"") { $0.userInterfaceStyle = .dark }
        let why = try #require(Appearance.explain(label, property: "textColor"))
        #expect(why.winner?.value == "#aaaaaa")
        #expect(why.winner?.location?.line == 7)
        #expect(why.rules.map { $0.location?.line } == [6, 7])
    }

    @Test(arguments: [
        (
            "      numberOfLines: {any: 1, dark: 2, compactWidth: 3}",
            "keyed.yaml:5:40: error: 'dark' (line 5) and 'compactWidth' both apply to 'numberOfLines' when compactWidth+dark holds, and neither is more specific; add an entry 'compactWidth+dark' for that state"
        ),
        (
            "      alpha: {dark: 1, style=dark: 0.5}",
            "keyed.yaml:5:24: error: 'style=dark' is the same condition as 'dark' (line 5) for 'alpha'; keep one of them"
        ),
        ("      alpha: {any: 1, drak: 2}", "keyed.yaml:5:23: error: unknown trait condition 'drak'; did you mean 'dark'?"),
        (
            "      alpha: {light+dark: 1}",
            "keyed.yaml:5:15: error: 'light+dark' can never apply: userInterfaceStyle cannot be both light and dark"
        ),
        ("      alpha: {contentSize>=hugeText: 1}", "keyed.yaml:5:28: error: unknown content size 'hugeText'"),
        ("      alpha: {colour=dark: 1}", "keyed.yaml:5:15: error: unknown trait 'colour'"),
        ("      alpha: {style=darkish: 1}", "keyed.yaml:5:21: error:"),
        ("      alpha: {any: 1, dark: two}", "keyed.yaml:5:29: error: expected a number"),
    ])
    func badEntriesAreErrorsAtTheirKey(properties: String, message: String) {
        let rendered = diagnostics(properties)
        #expect(rendered.contains(message), "\(rendered)")
    }

    @Test func aVariableKeyedByTraitsServesAPropertysValue() throws {
        let theme = try ThemeFile.load(
            text: """
                name: Keyed
                variables:
                  ink: {any: "#555555", highContrast: black}
                rules:
                  - class: Label
                    properties:
                      textColor: $ink
                """, path: "keyed.yaml")
        // Each entry is a rule located where the rule names the variable, with the entry that
        // gave its value beside it (#42): a finding names both.
        #expect(theme.resolved.assignments.map { $0.location.line } == [7, 7])
        #expect(theme.resolved.assignments.map { $0.location.column } == [18, 18])
        #expect(theme.resolved.assignments.map { $0.variable?.name } == ["ink", "ink"])
        #expect(theme.resolved.assignments.map { $0.variable?.line } == [3, 3])
        let columns = theme.resolved.assignments.compactMap { $0.variable?.column }
        #expect(columns.count == 2 && columns[0] < columns[1], "each entry's own column: \(columns)")
        #expect(theme.resolved.assignments.map { $0.traits?.specifiedCount ?? 0 } == [0, 1])
        // Inside another value (a text attribute), a colour keyed by traits is one dynamic
        // colour that picks, in each state, the entry a property's rules would.
        let inside = try ThemeFile.load(
            text: """
                name: Inside
                rules:
                  - class: NavigationBar
                    properties:
                      titleTextAttributes: {foregroundColor: {any: red, highContrast: black, dark+highContrast: white}}
                """, path: "inside.yaml")
        inside.apply()
        let bar = NavigationBar()
        let window = Window()
        Self.windows.append(window)
        window.addSubview(bar)
        let colour = try #require(bar.titleTextAttributes?[.foregroundColor] as? Color)
        for (style, contrast, expected) in [
            (UserInterfaceStyle.light, AccessibilityContrast.normal, Color.red), (.dark, .normal, .red), (.light, .high, .black),
            (.dark, .high, .white),
        ] {
            let traits = TraitCollection(traitsFrom: [
                TraitCollection(userInterfaceStyle: style), TraitCollection(accessibilityContrast: contrast),
            ])
            #expect(colour.resolvedColor(with: traits) == expected, "\(style), \(contrast)")
        }
        Appearance.reset()
        do {
            _ = try ThemeFile.load(
                text: """
                    name: Inside
                    rules:
                      - class: NavigationBar
                        properties:
                          titleTextAttributes: {foregroundColor: {any: red, dark: white, compactWidth: black}}
                    """, path: "ambiguous.yaml")
            Issue.record("two entries of one colour that both apply in compactWidth+dark loaded")
        } catch {
            #expect("\(error)".contains("ambiguous.yaml:5:"), "\(error)")
            #expect("\(error)".contains("both apply to 'the colour' when compactWidth+dark holds"), "\(error)")
        }
    }

    @Test func anEntryTheRulesTraitsExcludeIsAWarning() throws {
        let theme = try ThemeFile.load(
            text: """
                name: Keyed
                rules:
                  - class: Label
                    traits: {userInterfaceStyle: light}
                    properties:
                      alpha: {any: 1, dark: 0.5}
                """, path: "keyed.yaml")
        #expect(theme.warnings.map(\.description).contains { $0.contains("keyed.yaml:6:23: warning: 'dark' never applies") })
        #expect(theme.resolved.assignments.count == 1)
    }

    @Test func aColourWrittenLightAndDarkIsStillOneDynamicColour() throws {
        let theme = try ThemeFile.load(
            text: "name: D\nrules:\n  - class: Label\n    properties:\n      textColor: {light: red, dark: blue}", path: "d.yaml")
        #expect(theme.resolved.assignments.count == 1)
        #expect(theme.resolved.assignments.first?.traits == nil)
    }
}

/// `check --require high-contrast` (#33).
@MainActor
@Suite struct HighContrastCheckTests {
    @Test func textAndBackgroundColoursWithStylesButNoHighContrastAreWarned() throws {
        let theme = try ThemeFile.load(
            text: """
                name: HC
                variables:
                  ink: {light: "#333333", dark: "#eeeeee"}
                rules:
                  - class: Label
                    properties:
                      textColor: $ink
                      shadowColor: {light: red, dark: blue}
                  - class: Button
                    properties:
                      titleColor[normal]: {light: "#0000ff", dark: "#8888ff", highContrast: {light: "#000088", dark: "#ccccff"}}
                      backgroundColor: {any: white, dark: black}
                  - class: View
                    properties:
                      backgroundColor: white
                """, path: "hc.yaml")
        let warnings = HighContrastCheck.warnings(for: theme)
        #expect(warnings.map(\.location.line) == [7, 12])
        #expect(warnings.allSatisfy { $0.code == .missingHighContrast && !$0.isError })
        #expect(warnings.first?.message.hasPrefix("textColor of Label has light and dark values but none for high contrast") == true)
    }

    @Test(arguments: [
        ("textColor", true), ("titleColor", true), ("backgroundColor", true), ("barTintColor", true),
        ("shadowColor", false), ("tintColor", false), ("separatorColor", false),
    ])
    func whichPropertiesColourTextOrBackgrounds(property: String, expected: Bool) {
        #expect(HighContrastCheck.coloursTextOrBackground(property) == expected)
    }
}
