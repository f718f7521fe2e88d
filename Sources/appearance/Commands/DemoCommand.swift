import AppearanceRender
import AppearanceThemes
import ArgumentParser

/// `appearance demo`: the demo screen in the Dark, Light and Ocean themes, side by side in one
/// SVG file.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Draw the demo screen in the Dark, Light and Ocean themes, side by side, into one SVG.",
        discussion: """
            Styles a settings-like screen (navigation bar, labels, switch, slider, stepper, \
            segmented control, buttons, a card, a table and a tab bar) with each built-in theme \
            and writes the three pictures side by side into one SVG file in the current folder. \
            Open the file in a web browser.

            Examples:
              appearance demo
              appearance demo -o themes.svg --size 430x932
            """)

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write.", valueName: "file"))
    var output = "appearance-demo.svg"

    @Option(help: ArgumentHelp("The screen size in points.", valueName: "WxH"))
    var size = ScreenSize(DemoScreen.defaultSize)

    mutating func run() throws {
        let output = output
        let size = size
        try reportingFailures {
            let summary = try Self.demo(size: size.size)
            try OutputFile.write(summary.svg, to: output)
            print("Wrote \(output): the demo screen in Dark, Light and Ocean, side by side (\(summary.dimensions)).")
            for line in summary.lines { print("  " + line) }
            print("Open it in a web browser. Next: appearance render --theme ocean -o ocean.svg (see appearance help)")
        }
    }

    /// The side-by-side SVG and a line per theme.
    @MainActor
    static func demo(size: Size) throws(CommandFailure) -> (svg: String, dimensions: String, lines: [String]) {
        DemoScreen.registerClasses()
        let themes: [(BuiltinTheme, String, UserInterfaceStyle)] = [
            (.dark, "Dark", .dark), (.light, "Light", .light), (.ocean, "Ocean", .light),
        ]
        var panels: [SVGPanel] = []
        var lines: [String] = []
        let saved = Appearance.snapshot()
        defer { Appearance.restore(saved) }
        for (builtin, title, style) in themes {
            let theme: ThemeFile
            do {
                theme = try builtin.load()
            } catch {
                throw CommandFailure(rendered: error.description)
            }
            theme.apply()
            let screen = DemoScreen.make(size: size, style: style)
            panels.append(SVGPanel(title: title, root: screen.window, size: size))
            let rules = theme.documents.reduce(0) { $0 + $1.rules.count }
            let mode = style == .dark ? "dark mode" : "light mode"
            lines.append(
                title.padding(to: 7) + mode.padding(to: 12) + "\(rules) rules, "
                    + "\(theme.resolved.assignments.count) values (built-in \(builtin.rawValue).yaml)")
        }
        let svg = SVGRenderer().render(panels: panels)
        let spacing = 32.0
        let width = Int(panels.reduce(spacing) { $0 + $1.size.width + spacing })
        let height = Int(size.height + 36 + 2 * spacing)
        return (svg, "\(width)x\(height)", lines)
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(width - count, 0))
    }
}
