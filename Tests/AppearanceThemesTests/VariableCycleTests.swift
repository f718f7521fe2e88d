import AppearanceThemes
import Foundation
import Testing

/// Variables that refer to themselves through nested values, and very long chains, are errors
/// with a location, never a stack overflow or a stall (#12).
@MainActor
@Suite struct VariableCycleTests {
    /// The rendered diagnostics of a theme that must not load.
    private func failure(_ text: String, path: String = "theme.yaml") -> String {
        do {
            _ = try ThemeFile.load(text: text, path: path)
            return "loaded"
        } catch {
            return error.description
        }
    }

    @Test func aVariableInsideItsOwnDynamicColour() {
        let yaml = """
            name: Loop
            variables:
              a: {light: "$a", dark: "#000000"}
            rules:
              - class: Label
                properties: {textColor: $a}
            """
        let message = failure(yaml)
        #expect(message.contains("theme.yaml:6:29: error: variables refer to each other in a loop ($a -> $a)"), "\(message)")
    }

    @Test func theSameCycleInJSON() {
        let json =
            ##"{"name": "Loop", "variables": {"a": {"light": "$a", "dark": "#000000"}}, "rules": [{"class": "Label", "properties": {"textColor": "$a"}}]}"##
        let message = failure(json, path: "theme.json")
        #expect(message.contains("error: variables refer to each other in a loop ($a -> $a)"), "\(message)")
        #expect(message.contains("theme.json:1:"), "with a location")
    }

    @Test func aCycleThroughTwoVariablesAndANestedValue() {
        let yaml = """
            name: Loop
            variables:
              a: $b
              b: {light: "#FFFFFF", dark: "$a"}
            rules:
              - class: Label
                properties: {textColor: $a}
            """
        #expect(failure(yaml).contains("variables refer to each other in a loop ($a -> $b -> $a)"))
    }

    @Test func aLongChainIsAnErrorNamingTheLimit() {
        var lines = ["name: Chain", "variables:"]
        let count = 20_000
        for index in 0..<count { lines.append("  v\(index): $v\(index + 1)") }
        lines.append("  v\(count): \"#112233\"")
        lines.append("rules:\n  - class: Label\n    properties: {textColor: $v0}")
        let message = failure(lines.joined(separator: "\n"))
        #expect(message.contains("variables nest more than 256 deep (from $v0)"), "\(message.prefix(300))")
    }

    @Test func aShortChainAndSharedVariablesStillWork() throws {
        let yaml = """
            name: Fine
            variables:
              base: "#0AA4D1"
              tint: $base
              pair: {light: $tint, dark: $base}
            rules:
              - class: Label
                properties: {textColor: $pair, highlightedTextColor: $tint}
            """
        let theme = try ThemeFile.load(text: yaml)
        #expect(theme.resolved.assignments.count == 2)
    }
}
