import Testing
import AppearanceThemes

/// A view with a property an app registers with the setter the engine calls (#14).
class RatingView: View {
    @Styled var starColor: Color? = nil
    /// Every value the registered setter was called with.
    var starColorsSetByTheCatalog: [Color?] = []

    /// Forgets every proxy value and registers the class and `starColor` with its setter.
    static func resetAndRegister() {
        Appearance.reset()
        AppearanceCatalog.shared.register(RatingView.self)
        AppearanceCatalog.shared.register("starColor", \RatingView.starColor) { view, color in
            view.starColorsSetByTheCatalog.append(color)
            view.starColor = color
        }
    }
}

/// `AppearanceCatalog.register(_:_:set:)`: theme files' values, and proxy values recorded
/// through the same key path, reach views through the registered setter, with the rules of
/// any other appearance property (explicit values win, R4.3; a revert brings the theme's back).
@MainActor
@Suite struct RegisteredSetterTests {
    init() { RatingView.resetAndRegister() }

    @Test func themeValuesAreWrittenThroughTheRegisteredSetter() throws {
        defer { Appearance.reset() }
        let window = Window()
        let rating = RatingView()
        let explicit = RatingView()
        explicit.starColor = .blue
        try ThemeFile.load(
            text: """
                rules:
                  - {class: RatingView, properties: {starColor: red}}
                """
        ).apply()
        window.addSubview(rating)
        window.addSubview(explicit)
        #expect(rating.starColor == .red)
        #expect(rating.starColorsSetByTheCatalog == [.red])
        #expect(rating.$starColor.valueOrigin == .appearance)
        #expect(explicit.starColor == .blue, "an explicit value wins over the theme (R4.3)")

        explicit.revertToAppearance(\.starColor)
        #expect(explicit.starColor == .red)
    }

    @Test func proxyValuesThroughTheSameKeyPathUseItToo() {
        defer { Appearance.reset() }
        let window = Window()
        let rating = RatingView()
        let keyPath: ReferenceWritableKeyPath<RatingView, Color?> = \.starColor
        RatingView.appearance()[keyPath] = .green
        window.addSubview(rating)
        #expect(rating.starColor == .green)
        #expect(rating.starColorsSetByTheCatalog == [.green])
    }
}
