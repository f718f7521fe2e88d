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
        try reportingFailures { () throws(ToolError) in
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
    ///
    /// The three themes are three scopes (#35) in one live tree: one window holds three panels
    /// side by side, each carrying its theme's scope (and the dark panel its style) over a copy
    /// of the screen, with no global rules at all.
    @MainActor
    static func demo(
        size: CGSize, screen: PreviewScreen, options: ScreenOptions
    ) throws(ToolError) -> (svg: String, dimensions: String, summary: String) {
        PreviewCatalog.builtin.prepare()
        let panels: [(theme: PreviewTheme, title: String, style: UserInterfaceStyle)] = [
            (.brand, "Brand, light", .light), (.brand, "Brand, dark", .dark), (.builtin(.ocean), "Ocean", .light),
        ]
        let saved = Appearance.snapshot()
        Appearance.reset()
        defer { Appearance.restore(saved) }
        // `--contrast` and `--content-size` reach every panel (#33) through the window; each
        // panel sets its style.
        let sideBySide = try ScopedPanels(
            screen: screen, size: size, windowTraits: options.state(style: .light).traits,
            panels: try panels.map { panel throws(ToolError) in
                ScopedPanels.Panel(
                    scope: try panel.theme.makeScope(), style: panel.style, traits: options.state(style: panel.style).traits)
            })
        var drawn: [SVGPanel] = []
        var failures: [Int] = []
        for (panel, container) in zip(panels, sideBySide.views) {
            // The article's Ocean fails where its colours meet; each failing view is outlined.
            let findings = ThemeAudit.contrastFindings(
                in: SVGRenderer().drawing(container, size: size), of: container, theme: panel.theme.name, screen: screen.name,
                state: options.state(style: panel.style))
            failures.append(findings.count)
            let verdict = findings.isEmpty ? "passes AA" : "\(findings.count) fail AA"
            drawn.append(
                SVGPanel(
                    title: "\(panel.title): \(verdict)", root: container, size: size, idPrefix: "p\(drawn.count)-",
                    annotations: findings.compactMap(\.annotation)))
        }
        withExtendedLifetime(sideBySide) {}
        let sheet = SVGRenderer.size(of: drawn)
        func verdict(_ count: Int) -> String {
            count == 0 ? "passes AA" : "\(count) contrast \(count == 1 ? "failure" : "failures") marked"
        }
        let summary =
            "Brand (light: \(verdict(failures[0])); dark: \(verdict(failures[1]))) beside the article's Ocean "
            + "(\(verdict(failures[2]))), three scopes in one tree"
        return (SVGRenderer().render(panels: drawn), "\(Int(sheet.width))x\(Int(sheet.height))", summary)
    }
}
