import AppearanceKit
import AppearancePreview
import AppearanceThemes
import ArgumentParser
import Foundation

/// The options that choose a theme and how to show it: `--theme FILE|NAME` and `--style`.
struct ThemeOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A theme file (.yaml or .json) or one of the themes: \(ToolCatalog.current.themeNames) "
                + "(default: \(ToolCatalog.current.themes.first?.name ?? "none")).",
            valueName: "file|name"))
    var theme: String?

    @Option(help: "The interface style (default: dark for a theme whose name contains \"dark\", else light).")
    var style: StyleArgument?

    /// The theme `--theme` names: a catalog theme, or a theme file (the catalog's first theme
    /// when none is given).
    ///
    /// - Throws: A ``/AppearancePreview/ToolError`` naming the themes there are, or the missing
    ///   file.
    @MainActor
    func previewTheme() throws(ToolError) -> PreviewTheme {
        let catalog = ToolCatalog.current
        guard let reference = theme else {
            guard let first = catalog.themes.first else { throw ToolError(.notFound, "no theme to show; give one with --theme FILE") }
            return first
        }
        return try catalog.theme(reference)
    }

    /// Registers the catalog's classes, then applies the theme: a file's warnings go to
    /// standard error, as does a Swift theme's that recorded no rule.
    ///
    /// - Throws: A ``/AppearancePreview/ToolError`` with the theme's diagnostics, or naming the
    ///   themes there are.
    @MainActor
    func applyTheme() throws(ToolError) -> PreviewTheme {
        ToolCatalog.current.prepare()
        let theme = try previewTheme()
        let applied = try theme.apply()
        if !applied.diagnostics.isEmpty {
            Console.printError(applied.diagnostics.formatted(relativeTo: Console.currentDirectory))
        } else if !applied.warnings.isEmpty {
            Console.printError(applied.warnings.joined(separator: "\n"))
        }
        return theme
    }

    /// The interface style to draw `theme` in.
    func style(for theme: PreviewTheme) -> UserInterfaceStyle {
        style?.userInterfaceStyle ?? theme.defaultStyle
    }
}
