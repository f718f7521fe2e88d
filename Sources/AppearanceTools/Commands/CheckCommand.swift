import AppearanceThemes
import ArgumentParser
import Foundation

/// `check`: the diagnostics of theme files.
struct CheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "check",
            abstract: "Check theme files and print their errors and warnings.",
            discussion: """
                Reads each theme file (and the themes it extends) and prints every problem as \
                path:line:column: error: message, with the line and a caret, on standard error; \
                then one line per file on standard output. Exits with status 0 only when no file \
                has an error (or, with --strict, a warning).

                \(CommandHelp.examples([
                    "check themes/brand.yaml", "check --strict themes/*.yaml",
                    "check --require high-contrast themes/brand.yaml",
                ]))
                """)
    }

    @Argument(help: ArgumentHelp("The theme files to check.", valueName: "file"))
    var files: [String]

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "Also warn where a theme misses what is required: high-contrast (every text and background colour "
                + "that differs between light and dark has a high-contrast value).", valueName: "requirement"))
    var require: [Requirement] = []

    /// What `--require` can ask for.
    enum Requirement: String, CaseIterable, ExpressibleByArgument {
        /// Text and background colours with light and dark values have high-contrast values too.
        case highContrast = "high-contrast"
    }

    mutating func run() throws {
        let files = files
        let strict = strict
        let requirements = Set(require)
        let failed = MainActor.assumeIsolated {
            var failed = false
            ToolCatalog.current.prepare()
            let loader = ThemeLoader()
            let folder = Console.currentDirectory
            for path in files {
                var diagnostics = loader.check(contentsOf: URL(fileURLWithPath: path))
                if requirements.contains(.highContrast), !diagnostics.contains(where: \.isError),
                    let theme = try? loader.load(contentsOf: URL(fileURLWithPath: path))
                {
                    diagnostics += HighContrastCheck.warnings(for: theme)
                }
                if !diagnostics.isEmpty { Console.printError(diagnostics.formatted(relativeTo: folder)) }
                let errors = diagnostics.filter(\.isError).count
                let warnings = diagnostics.count - errors
                if errors > 0 || (strict && warnings > 0) { failed = true }
                print("\(path): \(Self.summary(errors: errors, warnings: warnings))")
            }
            return failed
        }
        if failed { throw ExitCode.failure }
    }

    /// `ok`, `ok, 1 warning`, `2 errors, 1 warning`.
    static func summary(errors: Int, warnings: Int) -> String {
        var parts: [String] = []
        if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
        if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
        return errors == 0 ? (["ok"] + parts).joined(separator: ", ") : parts.joined(separator: ", ")
    }
}
