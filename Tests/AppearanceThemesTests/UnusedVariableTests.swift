import AppearanceThemes
import Foundation
import Testing

/// Variables no rule uses are checked as what they evidently are (#42): `check` used to accept
/// a malformed colour in a palette until a rule named it.
@MainActor
@Suite struct UnusedVariableTests {
    /// The theme's diagnostics, rendered, with `variables` under `variables:` and one rule
    /// that uses none of them.
    private func diagnostics(_ variables: String) -> String {
        let text = "name: Palette\nvariables:\n" + variables + "\nrules:\n  - class: Label\n    properties: {textColor: \"#222222\"}\n"
        return ThemeLoader().check(text: text).formatted()
    }

    @Test(arguments: [
        (
            ##"  accent: "#12345""##,
            "theme.yaml:3:12: error: invalid colour '#12345': a hex colour has 3, 6 or 8 digits after '#', this one has 5"
        ),
        ("  faded: rgba(1, 2)", "theme.yaml:3:10: error: "),
        ("  tone: {light: \"#ffffff\", dark: \"#12\"}", "theme.yaml:3:35: error: invalid colour '#12'"),
        ("  link: $acent\n  accent: \"#0000ff\"", "theme.yaml:3:9: error: undefined variable '$acent'; did you mean '$accent'?"),
        ("  a: $b\n  b: $a", "error: variables refer to each other in a loop ($a -> $b -> $a)"),
        ("  shade: darken(#123456, 2)", "theme.yaml:3:26: error: darken's amount is 2, out of range"),
    ])
    func malformedVariablesAreErrors(variables: String, message: String) {
        let found = diagnostics(variables)
        #expect(found.contains(message), "\(found)")
        #expect(found.components(separatedBy: "error:").count == 2, "one error: \(found)")
    }

    @Test(arguments: [
        ##"  ok: "#123456""##, "  size: 12", "  family: Helvetica Neue", "  tone: {light: white, dark: \"#1c1c1e\"}",
        "  spacing: [4, 8]", "  chain: $ok\n  ok: \"#ffffff\"", "  faded: alpha(#ffffff, 0.5)",
        "  keyed: {any: 12, contentSize>=accessibilityMedium: 20}",
    ])
    func wellFormedVariablesAreQuiet(variables: String) {
        #expect(diagnostics(variables) == "")
    }

    @Test func aLongChainOfUnusedVariablesIsCheckedOnceEach() {
        let count = 20_000
        let variables = (0..<count).map { "  v\($0): $v\($0 + 1)" }.joined(separator: "\n") + "\n  v\(count): \"#12\""
        let found = diagnostics(variables)
        #expect(found.contains("error: invalid colour '#12'"), "\(found.prefix(300))")
    }
}
