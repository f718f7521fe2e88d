import AppearanceThemes
import Testing

@MainActor
@Suite struct StyleClassContainerThemeTests {
    @Test func containersWithALeadingDotAreStyleClasses() throws {
        Appearance.reset()
        let theme = try ThemeFile.load(
            text: """
                name: Cards
                rules:
                  - class: Label
                    containers: [.card]
                    properties:
                      textColor: "#123456"
                """, path: "cards.yaml")
        let window = Window()
        let card = View()
        card.styleClasses = ["card"]
        let label = Label()
        card.addSubview(label)
        window.addSubview(card)
        theme.apply()
        #expect(label.textColor == Color(hex: "#123456"))
    }
}
