import AppearanceAudit
import AppearanceKit
import AppearancePreview
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
                outlined and labelled with its ratio (--level sets the level). With --matrix, the \
                screen is drawn in every combination of the traits given, in one grid: the last \
                trait across, the others down; --style, --contrast and --content-size then apply to \
                every state, unless the matrix names the same trait (an error: give it once). \
                Options that would do nothing in the combination given are errors (exit 2).

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

    @OptionGroup var interfaceBuilder: InterfaceBuilderOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write (default: standard output).", valueName: "file"))
    var output: String?

    @Flag(help: "Outline each view that fails the contrast level, labelled with its ratio.")
    var audit = false

    @Option(help: "The contrast level --audit checks: AA or AAA (default: AA).")
    var level: AuditCommand.LevelArgument?

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Draw every combination of these traits in one grid: trait=value,value …", valueName: "trait=values"))
    var matrix: [String] = []

    mutating func run() throws {
        let options = themeOptions
        let interfaceBuilder = interfaceBuilder
        let screenOptions = screenOptions
        let output = output
        let audit = audit ? (level ?? .aa).level : nil
        let levelWithoutAudit = level != nil && audit == nil
        let matrixWords = matrix
        try reportingFailures { () throws(ToolError) in
            try interfaceBuilder.install()
            if levelWithoutAudit {
                throw ToolError(.badRequest, "--level sets the level --audit outlines; add --audit, or leave --level out")
            }
            // The screen and the matrix are read before the theme applies: a wrong name fails first.
            let screen = try screenOptions.previewScreen()
            var matrix: TraitMatrix?
            if !matrixWords.isEmpty {
                let base = try Self.baseDimensions(matrix: matrixWords, style: options.style, screen: screenOptions)
                matrix = try TraitMatrix(base + TraitMatrix.dimensions(parsing: matrixWords))
            }
            let theme = try options.applyTheme()
            let size = screenOptions.size
            let svg: String
            let described: String
            if let matrix {
                svg = try matrix.picture(of: screen, size: size.size, audit: audit, theme: theme.name)
                described = "in \(matrix.states.count) states (\(matrix))"
            } else {
                let style = options.style(for: theme)
                let window = try screenOptions.makeWindow(screen, style: style)
                // The whole content, below the fold too (#42).
                let full = Layout.fullContentSize(of: window, size: size.size)
                if let audit {
                    let drawing = SVGRenderer().drawing(window, size: full)
                    let state = screenOptions.state(style: style)
                    let findings = ThemeAudit.contrastFindings(
                        in: drawing, of: window, theme: theme.name, screen: screen.name, state: state, level: audit)
                    svg = SVGRenderer().render(window, size: full, annotations: findings.compactMap(\.annotation))
                    described =
                        "\(style.rawValue) mode, \(size), \(findings.count) contrast \(findings.count == 1 ? "failure" : "failures") marked"
                } else {
                    svg = SVGRenderer().render(window, size: full)
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

    /// The traits the options set (`--style`, `--contrast`, `--content-size`) as one-valued
    /// dimensions before the matrix's, so they apply to every state.
    ///
    /// - Throws: A ``/AppearancePreview/ToolError`` (a bad request) when the matrix names a trait
    ///   an option sets too.
    @MainActor
    static func baseDimensions(
        matrix words: [String], style: StyleArgument?, screen: ScreenOptions
    ) throws(ToolError) -> [TraitMatrix.Dimension] {
        let named = Set(
            words.map { word in
                let name = String(word.prefix { $0 != "=" })
                return ["size", "content-size", "preferredContentSizeCategory"].contains(name)
                    ? "contentSize"
                    : name == "userInterfaceStyle" ? "style" : name == "accessibilityContrast" ? "contrast" : name
            })
        let given: [(option: String, trait: String, value: String?)] = [
            ("--style", "style", style?.rawValue), ("--contrast", "contrast", screen.contrast?.rawValue),
            ("--content-size", "contentSize", screen.contentSize?.category.rawValue),
        ]
        var base: [TraitMatrix.Dimension] = []
        for (option, trait, value) in given {
            guard let value else { continue }
            if named.contains(trait) {
                throw ToolError(.badRequest, "\(option) and --matrix \(trait)=… both set \(trait); give it in one place")
            }
            base.append(TraitMatrix.Dimension(trait, [value]))
        }
        return base
    }
}
