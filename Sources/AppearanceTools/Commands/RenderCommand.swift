import AppearanceAudit
import AppearanceKit
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

                With --audit, each view whose text or control part fails the contrast level is \
                outlined and labelled with its ratio. With --matrix, the screen is drawn in every \
                combination of the traits given, in one grid: the last trait across, the others \
                down (--style, --contrast and --content-size are then the matrix's).

                \(CommandHelp.examples(CommandHelp.isAppearance ? [
                    "render --theme ocean -o ocean.svg",
                    "render --theme themes/brand.yaml --style dark --size 430x932 -o brand-dark.svg",
                    "render --theme light > light.svg",
                    "render --theme ocean --screen controls -o controls.svg",
                    "render --theme ocean --audit -o ocean-audit.svg",
                    "render --theme docs/themes/brand.yaml --matrix style=light,dark contrast=normal,high -o matrix.svg",
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

    @Flag(help: "Outline each view that fails the contrast level, labelled with its ratio.")
    var audit = false

    @Option(help: "The contrast level --audit checks: AA or AAA.")
    var level: AuditCommand.LevelArgument = .aa

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Draw every combination of these traits in one grid: trait=value,value …", valueName: "trait=values"))
    var matrix: [String] = []

    mutating func run() throws {
        let options = themeOptions
        let screenOptions = screenOptions
        let output = output
        let audit = audit ? level.level : nil
        let matrixWords = matrix
        try reportingFailures {
            // The screen and the matrix are read before the theme applies: a wrong name fails first.
            let screen = try screenOptions.previewScreen()
            var matrix: TraitMatrix?
            do throws(AuditError) {
                if !matrixWords.isEmpty { matrix = try TraitMatrix(parsing: matrixWords) }
            } catch {
                throw CommandFailure(error.message)
            }
            let theme = try options.applyTheme()
            let size = screenOptions.size
            let svg: String
            let described: String
            if let matrix {
                do throws(AuditError) {
                    svg = try matrix.picture(of: screen, size: size.size, audit: audit, theme: theme.name)
                } catch {
                    throw CommandFailure(error.message)
                }
                described = "in \(matrix.states.count) states (\(matrix))"
            } else {
                let style = options.style(for: theme)
                let window = try screenOptions.makeWindow(screen, style: style)
                if let audit {
                    let drawing = SVGRenderer().drawing(window, size: size.size)
                    let state = screenOptions.state(style: style)
                    let findings = ThemeAudit.contrastFindings(
                        in: drawing, of: window, theme: theme.name, screen: screen.name, state: state, level: audit)
                    svg = SVGRenderer().render(window, size: size.size, annotations: findings.compactMap(\.annotation))
                    described = "\(style.rawValue) mode, \(size), \(findings.count) contrast \(findings.count == 1 ? "failure" : "failures") marked"
                } else {
                    svg = SVGRenderer().render(window, size: size.size)
                    described = "\(style.rawValue) mode, \(size)"
                }
            }
            guard let output else {
                print(svg, terminator: "")
                return
            }
            try OutputFile.write(svg, to: output)
            print("Wrote \(output): the \(screen.name) screen in \(theme.title), \(described).")
        }
    }
}
