import AppearanceKit
import AppearanceThemes
import Foundation
import Testing

/// Colours derived from others in theme files (#33): `alpha`, `mix`, `lighten`, `darken` and
/// `onColor`, which stay dynamic when what they derive from is, and whose bad arguments are
/// reported at the argument.
@MainActor
@Suite struct ColorFunctionTests {
    /// The theme's value for a label's text colour, written as `expression`.
    private func textColor(_ expression: String, variables: String = "") throws -> Color {
        let yaml = """
            name: Derived
            variables:
              brand: "#0a84ff"
              surface: {light: "#ffffff", dark: "#1c1c1e"}
            \(variables)
            rules:
              - class: Label
                properties:
                  textColor: \(expression)
            """
        let theme = try ThemeFile.load(text: yaml, path: "derived.yaml")
        return try #require(theme.resolved.assignments.first?.value as? Color)
    }

    /// The diagnostics of a theme whose label text colour is `expression`.
    private func failure(_ expression: String) -> String {
        do {
            _ = try textColor(expression)
            return "loaded"
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("alpha(\"#ff0000\", 0.5)", "#ff000080"),
        ("alpha(red, 0)", "#ff000000"),
        ("mix(black, white, 0)", "#000000"),
        ("mix(black, white, 1)", "#ffffff"),
        ("onColor(white)", "#000000"),
        ("onColor(black)", "#ffffff"),
        ("onColor(\"#0a84ff\", \"#ffffff\", \"#000000\")", "#000000"),
        ("onColor(\"#0a84ff\", \"#ffffff\", \"#000000\", 3)", "#ffffff"),
        ("lighten(black, 1)", "#ffffff"),
        ("darken(white, 1)", "#000000"),
    ])
    func functionsComputeTheirColour(expression: String, hex: String) throws {
        #expect(try textColor(expression).hexString == hex)
    }

    @Test func theSameAsTheSwiftFunctions() throws {
        let brand = try #require(Color(hex: "#0a84ff"))
        #expect(try textColor("lighten($brand, 0.1)") == brand.lightened(by: 0.1))
        #expect(try textColor("darken($brand, 0.25)") == brand.darkened(by: 0.25))
        #expect(try textColor("mix($brand, white, 0.3)") == brand.mixed(with: .white, fraction: 0.3))
        #expect(try textColor("alpha(darken($brand, 0.1), 0.5)") == brand.darkened(by: 0.1).withAlphaComponent(0.5))
        #expect(try textColor("$pressed", variables: "  pressed: darken($brand, 0.1)") == brand.darkened(by: 0.1))
    }

    @Test func aColourDerivedFromADynamicOneIsDynamic() throws {
        let light = TraitCollection(userInterfaceStyle: .light)
        let dark = TraitCollection(userInterfaceStyle: .dark)
        let pressed = try textColor("darken($surface, 0.1)")
        #expect(pressed.resolvedColor(with: light) == (try #require(Color(hex: "#ffffff"))).darkened(by: 0.1))
        #expect(pressed.resolvedColor(with: dark) == (try #require(Color(hex: "#1c1c1e"))).darkened(by: 0.1))
        let ink = try textColor("onColor($surface)")
        #expect(ink.resolvedColor(with: light).hexString == "#000000")
        #expect(ink.resolvedColor(with: dark).hexString == "#ffffff")
    }

    @Test(arguments: [
        // The caret is at the argument at fault: line 9, columns counted from `textColor: `.
        ("alpha($brand, 1.6)", "derived.yaml:9:32: error: alpha's opacity is 1.6, out of range: it goes from 0 to 1"),
        ("alpha($brnd, 0.5)", "derived.yaml:9:24: error: undefined variable '$brnd'; did you mean '$brand'?"),
        ("alpah(red, 0.5)", "derived.yaml:9:18: error: unknown colour function 'alpah'; did you mean 'alpha'?"),
        ("mix(red, 0.3)", "derived.yaml:9:18: error: mix got 2 arguments (1 colour, 1 number); write mix(colour, colour"),
        ("lighten(bleu, 0.1)", "derived.yaml:9:26: error: unknown colour name 'bleu'; did you mean 'blue'?"),
        ("darken(red, -0.1)", "derived.yaml:9:30: error: darken's amount is -0.1, out of range: it goes from 0 to 1"),
        ("mix(\"#ff0000\", \"#00ff0\", 0.5)", "derived.yaml:9:34: error: invalid colour '#00ff0'"),
        ("onColor($brand, 22)", "derived.yaml:9:34: error: onColor's minimum contrast ratio is 22, out of range: it goes from 1 to 21"),
        ("\"darken(red, 0.1\"", "derived.yaml:9:25: error: 'darken(' has no closing ')'"),
        ("mix(, white, 0.5)", "derived.yaml:9:22: error: mix is missing a colour here"),
    ])
    func badArgumentsAreReportedAtTheArgument(expression: String, message: String) {
        let rendered = failure(expression)
        #expect(rendered.contains(message), "\(rendered)")
    }

    @Test func aCycleThroughFunctionsIsAnError() {
        let yaml = """
            name: Loop
            variables:
              a: lighten($b, 0.1)
              b: darken($a, 0.1)
            rules:
              - class: Label
                properties: {textColor: $a}
            """
        do {
            _ = try ThemeFile.load(text: yaml, path: "loop.yaml")
            Issue.record("a cycle loaded")
        } catch {
            #expect("\(error)".contains("variables refer to each other in a loop ($a -> $b -> $a)"), "\(error)")
        }
    }
}
