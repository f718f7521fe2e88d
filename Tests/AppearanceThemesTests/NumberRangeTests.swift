import AppearanceThemes
import Testing

/// Numbers too large for layout and drawing are load errors, so nothing a theme says traps
/// later when it is rendered (#12).
@MainActor
@Suite struct NumberRangeTests {
    @Test(arguments: ["[1.0e+278, 1, 1.0e+278, 2]", "[1000001, 0, 0, 0]", "-2e6"])
    func hugeInsetsAreRejectedAtLoad(insets: String) {
        let yaml = """
            name: Huge
            rules:
              - class: Button
                properties: {contentEdgeInsets: \(insets)}
            """
        do {
            _ = try ThemeFile.load(text: yaml)
            Issue.record("loaded")
        } catch {
            #expect(error.description.contains("theme.yaml:4:"), "with a location")
            #expect(error.description.contains("too large: theme numbers are between -1000000 and 1000000"))
        }
    }

    @Test func hugeWholeNumbersToo() {
        let yaml = """
            name: Huge
            rules:
              - class: Label
                properties: {numberOfLines: 9223372036854775807}
            """
        #expect(throws: (any Error).self) { try ThemeFile.load(text: yaml) }
    }

    @Test func largeButSaneNumbersLoad() throws {
        let yaml = """
            name: Fine
            rules:
              - class: BarButtonItem
                properties: {"backButtonTitlePositionAdjustment[default]": [-1000, 0]}
              - class: Label
                properties: {numberOfLines: 0}
            """
        #expect(try ThemeFile.load(text: yaml).resolved.assignments.count == 2)
    }
}

extension NumberRangeTests {
    @Test func hugeFontSizesToo() {
        let yaml = """
            name: Huge
            rules:
              - class: Label
                properties: {font: 1e300}
            """
        #expect(throws: (any Error).self) { try ThemeFile.load(text: yaml) }
    }
}
