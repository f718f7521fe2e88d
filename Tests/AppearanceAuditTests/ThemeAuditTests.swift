import AppearanceAudit
import AppearancePreview
import Testing

/// The audit over themes × screens × trait states: failures found in the one state they are
/// in, at the rules that set both colours, and rules that never match or never win.
@MainActor
@Suite struct ThemeAuditTests {
    static let card = AuditFixtures.screen { [AuditFixtures.label()] }

    @Test func aThemeFailingOnlyInDarkHighContrastFailsOnlyThere() throws {
        let report = try AuditFixtures.audit(
            screens: [Self.card], themes: [AuditFixtures.theme("night-edge")], matrix: nil)
        let violations = report.violations
        #expect(
            violations.map(\.state) == [
                "style=dark contrast=high contentSize=large", "style=dark contrast=high contentSize=AX3",
            ])
        for finding in violations {
            #expect(finding.view == "title")
            #expect(finding.subject == "Hello")
            #expect(finding.foreground == "#333333")
            #expect(finding.background == "#000000")
            // Both colours' rules, by line and column of the value: the high-contrast dark entry.
            let line = "      textColor: { light: \"#111111\", dark: \"#EEEEEE\", highContrast: { light: \"#000000\", dark: "
            #expect(finding.foregroundOrigin?.location?.line == 9)
            #expect(finding.foregroundOrigin?.location?.column == line.count + 1)
            #expect(finding.foregroundOrigin?.location?.file.hasSuffix("Fixtures/night-edge.yaml") == true)
            #expect(finding.foregroundOrigin?.proxy == "Label.appearance(for: accessibilityContrast=high, userInterfaceStyle=dark)")
            // The label's own background, from the rule for every view.
            #expect(finding.backgroundOrigin?.location?.line == 6)
            #expect(finding.backgroundOrigin?.property == "Label.backgroundColor")
            #expect(finding.backgroundOrigin?.proxy == "View.appearance()")
            #expect(finding.location == finding.foregroundOrigin?.location)
        }
    }

    @Test func fixingTheOneValueMakesTheAuditPass() throws {
        let report = try AuditFixtures.audit(
            screens: [Self.card], themes: [AuditFixtures.theme("night-edge-fixed")], matrix: nil)
        #expect(report.violations.isEmpty, "\(report.text())")
        #expect(report.checkedPaints == 8)
    }

    @Test func aColourTheAppSetInCodeOrTheKitChoseSaysSo() throws {
        let screen = AuditFixtures.screen { [AuditFixtures.label(color: Color(hex: "#BBBBBB"))] }
        let report = try AuditFixtures.audit(screens: [screen], themes: [.swift("none") {}])
        let finding = try #require(report.violations.first)
        #expect(finding.foregroundOrigin?.kind == .explicitValue)
        #expect(finding.foregroundOrigin?.description == "Label.textColor set on the view in code")
        // The window's background is the kit's systemBackground.
        #expect(finding.backgroundOrigin?.kind == .kitDefault)
        #expect(finding.location == nil)
    }

    @Test func aSwiftThemesRuleIsFoundByItsLine() throws {
        let line = #line + 2
        let theme = PreviewTheme.swift("grey") {
            Label.appearance().textColor = Color(hex: "#BBBBBB")
            View.appearance().backgroundColor = .white
        }
        let report = try AuditFixtures.audit(screens: [Self.card], themes: [theme])
        let origin = try #require(report.violations.first?.foregroundOrigin)
        #expect(origin.kind == .rule)
        #expect(origin.location?.line == line)
        #expect(origin.location?.file.hasSuffix("ThemeAuditTests.swift") == true)
        #expect(origin.location?.kind == .swift)
    }

    @Test func deadAndShadowedRulesAreFoundWithTheirLocations() throws {
        // Dead only over the whole default matrix (#42): a narrower one leaves states out.
        let report = try AuditFixtures.audit(screens: [Self.card], themes: [AuditFixtures.theme("coverage")], matrix: nil)
        let dead = report.findings.filter { $0.kind == .deadRule }
        #expect(dead.map(\.rule?.description) == ["Switch.appearance().onTintColor = #008000"])
        #expect(dead.first?.rule?.location?.line == 6)
        let shadowed = report.findings.filter { $0.kind == .shadowedRule }
        #expect(shadowed.map(\.rule?.property) == ["font"])
        #expect(shadowed.first?.rule?.proxyDescription == "Label.appearance()")
        #expect(shadowed.first?.rule?.location?.line == 8)
        #expect(shadowed.first?.winner?.proxyDescription == "Label.appearance(whenContainedInInstancesOf: [View])")
        #expect(shadowed.first?.winner?.location?.line == 11)
        // Label's textColor wins in light, the dark rule in dark: neither is reported.
        #expect(!report.findings.contains { $0.rule?.property == "textColor" })
        #expect(report.violations.isEmpty)
    }

    /// A rule for a state the matrix leaves out is not reached, not dead (#42): a light-only
    /// audit must not tell anyone to delete the dark rules.
    @Test(arguments: [["style=light"], ["style=light,dark"], ["style=light,dark", "contrast=normal,high"]])
    func aRuleNotReachedInANarrowerMatrixIsNotCalledDead(matrix: [String]) throws {
        let report = try AuditFixtures.audit(screens: [Self.card], themes: [AuditFixtures.theme("coverage")], matrix: matrix)
        #expect(!report.findings.contains { $0.kind == .deadRule })
        let unreached = report.findings.filter { $0.kind == .unreachedRule }
        #expect(unreached.allSatisfy { $0.message.contains("is not reached in these states (\(matrix.joined(separator: " ")))") })
        #expect(unreached.allSatisfy { $0.message.contains("audit without --matrix to tell whether it is dead") })
        let rules = unreached.compactMap(\.rule)
        if matrix == ["style=light"] {
            #expect(rules.map(\.property) == ["onTintColor", "textColor"])
            #expect(rules.last?.proxyDescription.hasPrefix("Label.appearance(for: ") == true)
            #expect(rules.last?.location?.line == 14)
        } else {
            #expect(rules.map(\.property) == ["onTintColor"])
        }
    }

    @Test(arguments: [
        ([String]?.none, true), (["style=light,dark", "contrast=normal,high", "size=large,AX3"], true),
        (["style=dark,light", "contrast=high,normal", "contentSize=AX3,large,small", "horizontalSizeClass=compact"], true),
        (["style=light,dark", "contrast=normal,high"], false), (["style=light"], false),
    ])
    func whetherAMatrixCoversTheDefault(words: [String]?, covers: Bool) throws {
        let matrix = try words.map { try TraitMatrix(parsing: $0) } ?? .default
        #expect(matrix.coversDefault == covers)
    }

    @Test func aRuleBeatenByTheViewsOwnValueIsShadowedByIt() throws {
        let screen = AuditFixtures.screen { [AuditFixtures.label(color: .black)] }
        let report = try AuditFixtures.audit(
            screens: [screen], themes: [.swift("overridden") { Label.appearance().textColor = .darkGray }])
        let shadowed = try #require(report.findings.first { $0.kind == .shadowedRule })
        #expect(shadowed.winner == nil)
        #expect(shadowed.message.contains("the values the views set themselves"))
    }

    @Test func theProxiesTheAppHadAreRestoredAfterTheAudit() throws {
        Appearance.reset()
        Label.appearance().textColor = .red
        defer { Appearance.reset() }
        _ = try AuditFixtures.audit(screens: [Self.card], themes: [AuditFixtures.theme("night-edge")])
        let label = Label()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(label)
        #expect(label.textColor == .red)
    }

    @Test func aThemeThatDoesNotLoadIsAnError() throws {
        let broken = PreviewTheme.file("/nonexistent/theme.yaml", name: "broken")
        #expect(throws: ToolError.self) {
            try AuditFixtures.audit(screens: [Self.card], themes: [broken])
        }
        do {
            _ = try AuditFixtures.audit(screens: [Self.card], themes: [broken])
        } catch {
            #expect(error.kind == .invalidTheme)
            #expect(error.message == "theme 'broken' does not load")
            // The theme's diagnostics come with it, after the message.
            #expect(error.diagnostics.map(\.location.path) == ["/nonexistent/theme.yaml"])
            #expect(error.description.hasPrefix("theme 'broken' does not load:\n/nonexistent/theme.yaml: error: cannot read"))
        }
    }

    @Test func unknownScreensAndThemesListTheOnesThereAre() {
        let catalog = PreviewCatalog(screens: [Self.card], themes: [.swift("one") {}])
        do {
            _ = try ThemeAudit(catalog: catalog, screens: ["settings"])
            Issue.record("no error")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.message.contains("card"))
        }
    }

    @Test func theBuiltInThemesAreAuditedOnTheBuiltInScreens() throws {
        let report = try ThemeAudit(themes: ["ocean"], matrix: TraitMatrix(parsing: ["style=light"])).run()
        #expect(report.screens == ["demo", "controls"])
        // Seed 003's Ocean: magenta and light grey on cyan.
        #expect(report.violations.contains { $0.foreground == "#ff00ff" && $0.background == "#00ffff" })
        #expect(report.violations.allSatisfy { $0.foregroundOrigin != nil && $0.backgroundOrigin != nil })
    }
}
