import AppearanceRender
import ArgumentParser

/// `render`: one screen in one theme, as SVG.
struct RenderCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "render",
            abstract: "Draw a screen in a theme as SVG.",
            discussion: """
                Applies the theme (a YAML or JSON theme file, or one of the tool's themes: \
                \(ToolCatalog.current.themeNames)), builds the screen (\(ToolCatalog.current.screenNames)) \
                in a window of the given size and interface style, and writes it as SVG to the \
                output file (or to standard output without -o). Theme errors are printed with \
                their file, line and column, and nothing is written.

                \(CommandHelp.examples(CommandHelp.isAppearance ? [
                    "render --theme ocean -o ocean.svg",
                    "render --theme themes/brand.yaml --style dark --size 430x932 -o brand-dark.svg",
                    "render --theme light > light.svg",
                    "render --theme ocean --screen controls -o controls.svg",
                ] : [
                    "render --screen \(CommandHelp.firstScreen) --theme \(CommandHelp.firstTheme) -o \(CommandHelp.firstScreen).svg",
                    "render --screen \(CommandHelp.firstScreen) --theme Themes/brand.yaml --style dark --size 430x932 -o dark.svg",
                ]))
                """)
    }

    @OptionGroup var themeOptions: ThemeOptions

    @OptionGroup var screenOptions: ScreenOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write (default: standard output).", valueName: "file"))
    var output: String?

    mutating func run() throws {
        let options = themeOptions
        let screenOptions = screenOptions
        let output = output
        try reportingFailures {
            // The screen is looked up before the theme applies: a wrong name fails first.
            let screen = try screenOptions.previewScreen()
            let theme = try options.applyTheme()
            let style = options.style(for: theme)
            let window = try screenOptions.makeWindow(screen, style: style)
            let size = screenOptions.size
            let svg = SVGRenderer().render(window, size: size.size)
            guard let output else {
                print(svg, terminator: "")
                return
            }
            try OutputFile.write(svg, to: output)
            print("Wrote \(output): the \(screen.name) screen in \(theme.title), \(style.rawValue) mode, \(size).")
        }
    }
}
