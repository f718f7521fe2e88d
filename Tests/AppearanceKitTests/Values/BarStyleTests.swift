import AppearanceKit
import Testing

@Suite struct BarStyleTests {
    @Test func cases() {
        #expect(BarStyle.allCases == [.default, .black])
        #expect(BarStyle.allCases.map(\.rawValue) == ["default", "black"])
    }

    @Test(arguments: BarStyle.allCases)
    func roundTripsThroughRawValue(style: BarStyle) {
        #expect(BarStyle(rawValue: style.rawValue) == style)
        #expect(style.description == style.rawValue)
    }

    @Test(arguments: ["", "Default", "blackTranslucent", "light"])
    func rejectsUnknownNames(name: String) {
        #expect(BarStyle(rawValue: name) == nil)
    }
}
