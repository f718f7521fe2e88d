import ArgumentParser

/// The root command of an app's own tool (``AppearanceTools/main(_:commandName:arguments:)``):
/// the studio, render, explain and check over the app's screens and themes.
struct AppToolCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        let name = ToolCatalog.commandName
        let catalog = ToolCatalog.current
        let screen = catalog.screens.first?.name ?? "main"
        let theme = catalog.themes.first?.name ?? "theme.yaml"
        return CommandConfiguration(
            commandName: name,
            abstract: "Preview, explain and check this app's screens in its themes.",
            discussion: """
                Screens: \(catalog.screenNames)
                Themes: \(catalog.themeNames), or any theme file (.yaml or .json)

                Examples:
                  \(name) studio
                  \(name) render --screen \(screen) --theme \(theme) -o \(screen).svg
                  \(name) explain --screen \(screen) --view PATH --property textColor
                """,
            subcommands: [StudioCommand.self, RenderCommand.self, ExplainCommand.self, CheckCommand.self, AuditCommand.self])
    }
}
