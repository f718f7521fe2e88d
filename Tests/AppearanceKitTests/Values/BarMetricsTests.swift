import AppearanceKit
import Testing

@Suite struct BarMetricsTests {
    @Test func cases() {
        #expect(BarMetrics.allCases == [.default, .compact, .defaultPrompt, .compactPrompt])
        #expect(BarMetrics.allCases.map(\.rawValue) == ["default", "compact", "defaultPrompt", "compactPrompt"])
    }

    @Test(arguments: BarMetrics.allCases)
    func roundTripsThroughRawValue(metrics: BarMetrics) {
        #expect(BarMetrics(rawValue: metrics.rawValue) == metrics)
        #expect(metrics.description == metrics.rawValue)
    }

    @Test(arguments: ["", "Compact", "landscapePhone", "regular"])
    func rejectsUnknownNames(name: String) {
        #expect(BarMetrics(rawValue: name) == nil)
    }
}
