@_exported public import AppearancePreview
import ArgumentParser
import Foundation

/// The tools as a library: one call gives an app's own executable the `studio`, `render`,
/// `explain` and `check` commands over the app's screens and themes, with the options and
/// help of `appearance`.
///
/// ```swift
/// // Sources/app-studio/main.swift
/// import AppearanceTools
///
/// AppearanceTools.main(PreviewCatalog(
///     screens: [.rootViewController("list") { _ in ListViewController() }],
///     themes: [.swift("ocean") { OceanTheme().apply(for: Application.shared) }, .file("Themes/brand.yaml")]))
/// ```
///
/// Then `swift run app-studio studio` serves the studio, `swift run app-studio render --screen
/// list --theme ocean -o list.svg` draws a screen, and `swift run app-studio explain --screen
/// list --view title --property textColor` says which line of the app's code set a value.
public enum AppearanceTools {
    /// Parses the process's arguments (or `arguments`) as one of the commands, runs it over
    /// `catalog`, and exits.
    ///
    /// - Parameters:
    ///   - catalog: The app's screens and themes.
    ///   - commandName: The tool's name in help and examples (default: the executable's name).
    ///   - arguments: The arguments, without the executable; `nil` for the process's.
    public static func main(_ catalog: PreviewCatalog, commandName: String? = nil, arguments: [String]? = nil) {
        ToolCatalog.current = catalog
        ToolCatalog.commandName =
            commandName ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app-studio"
        AppToolCommand.main(arguments)
    }

    /// Parses and runs `arguments` over `catalog` without exiting: errors are thrown (a
    /// command's failure as ArgumentParser's `ExitCode`). For the package's tests, which run
    /// the tools in process.
    package static func run(_ catalog: PreviewCatalog, commandName: String, arguments: [String]) throws {
        try withCatalog(catalog, commandName: commandName) {
            var command = try AppToolCommand.parseAsRoot(arguments)
            try command.run()
        }
    }

    /// The help an app's tool prints, for the root command or one subcommand by name.
    package static func helpMessage(_ catalog: PreviewCatalog, commandName: String, subcommand: String? = nil) -> String {
        withCatalog(catalog, commandName: commandName) {
            let command = subcommand.flatMap { name in
                AppToolCommand.configuration.subcommands.first { $0.configuration.commandName == name }
            }
            return command.map { AppToolCommand.helpMessage(for: $0) } ?? AppToolCommand.helpMessage()
        }
    }

    /// Runs `body` with the tools showing `catalog` as `commandName`, then puts back what they
    /// showed.
    private static func withCatalog<Result>(
        _ catalog: PreviewCatalog, commandName: String, _ body: () throws -> Result
    ) rethrows -> Result {
        let (previous, previousName) = (ToolCatalog.current, ToolCatalog.commandName)
        ToolCatalog.current = catalog
        ToolCatalog.commandName = commandName
        defer {
            ToolCatalog.current = previous
            ToolCatalog.commandName = previousName
        }
        return try body()
    }

    /// Runs `appearance`: the commands over the package's demo screens and built-in themes,
    /// and `demo`.
    package static func mainAppearance() {
        ToolCatalog.current = .builtin
        ToolCatalog.commandName = "appearance"
        AppearanceCommand.main()
    }
}
