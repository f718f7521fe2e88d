/// Help text that names the tool it is run as: `appearance` shows the demo's examples, an
/// app's tool its own screens and themes.
enum CommandHelp {
    /// Whether this is the `appearance` tool over the package's demo.
    static var isAppearance: Bool { ToolCatalog.commandName == "appearance" }

    /// `Examples:` and one indented line per example, each starting with the tool's name.
    static func examples(_ lines: [String]) -> String {
        "Examples:\n" + lines.map { "  \(ToolCatalog.commandName) \($0)" }.joined(separator: "\n")
    }

    /// The catalog's first screen's name, for examples.
    static var firstScreen: String { ToolCatalog.current.screens.first?.name ?? "main" }

    /// The catalog's first theme's name, for examples.
    static var firstTheme: String { ToolCatalog.current.themes.first?.name ?? "theme.yaml" }
}
