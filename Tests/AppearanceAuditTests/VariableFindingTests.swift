import AppearanceAudit
import AppearancePreview
import AppearanceThemes
import Foundation
import Testing

/// A finding caused by a theme variable names both places (#42): the rule that names the
/// variable and the variable's entry that gave the value; a dead entry of a variable keyed by
/// traits is reported at the entry, not at the rule line every entry shares.
@MainActor
@Suite struct VariableFindingTests {
    static let card = AuditFixtures.screen { [AuditFixtures.label()] }

    func report() throws -> AuditReport {
        try AuditFixtures.audit(screens: [Self.card], themes: [AuditFixtures.theme("variable-ink")], matrix: nil)
    }

    @Test(arguments: [("style=light", 6, 12, "#bbbbbb"), ("style=dark", 7, 11, "#eeeeee")])
    func aContrastFindingNamesTheRuleAndTheEntry(style: String, entryLine: Int, entryColumn: Int, colour: String) throws {
        let findings = try report().violations.filter { $0.state?.hasPrefix(style) == true }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(finding.foreground == colour)
            let location = try #require(finding.foregroundOrigin?.location)
            // The rule: `      textColor: $ink` on line 14, the value at column 18.
            #expect(location.line == 14)
            #expect(location.column == 18)
            #expect(location.variable?.name == "ink")
            #expect(location.variable?.line == entryLine)
            #expect(location.variable?.column == entryColumn)
        }
    }

    @Test func theTextAndSARIFNameBoth() throws {
        let report = try report()
        let text = report.text()
        // The text lists the worst finding of a place: the dark entry's.
        #expect(text.contains("variable-ink.yaml:14:18 ($ink at 7:11)"), "\(text)")
        let sarif = report.sarif(paths: SourcePaths(root: Bundle.module.resourcePath))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let contrast = try #require(results.first { $0["ruleId"] as? String == "textContrast" })
        let related = try #require(contrast["relatedLocations"] as? [[String: Any]])
        let region = try #require((related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect([6, 7].contains(region["startLine"] as? Int))
        #expect(((related.first?["message"] as? [String: Any])?["text"] as? String)?.contains("$ink") == true)
    }

    @Test func aDeadEntryIsReportedAtTheEntry() throws {
        let dead = try report().findings.filter { $0.kind == .deadRule }
        #expect(dead.count == 1)
        let finding = try #require(dead.first)
        #expect(finding.rule?.location?.line == 14)
        #expect(finding.location?.line == 8)
        #expect(finding.location?.variable == nil)
    }
}
