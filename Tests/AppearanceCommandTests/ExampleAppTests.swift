import Testing

/// The example app imports only AppearanceKit, as an iOS app imports only UIKit (#10): it
/// builds, links on its own and styles its views.
@Suite struct ExampleAppTests {
    @Test("An executable importing only AppearanceKit links and runs (#10)")
    func kitOnlyAppRuns() throws {
        let run = try AppearanceTool.run([], binary: AppearanceTool.product(named: "KitOnlyApp"))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                barTintColor #1e90ff
                title [foregroundColor: #ffffff, font: System 17 bold, kern: 0.5, shadowColor: #00000040, shadowOffset: 0×1]
                label #333333
                rounded 24.0

                """)
    }
}
