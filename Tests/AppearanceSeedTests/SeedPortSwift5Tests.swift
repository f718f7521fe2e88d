import AppearanceKit
import SeedPortSwift5
import Testing

/// The seeds' code (Tests/SeedPort, through the link Tests/SeedPortSwift5/Shared) compiled in
/// Swift 5 mode, as apps build it, and run: seed 003's themes switch at run time and style the
/// app's classes in their places, and seed 001's illustrated label takes its per-type choice.
/// The Swift 6 compilation is what the other seed tests run.
@MainActor
@Suite(.serialized) struct SeedPortSwift5Tests {
    @Test func theThemesOfSeed003SwitchAndStyleTheAppsClasses() {
        Appearance.reset()
        let window = Window()
        let screen = AppView(), card = AppView(), body = AppLabel(), cardBody = AppLabel(), kitLabel = Label()
        card.addSubview(cardBody)
        screen.addSubview(card)
        screen.addSubview(body)
        screen.addSubview(kitLabel)
        window.addSubview(screen)
        Application.shared.keyWindow = window

        let dark = DarkTheme()
        dark.apply(for: .shared)
        #expect(screen.backgroundColor == dark.backgroundColor)
        #expect(body.textColor == dark.labelColor)
        #expect(cardBody.textColor == dark.subtleLabelColor, "an AppLabel inside two AppViews")
        #expect(card.backgroundColor == dark.selectionColor && card.layer.cornerRadius == 10)
        #expect(kitLabel.textColor != dark.labelColor, "the kit's own label is left alone")

        let ocean = OceanTheme()
        ocean.apply(for: .shared)
        #expect(screen.backgroundColor == ocean.backgroundColor, "switched at run time")
        #expect(body.textColor == ocean.labelColor)
        #expect(window.tintColor == ocean.tint)
    }

    @Test func theIllustratedLabelOfSeed001TakesItsTypesChoice() {
        Appearance.reset()
        IllustratedLabel.appearance().setUseAlternativeIcon(true, forType: .points)
        let window = Window()
        let points = IllustratedLabel(), credits = IllustratedLabel()
        credits.type = .credits
        window.addSubview(points)
        window.addSubview(credits)
        #expect(points.useAlternativeIcon && !credits.useAlternativeIcon)
        #expect(points.icon == Image(systemName: "star.fill"))
    }
}
