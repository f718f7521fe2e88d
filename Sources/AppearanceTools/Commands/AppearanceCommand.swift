import ArgumentParser

/// The `appearance` command-line tool: pictures of themed screens, theme checks, explanations
/// and the studio. (The benchmark is `appearance-bench`, in the `Benchmarks` package.)
struct AppearanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appearance",
        abstract: "Style, check, explain and preview swift-appearance themes.",
        discussion: """
            Themes are YAML or JSON files, or the built-in themes dark, light and ocean.

            Examples:
              appearance demo
              appearance render --theme ocean --style dark -o ocean-dark.svg
              appearance check themes/brand.yaml
              appearance explain --theme ocean --view card/title --property textColor
              appearance studio --theme themes/brand.yaml
            """,
        subcommands: [DemoCommand.self, RenderCommand.self, CheckCommand.self, ExplainCommand.self, AuditCommand.self, StudioCommand.self],
        defaultSubcommand: DemoCommand.self)
}
