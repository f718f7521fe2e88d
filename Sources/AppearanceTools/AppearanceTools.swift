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

    /// Runs `appearance`: the commands over the package's demo screens and built-in themes,
    /// and `demo`.
    package static func mainAppearance() {
        ToolCatalog.current = .builtin
        ToolCatalog.commandName = "appearance"
        AppearanceCommand.main()
    }
}
