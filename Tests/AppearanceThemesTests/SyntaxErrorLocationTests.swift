import AppearanceThemes
import Testing

/// A YAML syntax error names one place: the `file:line:column:` prefix, at the spot to fix. The
/// message never gives a line and column of its own (libyaml's second position, where the
/// construct it was reading starts, read as a disagreement: "line 2, column 1" under `3:1:`).
@MainActor
@Suite struct SyntaxErrorLocationTests {
    @Test("A key without ':' is reported at the key, not on the line after it")
    func keyWithoutColonIsReportedAtTheKey() throws {
        let errors = ThemeLoader().check(text: "name: Bad\nrules\n- class: Label\n", path: "bad.yaml").filter(\.isError)
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.location.line == 2 && error.location.column == 1)
        #expect(error.message.contains("could not find expected ':'"))
        #expect(error.message.contains("that starts here"))
    }

    @Test(arguments: [
        "name: Bad\nrules\n- class: Label\n",
        "name: Bad\nrules:\n  - { class: Label, properties: { textColor: red }\n  - class: Button\n",
        "name: x\n\tfoo: 1\n",
        "name: Bad\nrules: [\n",
        "name: 'unclosed\n",
        "name: Bad\nrules:\n  - class: Label\n    properties:\n      textColor red\n      alpha: 1\n",
    ])
    func noMessageNamesASecondPosition(text: String) throws {
        let errors = ThemeLoader().check(text: text, path: "bad.yaml").filter(\.isError)
        #expect(!errors.isEmpty)
        for error in errors {
            #expect(error.message.firstMatch(of: /line \d+, column \d+/) == nil, "\(error)")
        }
    }

    @Test("The start of an unclosed flow mapping is said relative to the error's line")
    func contextIsRelative() throws {
        let text = "name: Bad\nrules:\n  - { class: Label, properties: { textColor: red }\n  - class: Button\n"
        let errors = ThemeLoader().check(text: text, path: "bad.yaml").filter(\.isError)
        let error = try #require(errors.first)
        #expect(error.location.line == 4)
        #expect(error.message.contains("that starts on the line above, at column 5"), "\(error.message)")
    }
}
