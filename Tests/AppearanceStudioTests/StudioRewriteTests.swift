import AppearanceStudio
import Foundation
import Testing

/// Write-back at the level of text: which value a line and column find, and how the new
/// value is written (through `Studio.edit`, so release builds, which cannot see internals,
/// run these too).
@Suite("Studio rewriting values in place")
@MainActor
struct StudioRewriteTests {
    /// `text` in a theme file after writing `value` at `line`:`column`, or the error's message.
    func rewrite(_ text: String, line: Int, column: Int, value: String, fileName: String = "fixture.yaml") throws -> String {
        let fixture = try StudioFixture(text: text, fileName: fileName)
        defer { fixture.remove() }
        do {
            _ = try fixture.studio.edit(path: fixture.themeURL.path, line: line, column: column, value: value)
        } catch {
            return "error: \(error.message)"
        }
        return try fixture.themeTextOnDisk()
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
        #expect(result == "error: no value to edit at fixture.yaml:\(line):\(column)")
    }

    @Test("Values that are neither colours nor numbers are refused", arguments: ["nan", "#12345", "1e999", "red", "#ggg", ""])
    func refuses(value: String) throws {
        #expect(try rewrite("a: 1\n", line: 1, column: 4, value: value) == "error: '\(value)' is neither a colour (#rrggbb) nor a number")
    }
}
