import ArgumentParser

/// The `appearance` command-line tool: pictures of themed screens, theme checks, explanations
/// and the benchmark.
@main
struct AppearanceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appearance",
        abstract: "Style, check, explain and benchmark swift-appearance themes.",
        subcommands: [DemoCommand.self, BenchCommand.self],
        defaultSubcommand: DemoCommand.self)
}
