import AppearanceRender
import AppearanceThemes
import ArgumentParser

/// `appearance render`: one screen in one theme, as SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a screen in a theme as SVG.",
        discussion: """
            Applies the theme (a YAML or JSON theme file, or a built-in theme: dark, light, \
            ocean), builds the screen in a window of the given size and interface style, and \
            writes it as SVG to the output file (or to standard output without -o). Theme \
            errors are printed with their file, line and column, and nothing is written.

            Examples:
              appearance render --theme ocean -o ocean.svg
              appearance render --theme themes/brand.yaml --style dark --size 430x932 -o brand-dark.svg
              appearance render --theme light > light.svg
              appearance render --theme ocean --screen controls -o controls.svg
            """)

    @OptionGroup var themeOptions: ThemeOptions

    @Option(help: "The screen to draw.")
    var screen = ScreenArgument.demo

    @Option(help: ArgumentHelp("The screen size in points.", valueName: "WxH"))
    var size = ScreenSize(DemoScreen.defaultSize)

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write (default: standard output).", valueName: "file"))
    var output: String?

    mutating func run() throws {
        let options = themeOptions
        let size = size
        let output = output
        let screen = screen
        try reportingFailures {
            let theme = try options.loadTheme()
            let style = options.style(for: theme)
            theme.apply()
            let window = screen.makeWindow(size: size.size, style: style.userInterfaceStyle)
            let svg = SVGRenderer().render(window, size: size.size)
            guard let output else {
                print(svg, terminator: "")
                return
            }
            try OutputFile.write(svg, to: output)
            print("Wrote \(output): \(screen.title) in \(theme.name), \(style.rawValue) mode, \(size).")
        }
    }
}
