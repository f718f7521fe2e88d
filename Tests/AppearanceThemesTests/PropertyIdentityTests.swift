import Testing
import AppearanceThemes

final class FancyRatingView: RatingView {}
final class PlainRatingView: RatingView {}

/// Key paths that reach one storage are one property to the engine (#14): a subclass proxy's
/// `\FancyRatingView.starColor`, a sibling's and the catalog's `\RatingView.starColor`. Resolution
/// is unchanged by it (R4, R2); the values are written through the registered setter.
@MainActor
@Suite struct PropertyIdentityTests {
    init() { RatingView.resetAndRegister() }

    /// Resolves `views` in a new window, then in dark style, light and dark again: the first
    /// write of a key path learns where it writes; the resolutions after it treat the key paths
    /// that write one storage as one property.
    private func styleRepeatedly(_ views: [View]) -> Window {
        let window = Window()
        views.forEach(window.addSubview)
        for style in [UserInterfaceStyle.dark, .light, .dark] { window.screenTraits.userInterfaceStyle = style }
        return window
    }

    @Test func subclassAndSiblingProxiesAreWrittenThroughTheRegisteredSetter() throws {
        defer { Appearance.reset() }
        try ThemeFile.load(text: "rules:\n  - {class: RatingView, properties: {starColor: red}}\n").apply()
        let fancyPath: ReferenceWritableKeyPath<FancyRatingView, Color?> = \.starColor
        let plainPath: ReferenceWritableKeyPath<PlainRatingView, Color?> = \.starColor
        FancyRatingView.appearance()[fancyPath] = .green
        PlainRatingView.appearance(for: TraitCollection(userInterfaceStyle: .dark))[plainPath] = .blue
        let fancy = FancyRatingView(), plain = PlainRatingView(), base = RatingView()
        let window = styleRepeatedly([fancy, plain, base])
        // R4: the subclass proxy outranks the class's; the trait proxy applies in dark style.
        #expect(fancy.starColor == .green)
        #expect(plain.starColor == .blue)
        #expect(base.starColor == .red)
        #expect(fancy.starColorsSetByTheCatalog.last == .green, "the subclass key path is written as the catalog's property")
        #expect(plain.starColorsSetByTheCatalog.last == .blue)

        window.screenTraits.userInterfaceStyle = .light
        #expect(plain.starColor == .red, "R7: back to the theme's value when the trait proxy stops applying")
        let explanation = Appearance.explain(fancy, fancyPath)
        #expect(explanation.winner?.target == "FancyRatingView", "\(explanation)")
        #expect(explanation.rules.count == 2, "the theme's rule and the subclass proxy: \(explanation)")
    }

    @Test func aRecordWithBothKeyPathsKeepsTheLaterValue() throws {
        defer { Appearance.reset() }
        let descriptor = try #require(AppearanceCatalog.shared.property(named: "starColor", of: .of(FancyRatingView.self)))
        let fancyPath: ReferenceWritableKeyPath<FancyRatingView, Color?> = \.starColor
        descriptor.record(Color.red, target: .of(FancyRatingView.self))
        FancyRatingView.appearance()[fancyPath] = .green
        let fancy = FancyRatingView()
        let window = styleRepeatedly([fancy])
        #expect(fancy.starColor == .green, "R2: the later value of one proxy wins")

        descriptor.record(Color.blue, target: .of(FancyRatingView.self))
        Appearance.reloadAll()
        #expect(fancy.starColor == .blue, "R2: setting again makes it the later value")
        fancy.starColor = .yellow
        Appearance.reloadAll()
        #expect(fancy.starColor == .yellow, "R4.3: an explicit value stays")
        fancy.revertToAppearance(fancyPath)
        #expect(fancy.starColor == .blue)
        _ = window
    }
}
