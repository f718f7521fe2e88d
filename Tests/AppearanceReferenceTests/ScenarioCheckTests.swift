import AppearanceKit
import Testing

/// The comparison itself: a kit that diverges from the model must be reported, so that a
/// passing random run means agreement, not a blind check.
@MainActor
@Suite(.serialized) struct ScenarioCheckTests {
    /// A label in a window, one plain rule, then a reload.
    let scenario = Scenario(
        rules: [
            Scenario.RuleSpec(
                proxy: ProxyKey(target: .label, containers: [], traits: nil),
                property: .textColor, value: .color(0))
        ],
        windows: [Traits(style: .light, sizeClass: .compact)],
        views: [Scenario.ViewSpec(kind: .label, parent: 0, explicit: [:])],
        steps: [.reloadAll])

    @Test func agreementPasses() throws {
        var coverage = ScenarioCheck.Coverage()
        try ScenarioCheck.run(scenario, coverage: &coverage)
        #expect(coverage.styled == 2)
    }

    @Test func aValueTheModelDidNotExpectIsReported() {
        var coverage = ScenarioCheck.Coverage()
        #expect {
            try ScenarioCheck.run(scenario, coverage: &coverage) { kit in
                (kit.views[1] as? Label)?.textColor = .blue
            }
        } throws: { error in
            "\(error)".contains("after the set-up")
                && "\(error)".contains("v1 Label.textColor: engine blue, reference red; Label in [Window]")
        }
    }

    @Test func aProxyValueTheModelDidNotRecordIsReported() {
        var coverage = ScenarioCheck.Coverage()
        #expect {
            try ScenarioCheck.run(scenario, coverage: &coverage) { _ in
                Label.appearance().textColor = .green
            }
        } throws: { error in
            "\(error)".contains("Label.appearance().textColor reads green, but that proxy recorded red")
        }
    }

    @Test func aRuleChangeTheModelDidNotSeeIsReportedAfterTheReload() {
        var coverage = ScenarioCheck.Coverage()
        #expect {
            try ScenarioCheck.run(scenario, coverage: &coverage) { _ in
                Label.appearance(whenContainedInInstancesOf: [Window.self]).textColor = .green
            }
        } throws: { error in
            "\(error)".contains("after step 1") && "\(error)".contains("v1 Label.textColor: engine green, reference red")
        }
    }
}
