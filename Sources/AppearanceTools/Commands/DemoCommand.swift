import AppearanceAudit
import AppearanceKit
import AppearancePreview
import AppearanceRender
import AppearanceThemes
import ArgumentParser

/// `appearance demo`: the demo screen in the Brand theme (light and dark), which passes the
/// contrast audit, beside the article's Ocean theme with its failures marked, in one SVG file.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Draw the demo screen in the Brand theme, light and dark, beside the article's Ocean theme, into one SVG.",
        discussion: """
            Styles a settings-like screen (navigation bar, labels, switch, slider, stepper, \
            segmented control, buttons, a card, a table and a tab bar) with the Brand theme in \
            light and dark mode and with the article's Ocean theme, audits each picture for \
            contrast (WCAG AA), outlines every view that fails with its ratio, and writes the \
            three pictures side by side into one SVG file in the current folder. Open the file \
            in a web browser; `appearance audit` lists the failures with the rules that caused them.

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
            let picture = try Self.demo(size: screenOptions.size.size, screen: screen, options: screenOptions)
            try OutputFile.write(picture.svg, to: output)
            print(
                """
                Wrote \(output) (\(picture.dimensions)): the \(screen.name) screen in \(picture.summary).
                Open it in a web browser. Next:
                  appearance audit --theme ocean
                  appearance render --theme ocean --style dark -o ocean-dark.svg
                  appearance explain --theme ocean --view card/title --property textColor
                  appearance check my-theme.yaml
                """)
        }
    }

    /// The side-by-side SVG, its size (`WIDTHxHEIGHT`) and what it shows.
    @MainActor
    static func demo(
        size: Size, screen: PreviewScreen, options: ScreenOptions
    ) throws(CommandFailure) -> (svg: String, dimensions: String, summary: String) {
        PreviewCatalog.builtin.prepare()
        let panels: [(theme: PreviewTheme, title: String, style: UserInterfaceStyle)] = [
            (.brand, "Brand, light", .light), (.brand, "Brand, dark", .dark), (.builtin(.ocean), "Ocean", .light),
        ]
        var drawn: [SVGPanel] = []
        var failures: [Int] = []
        let saved = Appearance.snapshot()
        defer { Appearance.restore(saved) }
        for panel in panels {
            do {
                try panel.theme.apply()
            } catch {
                throw CommandFailure(error)
            }
            // `--contrast` and `--content-size` reach every panel (#33); the panel sets the style.
            let state = options.state(style: panel.style)
            let window: Window
            do {
                window = try screen.makeWindow(for: PreviewEnvironment(size: size, traits: state.traits))
            } catch {
                throw CommandFailure(error.message)
            }
            // The article's Ocean fails where its colours meet; each failing view is outlined.
            let findings = ThemeAudit.contrastFindings(
                in: SVGRenderer().drawing(window, size: size), of: window, theme: panel.theme.name, screen: screen.name,
                state: state)
            failures.append(findings.count)
            let verdict = findings.isEmpty ? "passes AA" : "\(findings.count) fail AA"
            drawn.append(SVGPanel(
                title: "\(panel.title): \(verdict)", root: window, size: size, idPrefix: "p\(drawn.count)-",
                annotations: findings.compactMap(\.annotation)))
        }
        let sheet = SVGRenderer.size(of: drawn)
        func verdict(_ count: Int) -> String { count == 0 ? "passes AA" : "\(count) contrast \(count == 1 ? "failure" : "failures") marked" }
        let summary = "Brand (light: \(verdict(failures[0])); dark: \(verdict(failures[1]))) beside the article's Ocean "
            + "(\(verdict(failures[2])))"
        return (SVGRenderer().render(panels: drawn), "\(Int(sheet.width))x\(Int(sheet.height))", summary)
    }
}
