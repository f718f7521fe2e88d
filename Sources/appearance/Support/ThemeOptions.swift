import AppearanceKit
import AppearanceRender
import AppearanceThemes
import ArgumentParser
import Foundation

/// The options that choose a theme and how to show it: `--theme FILE|NAME` and `--style`.
struct ThemeOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A theme file (.yaml or .json) or a built-in theme: dark, light, ocean.", valueName: "file|name"))
    var theme: String

    @Option(help: "The interface style (default: dark for a theme whose name contains \"dark\", else light).")
    var style: StyleArgument?

    /// Loads the theme: the file at the path if there is one, else the built-in theme of that
    /// name. Warnings go to standard error.
    ///
    /// - Throws: A ``CommandFailure`` with the theme's diagnostics, or naming the themes there are.
    @MainActor
    func loadTheme() throws(CommandFailure) -> ThemeFile {
        DemoScreen.registerClasses()
        let reference = theme
        let isFile = FileManager.default.fileExists(atPath: reference)
        let looksLikePath = reference.contains("/") || reference.contains(".")
        let file: ThemeFile
        do {
            if !isFile, !looksLikePath {
                guard let builtin = BuiltinTheme(rawValue: reference.lowercased()) else {
                    let names = BuiltinTheme.allCases.map(\.rawValue).joined(separator: ", ")
                    throw CommandFailure(
                        "unknown theme '\(reference)'; give a theme file (.yaml or .json) or a built-in theme: \(names)")
                }
                file = try builtin.load()
            } else {
                file = try ThemeLoader().load(contentsOf: URL(fileURLWithPath: reference))
            }
        } catch let error as ThemeError {
            throw CommandFailure(rendered: error.diagnostics.formatted(relativeTo: Console.currentDirectory))
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("cannot load the theme '\(reference)'")
        }
        if !file.warnings.isEmpty {
            Console.printError(file.warnings.formatted(relativeTo: Console.currentDirectory))
        }
        return file
    }

    /// The interface style to draw `theme` in.
    @MainActor
    func style(for theme: ThemeFile) -> StyleArgument {
        style ?? StyleArgument.default(forThemeNamed: theme.name)
    }
}
