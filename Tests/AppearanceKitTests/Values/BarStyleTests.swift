import AppearanceKit
import Testing

@Suite struct BarStyleTests {
    @Test func cases() {
        #expect(BarStyle.allCases == [.default, .black, .blackTranslucent])
        #expect(BarStyle.allCases.map(\.rawValue) == ["default", "black", "blackTranslucent"])
    }

    @Test(arguments: [(BarStyle.default, false), (.black, true), (.blackTranslucent, true)])
    func darkStyles(style: BarStyle, isDark: Bool) {
        #expect(style.isDark == isDark)
    }

    /// UIKit's deprecated `.blackTranslucent` draws as `.black` (#11).
    @MainActor @Test func blackTranslucentBarsLookBlack() {
        Appearance.reset()
        let translucent = NavigationBar(), black = NavigationBar(), plain = NavigationBar()
        translucent.barStyle = .blackTranslucent
        black.barStyle = .black
        #expect(translucent.effectiveAppearance() == black.effectiveAppearance())
        #expect(translucent.effectiveAppearance() != plain.effectiveAppearance())
    }

    @Test(arguments: ["", "Default", "BlackTranslucent", "light"])
    func rejectsUnknownNames(name: String) {
        #expect(BarStyle(rawValue: name) == nil)
    }
}
