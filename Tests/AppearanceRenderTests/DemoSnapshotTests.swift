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

    @Test func oceanStylesTheCardDifferently() throws {
        Appearance.reset()
        try withDemoClassesRegistered { try BuiltinTheme.ocean.load() }.apply()
        let ocean = DemoScreen.make()
        #expect(ocean.view("card/content")?.backgroundColor == Color(hex: "#C8ECF6"))
        #expect((ocean.view("card/title") as? Label)?.textColor == Color(hex: "#0AA4D1"))
        #expect((ocean.view("headline") as? Label)?.textColor == Color(hex: "#05405A"))
        try BuiltinTheme.light.load().apply()
        #expect(ocean.view("card/content")?.backgroundColor == nil, "restyled in place by the next theme")
        Appearance.reset()
    }
}
