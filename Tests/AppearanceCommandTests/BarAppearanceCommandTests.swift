import Testing

/// The command-line tool with bar appearance objects in a theme.
@Suite struct BarAppearanceCommandTests {
    @Test func checkAcceptsAppearanceMappings() throws {
        let run = try AppearanceTool.run(["check", "bars.yaml"])
        #expect(run.status == 0)
        #expect(run.stdout == "bars.yaml: ok\n")
        #expect(run.stderr == "")
    }

    @Test func explainPrintsTheAppearanceObject() throws {
        let run = try AppearanceTool.run(["explain", "--theme", "bars.yaml", "--view", "navigationBar", "--property", "standardAppearance"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                NavigationBar.standardAppearance = NavigationBarAppearance(backgroundEffect: nil, backgroundColor: #123456, \
                titleTextAttributes: [foregroundColor: #ffffff], buttonAppearance.normal.titleTextAttributes: [foregroundColor: #ffffff])
                  1.  NavigationBar.appearance()  standardAppearance = NavigationBarAppearance(backgroundEffect: nil, \
                backgroundColor: #123456, titleTextAttributes: [foregroundColor: #ffffff], \
                buttonAppearance.normal.titleTextAttributes: [foregroundColor: #ffffff])  won  bars.yaml:11:9

                """)
    }

    @Test func renderDrawsTheAppearanceObjects() throws {
        let run = try AppearanceTool.run(["render", "--theme", "bars.yaml"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("<rect width=\"390\" height=\"44\" fill=\"#123456\" data-role=\"background-color\"/>"))
    }
}
