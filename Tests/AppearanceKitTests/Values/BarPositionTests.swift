import AppearanceKit
import Testing

@Suite struct BarPositionTests {
    @Test func cases() {
        #expect(BarPosition.allCases == [.any, .bottom, .top, .topAttached])
        #expect(BarPosition.allCases.map(\.rawValue) == ["any", "bottom", "top", "topAttached"])
    }

    @Test(arguments: BarPosition.allCases)
    func roundTripsThroughRawValue(position: BarPosition) {
        #expect(BarPosition(rawValue: position.rawValue) == position)
        #expect(position.description == position.rawValue)
    }

    @Test(arguments: ["", "Top", "unspecified", "top-attached"])
    func rejectsUnknownNames(name: String) {
        #expect(BarPosition(rawValue: name) == nil)
    }
}
