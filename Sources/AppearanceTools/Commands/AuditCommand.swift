import AppearanceAudit
import AppearanceKit
import AppearancePreview
import ArgumentParser
import Foundation

/// `audit`: contrast in every trait state, and dead and shadowed rules, over screens × themes.
struct AuditCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "audit",
            abstract: "Check themes on every screen in every trait state: text and control contrast, dead and shadowed rules.",
            discussion: """
                Applies each theme (theme files, or the tool's themes: \(ToolCatalog.current.themeNames); \
                all of them by default), builds each screen (\(ToolCatalog.current.screenNames)) in every \
                state of the trait matrix (default: \(MainActor.assumeIsolated { TraitMatrix.default.description })), \
                draws it, and checks every text and every control part that shows a state against what \
                it is drawn on (WCAG 2.x: AA asks 4.5:1, large text 3:1, parts 3:1). Each failure is \
                printed at the rule that set its colour, file:line:column, with where the background \
                came from. Rules that match no view, or never win, are warnings.

                Exits with 1 when any contrast check fails at the level (after the baseline), 2 when \
                a theme does not load or an argument is wrong, 0 otherwise.

                \(CommandHelp.examples(CommandHelp.isAppearance ? [
                    "audit", "audit docs/themes/brand.yaml",
                    "audit --theme ocean --matrix style=light,dark contrast=normal,high",
                    "audit --level AAA --format sarif -o audit.sarif",
                    "audit --baseline audit-baseline.json",
                ] : [
                    "audit", "audit --theme \(CommandHelp.firstTheme) --screen \(CommandHelp.firstScreen)",
                    "audit --format sarif -o audit.sarif",
                ]))
                """)
    }

    @Argument(help: ArgumentHelp("Theme files to audit (instead of, or besides, --theme).", valueName: "file"))
    var files: [String] = []

    @Option(
        name: .customLong("theme"), help: ArgumentHelp("A theme to audit, by name or path (repeatable; default: all).", valueName: "name"))
    var themes: [String] = []

    @Option(name: .customLong("screen"), help: ArgumentHelp("A screen to audit (repeatable; default: all).", valueName: "name"))
    var screens: [String] = []

    @OptionGroup var interfaceBuilder: InterfaceBuilderOptions

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "The trait states: trait=value,value … (style, contrast, contentSize, horizontalSizeClass, "
                + "verticalSizeClass, legibilityWeight, or an app's trait).", valueName: "trait=values"))
    var matrix: [String] = []

    @Option(help: "The WCAG level: AA or AAA.")
    var level: LevelArgument = .aa

    @Option(help: "The output: text (compiler-style), json or sarif (SARIF 2.1.0).")
    var format: Format = .text

    @Option(name: .shortAndLong, help: ArgumentHelp("The file to write the report to (default: standard output).", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Accept the findings recorded in this file; fail only on new ones.", valueName: "file"))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"),
        help: ArgumentHelp("Record every finding in this file as accepted (keeping the file's comment).", valueName: "file"))
    var writeBaseline: String?

    @Option(
        name: .customLong("source-root"),
        help: ArgumentHelp(
            "The folder locations are relative to (default: the current folder); SARIF names it %SRCROOT%, so code scanning places findings in the repository.",
            valueName: "folder"))
    var sourceRoot: String?

    @Flag(name: .customLong("no-coverage"), help: "Do not report dead and shadowed rules.")
    var noCoverage = false

    @Option(help: ArgumentHelp("The screen size in points.", valueName: "WxH"))
    var size = ScreenSize(PreviewEnvironment.defaultSize)

    /// `--format`.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, sarif
    }

    /// `--level AA` or `--level AAA`, in any case.
    struct LevelArgument: ExpressibleByArgument {
        let level: ContrastLevel
        static let aa = LevelArgument(level: .aa)
        init(level: ContrastLevel) { self.level = level }
        init?(argument: String) {
            guard let level = ContrastLevel(name: argument) else { return nil }
            self.level = level
        }
        static var allValueStrings: [String] { ContrastLevel.allCases.map(\.rawValue) }
        var defaultValueDescription: String { level.rawValue }
    }

    mutating func run() throws {
        let command = self
        let status = MainActor.assumeIsolated { command.audit() }
        if status != 0 { throw ExitCode(status) }
    }

    /// Runs the audit and prints it; the exit status.
    @MainActor
    private func audit() -> Int32 {
        do throws(ToolError) {
            try interfaceBuilder.install()
            let matrix = self.matrix.isEmpty ? TraitMatrix.default : try TraitMatrix(parsing: self.matrix)
            // An app's Interface Builder file is audited with its own look unless a theme is given.
            let chosen = themes + files + (interfaceBuilder.file != nil && themes.isEmpty && files.isEmpty ? ["none"] : [])
            let audit = try ThemeAudit(
                catalog: ToolCatalog.current, screens: screens.isEmpty ? nil : screens, themes: chosen.isEmpty ? nil : chosen,
                matrix: matrix, level: level.level, size: size.size, checksCoverage: !noCoverage)
            var report = try audit.run()
            if let baseline { report = report.applying(try AuditBaseline(contentsOf: baseline)) }
            if let writeBaseline {
                // Rewriting a baseline keeps the comment that says why its findings are accepted.
                let comment = (try? AuditBaseline(contentsOf: writeBaseline))?.comment
                try OutputFile.write(AuditBaseline(accepting: report, comment: comment).json(), to: writeBaseline)
                Console.printError("Wrote \(writeBaseline): \(report.findings.count) findings accepted.")
            }
            let paths = sourceRoot.map { SourcePaths(root: URL(fileURLWithPath: $0).standardizedFileURL.path) } ?? .tool
            let text: String =
                switch format {
                case .text:
                    report.text(place: paths.text(of:)) + "\n"
                case .json: report.json(paths: paths)
                case .sarif: report.sarif(paths: paths)
                }
            if let output {
                try OutputFile.write(text, to: output)
                let errors = report.violations.count
                Console.printError(
                    "Wrote \(output): \(errors) contrast \(errors == 1 ? "error" : "errors"), "
                        + "\(report.findings.count - errors) rule warnings.")
            } else {
                print(text, terminator: "")
            }
            return report.violations.isEmpty ? 0 : 1
        } catch {
            Console.printError(error.consoleText)
            return ToolError.exitStatus(for: error.kind, oneMeansFindings: true)
        }
    }
}
