import AppearanceKit
import AppearancePreview
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
              appearance demo --screen controls -o controls.svg
            """)

    @Option(name: .shortAndLong, help: ArgumentHelp("The SVG file to write.", valueName: "file"))
    var output = "appearance-demo.svg"

    @OptionGroup var screenOptions: ScreenOptions

    mutating func run() throws {
        let output = output
        let screenOptions = screenOptions
        try reportingFailures {
            let screen = try screenOptions.previewScreen()
            let picture = try Self.demo(size: screenOptions.size.size, screen: screen)
            try OutputFile.write(picture.svg, to: output)
            print(
                """
                Wrote \(output) (\(picture.dimensions)): the \(screen.name) screen in the Dark, Light and Ocean themes, side by side.
                Open it in a web browser. Next:
                  appearance render --theme ocean --style dark -o ocean-dark.svg
                  appearance explain --theme ocean --view card/title --property textColor
                  appearance check my-theme.yaml
                """)
        }
    }

    /// The side-by-side SVG and its size, `WIDTHxHEIGHT`.
    @MainActor
    static func demo(size: Size, screen: PreviewScreen = .demo) throws(CommandFailure) -> (svg: String, dimensions: String) {
        PreviewCatalog.builtin.prepare()
        let themes: [(BuiltinTheme, String, UserInterfaceStyle)] = [
            (.dark, "Dark", .dark), (.light, "Light", .light), (.ocean, "Ocean", .light),
        ]
        var panels: [SVGPanel] = []
        let saved = Appearance.snapshot()
        defer { Appearance.restore(saved) }
        for (builtin, title, style) in themes {
            do {
                try builtin.load().apply()
            } catch {
                throw CommandFailure(rendered: error.description)
            }
            let window: Window
            do {
                window = try screen.makeWindow(for: PreviewEnvironment(size: size, style: style))
            } catch {
                throw CommandFailure(error.message)
            }
            panels.append(SVGPanel(title: title, root: window, size: size))
        }
        let sheet = SVGRenderer.size(of: panels)
        return (SVGRenderer().render(panels: panels), "\(Int(sheet.width))x\(Int(sheet.height))")
    }
}
