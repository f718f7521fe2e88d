import AppearancePreview
import AppearanceStudio
import Foundation
import Testing

/// Write-back at the level of text: which value a line and column find, and how the new
/// value is written (through `Studio.edit`, so release builds, which cannot see internals,
/// run these too).
@Suite("Studio rewriting values in place")
@MainActor
struct StudioRewriteTests {
    /// The lines that make `properties` (YAML lines) a rule's properties in a theme file.
    static let yamlRule = "rules:\n  - class: Label\n    properties:\n"
    /// The text that makes a JSON object a rule's properties in a theme file, before it.
    static let jsonRule = #"{"rules": [{"class": "Label", "properties": "#

    /// `properties` as a rule's properties after writing `value` at `line`:`column` of them (as
    /// if they were the whole file), or the error's message; the edit's `expected` is the
    /// value there.
    func rewrite(_ properties: String, line: Int, column: Int, value: String, fileName: String = "fixture.yaml") throws -> String {
        let isJSON = fileName.hasSuffix(".json")
        let text =
            isJSON
            ? Self.jsonRule + properties.dropLast() + "}]}\n"
            : Self.yamlRule + properties.split(separator: "\n").map { "      " + $0 + "\n" }.joined()
        let (fileLine, fileColumn) = isJSON ? (line, column + Self.jsonRule.count) : (line + 3, column + 6)
        let fixture = try StudioFixture(text: text, fileName: fileName)
        defer { fixture.remove() }
        let lines = properties.split(separator: "\n", omittingEmptySubsequences: false)
        let expected = line >= 1 && line <= lines.count ? StudioFixture.valueText(in: String(lines[line - 1]), at: column) : ""
        do {
            _ = try fixture.studio.edit(path: fixture.themeURL.path, line: fileLine, column: fileColumn, value: value, expected: expected)
        } catch {
            return "error: \(error.message)"
                .replacingOccurrences(of: "\(fileLine):\(fileColumn)", with: "\(line):\(column)")
        }
        let written = try fixture.themeTextOnDisk()
        return isJSON
            ? String(written.dropFirst(Self.jsonRule.count).dropLast(4)) + "\n"
            : written.dropFirst(Self.yamlRule.count).split(separator: "\n").map { $0.dropFirst(6) + "\n" }.joined()
    }

    @Test(
        "The value at a line and column is replaced, and nothing else",
        arguments: [
            ("a: \"#112233\"  # note\n", 1, 4, "#abcdef", "a: \"#abcdef\"  # note\n"),
            ("a: '#112233'\n", 1, 4, "#abcdef", "a: '#abcdef'\n"),
            ("x: 1\na: red   # red\n", 2, 4, "#abcdef", "x: 1\na: \"#abcdef\"   # red\n"),
            ("a: rgba(1, 2, 3, 0.5)\n", 1, 4, "#abcdef", "a: \"#abcdef\"\n"),
            ("p: { r: 12, c: \"#fff\" }\n", 1, 9, "14", "p: { r: 14, c: \"#fff\" }\n"),
            ("p: { r: 12, c: \"#fff\" }\n", 1, 16, "#ABC", "p: { r: 12, c: \"#aabbcc\" }\n"),
            ("a: \"say \\\"hi\\\"\" # x\n", 1, 4, "#000000", "a: \"#000000\" # x\n"),
            ("a: 1\n", 1, 4, " 12.0 ", "a: 12\n"),
            ("a: 1\n", 1, 4, "0.25", "a: 0.25\n"),
        ])
    func replaces(text: String, line: Int, column: Int, value: String, expected: String) throws {
        #expect(try rewrite(text, line: line, column: column, value: value) == expected)
    }

    @Test("JSON numbers and strings are replaced in place")
    func json() throws {
        let text = "{\"a\": \"#112233\", \"b\": 2}\n"
        #expect(try rewrite(text, line: 1, column: 23, value: "3", fileName: "fixture.json") == "{\"a\": \"#112233\", \"b\": 3}\n")
        #expect(try rewrite(text, line: 1, column: 7, value: "#445566", fileName: "fixture.json") == "{\"a\": \"#445566\", \"b\": 2}\n")
    }

    @Test(
        "Mappings, lists, comments and places past the end hold no value to edit",
        arguments: [(1, 4), (1, 99), (3, 1), (2, 4), (0, 1), (1, 12)])
    func none(line: Int, column: Int) throws {
        let result = try rewrite("a: { b: 1 } # c\nc: [1]\n", line: line, column: column, value: "#ffffff")
        #expect(result.hasPrefix("error: no value to edit at fixture.yaml:\(line):\(column)"), "\(result)")
    }

    @Test("Values that are neither colours nor numbers are refused", arguments: ["nan", "#12345", "1e999", "red", "#ggg", ""])
    func refuses(value: String) throws {
        #expect(try rewrite("a: 1\n", line: 1, column: 4, value: value) == "error: '\(value)' is neither a colour (#rrggbb) nor a number")
    }
}
