import AppearanceRender
import AppearanceThemes
import Testing

/// The demo screen in each built-in theme, compared with the SVG in `Snapshots/` (re-record
/// with `RECORD_SNAPSHOTS=1 swift test --filter DemoSnapshotTests`).
@MainActor
@Suite struct DemoSnapshotTests {
    @Test(arguments: [
        (BuiltinTheme.dark, UserInterfaceStyle.dark), (.light, .light), (.ocean, .light), (.ocean, .dark),
    ])
    func demoScreen(theme: BuiltinTheme, style: UserInterfaceStyle) throws {
        Appearance.reset()
        try withDemoClassesRegistered { try theme.load() }.apply()
        let screen = DemoScreen.make(style: style)
        let svg = SVGRenderer().render(screen.window)
        let name = theme.rawValue == "ocean" && style == .dark ? "demo-ocean-dark.svg" : "demo-\(theme.rawValue).svg"
        Snapshot.assertMatches(svg, named: name)
        #expect(SVGRenderer().render(screen.window) == svg, "rendering twice gives the same bytes")
        Appearance.reset()
    }

    /// The second screen's controls: search bar, text field, progress view, page control and
    /// activity indicator (#11).
    @Test(arguments: [(BuiltinTheme.dark, UserInterfaceStyle.dark), (.ocean, .light)])
    func controlsScreen(theme: BuiltinTheme, style: UserInterfaceStyle) throws {
        Appearance.reset()
        try withDemoClassesRegistered { try theme.load() }.apply()
        let screen = ControlsScreen.make(style: style)
        let svg = SVGRenderer().render(screen.window)
        Snapshot.assertMatches(svg, named: "controls-\(theme.rawValue).svg")
        for path in ["search", "table/controls/name", "table/controls/progress", "table/controls/pages"] {
            #expect(screen.view(path) != nil, "\(path)")
        }
        Appearance.reset()
    }

    @Test func theAppsViewsAreStyledDifferentlyInACard() throws {
        Appearance.reset()
        try withDemoClassesRegistered { try BuiltinTheme.ocean.load() }.apply()
        let screen = DemoScreen.make()
        let graphite = Color(red: 38 / 255, green: 38 / 255, blue: 40 / 255, alpha: 1)
        #expect(screen.view("screen")?.backgroundColor == .cyan)
        #expect(screen.view("card")?.backgroundColor == graphite, "an app view inside an app view")
        #expect(screen.view("card")?.layer.cornerRadius == 10)
        #expect((screen.view("headline") as? Label)?.textColor == .orange)
        #expect((screen.view("card/title") as? Label)?.textColor == .lightGray)
        #expect((screen.view("body") as? Label)?.textColor == .magenta)
        try withDemoClassesRegistered { try BuiltinTheme.light.load() }.apply()
        #expect(screen.view("card")?.backgroundColor == Color(hex: "#ECECEC"), "restyled in place by the next theme")
        #expect((screen.view("card/title") as? Label)?.textColor == .darkGray)
        Appearance.reset()
    }
}
