import AppearanceKit
import SeedPort
import Testing

// The seed's Theme protocol and its Dark, Light and Ocean themes are in Tests/SeedPort/Theme.swift
// (shared with the theme-file tests, which check the built-in files against them).

@MainActor
@Suite struct ThemeSeed {
    @MainActor final class Screen {
        let window = Window()
        let title = Label(text: "Settings")
        let card = CardView()
        let cardBody = View()
        let cardLabel = Label(text: "In a card")
        let button = Button(title: "Save")
        let slider = Slider()
        let table = TableView()
        let header = TableViewHeaderFooterView(text: "Section")
        var windowArrivals = 0

        init() {
            window.addSubview(title)
            cardBody.addSubview(cardLabel)
            card.addSubview(cardBody)
            window.addSubview(card)
            window.addSubview(button)
            window.addSubview(slider)
            table.addSection(TableView.Section(header: header, cells: [TableViewCell(text: "Row")]))
            window.addSubview(table)
        }
    }

    @Test func switchingThemesRestylesALiveWindowInPlace() {
        Appearance.reset()
        let screen = Screen()
        let dark = DarkTheme(), ocean = OceanTheme(), light = LightTheme()

        dark.apply(for: .shared)
        #expect(screen.title.textColor == .white)
        #expect(screen.button.titleColor(for: .normal) == dark.tint)
        #expect(screen.button.borderColor == dark.tint)
        #expect(screen.table.backgroundColor == .black)
        #expect(screen.header.textLabel.textColor == dark.secondaryLabelColor)

        ocean.apply(for: .shared)
        #expect(screen.title.textColor == ocean.labelColor)
        #expect(screen.cardLabel.textColor == ocean.tint, "the card is styled differently in Ocean")
        #expect(screen.cardBody.backgroundColor == ocean.selectionColor)
        #expect(screen.slider.minimumTrackTintColor == ocean.tint)

        light.apply(for: .shared)
        #expect(screen.title.textColor == .black)
        #expect(screen.cardLabel.textColor == .black, "Ocean's card colour is gone, not stale")
        #expect(screen.cardBody.backgroundColor == nil)
        #expect(screen.slider.minimumTrackTintColor == nil)
        #expect(screen.title.superview === screen.window, "no view was removed and re-added")
    }

    @Test func explicitValuesSurviveThemeSwitches() {
        Appearance.reset()
        let screen = Screen()
        screen.title.textColor = .systemPink
        for theme in [DarkTheme(), OceanTheme(), LightTheme()] as [any Theme] {
            theme.apply(for: .shared)
            #expect(screen.title.textColor == .systemPink)
        }
        screen.title.revertToAppearance(\.textColor)
        #expect(screen.title.textColor == .black)
    }

    @Test func themedViewsLookTheSameWhetherAddedBeforeOrAfterTheSwitch() {
        Appearance.reset()
        let before = Screen()
        OceanTheme().apply(for: .shared)
        let after = Screen()
        #expect(before.cardLabel.textColor == after.cardLabel.textColor)
        #expect(before.button.titleColor(for: .normal) == after.button.titleColor(for: .normal))
        #expect(before.table.separatorColor == after.table.separatorColor)
    }
}
