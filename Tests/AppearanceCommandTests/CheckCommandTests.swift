import Foundation
import Testing

/// `appearance check`.
@Suite struct CheckCommandTests {
    @Test func validFilesPassQuietly() throws {
        let run = try AppearanceTool.run(["check", "valid.yaml", "brand.json"])
        #expect(run.status == 0)
        #expect(run.stdout == "valid.yaml: ok\nbrand.json: ok\n")
        #expect(run.stderr == "")
    }

    /// The README's command, run from the package's root as the README says.
    @Test func theREADMEsThemeChecksClean() throws {
        let root = AppearanceTool.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let run = try AppearanceTool.run(["check", "docs/themes/brand.yaml"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "docs/themes/brand.yaml: ok\n")
        #expect(run.stderr == "")
    }

    @Test func anInvalidFileFailsTheCheckWithItsDiagnostics() throws {
        let run = try AppearanceTool.run(["check", "valid.yaml", "invalid.yaml"])
        #expect(run.status == 1)
        #expect(run.stdout == "valid.yaml: ok\ninvalid.yaml: 2 errors\n")
        #expect(
            run.stderr == """
                invalid.yaml:6:7: error: unknown property 'textColour' for Label; did you mean 'textColor'?
                      textColour: "#5A2A27"
                      ^
                invalid.yaml:10:28: error: invalid colour '#FF6B3': a hex colour has 3, 6 or 8 digits after '#', this one has 5; write one like "#1E90FF"
                      titleColor[normal]: "#FF6B3"
                                           ^

                """)
    }

    @Test(arguments: [(strict: false, status: Int32(0)), (strict: true, status: Int32(1))])
    func warningsFailOnlyWhenStrict(strict: Bool, status: Int32) throws {
        let run = try AppearanceTool.run(["check"] + (strict ? ["--strict"] : []) + ["warning.yaml"])
        #expect(run.status == status)
        #expect(run.stdout == "warning.yaml: ok, 1 warning\n")
        #expect(
            run.stderr == """
                warning.yaml:5:5: warning: unknown key 'colour' in a rule is ignored; the keys are class, containers, traits, styleClass, optional, properties
                    colour: red
                    ^

                """)
    }

    @Test func aMissingFileIsOneClearLine() throws {
        let run = try AppearanceTool.run(["check", "missing.yaml"])
        #expect(run.status == 1)
        #expect(run.stdout == "missing.yaml: 1 error\n")
        #expect(run.stderr == "missing.yaml: error: cannot read the theme file (no such file); check the path\n")
    }

    @Test func checkWithoutFilesIsAUsageError() throws {
        let run = try AppearanceTool.run(["check"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: Missing expected argument '<file> ...'\n"))
    }

    /// `--require high-contrast` warns, with the location, and fails only with `--strict` (#33).
    @Test func requireHighContrastWarnsAtTheColour() throws {
        let folder = try AppearanceTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        name: HC
        rules:
          - class: Label
            properties:
              textColor: {light: "#333333", dark: "#eeeeee"}
        """.write(to: folder.appendingPathComponent("hc.yaml"), atomically: true, encoding: .utf8)
        let plain = try AppearanceTool.run(["check", "hc.yaml"], in: folder)
        #expect(plain.stdout == "hc.yaml: ok\n")
        let required = try AppearanceTool.run(["check", "--require", "high-contrast", "hc.yaml"], in: folder)
        #expect(required.status == 0)
        #expect(required.stdout == "hc.yaml: ok, 1 warning\n")
        #expect(required.stderr.hasPrefix("hc.yaml:5:18: warning: textColor of Label has light and dark values but none for high contrast"))
        let strict = try AppearanceTool.run(["check", "--strict", "--require", "high-contrast", "hc.yaml"], in: folder)
        #expect(strict.status == 1)
    }
}
