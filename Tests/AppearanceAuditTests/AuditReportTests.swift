import AppearanceAudit
import AppearancePreview
import Foundation
import Testing

/// The report's outputs (compiler-style text, JSON, SARIF 2.1.0) and baselines.
@MainActor
@Suite struct AuditReportTests {
    static func nightEdge() throws -> AuditReport {
        try AuditFixtures.audit(
            screens: [AuditFixtures.screen { [AuditFixtures.label()] }],
            themes: [AuditFixtures.theme("night-edge"), AuditFixtures.theme("coverage")], matrix: nil)
    }

    @Test func textIsCompilerStyleAtTheRuleWithTheStatesItFailsIn() throws {
        let text = try Self.nightEdge().text { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column ?? 0)" }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("night-edge.yaml:9:"))
        #expect(lines[0].contains(": error: text \"Hello\" at title has contrast 1.66:1 (#333333 on #000000); AA needs 4.5:1"))
        #expect(lines[1] == "    in theme 'night-edge', screen 'card'")
        #expect(lines[2].hasPrefix("    foreground: Label.textColor from Label.appearance(for: "))
        #expect(lines[3] == "    background: Label.backgroundColor from View.appearance() at night-edge.yaml:6:36")
        #expect(lines[4] == "    in 2 states: style=dark contrast=high contentSize=large; style=dark contrast=high contentSize=AX3")
        #expect(
            lines.contains { $0.hasPrefix("coverage.yaml:6:") && $0.contains(": warning: Switch.appearance().onTintColor matches no view") }
        )
        #expect(lines.last?.hasPrefix("2 contrast errors at AA, ") == true)
    }

    @Test func jsonHasEveryFindingWithItsFingerprintAndLocation() throws {
        let json = try Self.nightEdge().json()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["level"] as? String == "AA")
        #expect(object["errors"] as? Int == 2)
        let findings = try #require(object["findings"] as? [[String: Any]])
        let first = try #require(findings.first)
        #expect(first["kind"] as? String == "textContrast")
        #expect(first["severity"] as? String == "error")
        #expect(first["ratio"] as? Double == 1.66)
        #expect((first["fingerprint"] as? String)?.hasPrefix("textContrast|night-edge|card|title|style=dark contrast=high") == true)
        #expect((first["location"] as? [String: Any])?["line"] as? Int == 9)
        // Reruns are byte-identical.
        #expect(try Self.nightEdge().json() == json)
    }

    /// The parts of SARIF 2.1.0's schema the output uses, checked offline: the version and
    /// schema, the driver's rules, and for each result a rule id and index that agree, a level
    /// from the schema's enumeration, a message, and physical locations with 1-based regions.
    @Test func sarifFollowsTheSchema() throws {
        let sarif = try Self.nightEdge().sarif(relativeTo: Bundle.module.resourcePath)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.hasSuffix("sarif-2.1.0.json") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "appearance-audit")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        #expect(ruleIDs == ["textContrast", "nonTextContrast", "deadRule", "unreachedRule", "shadowedRule"])
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            #expect(ruleIDs[try #require(result["ruleIndex"] as? Int)] == id)
            #expect(["none", "note", "warning", "error"].contains(result["level"] as? String))
            #expect((result["message"] as? [String: Any])?["text"] is String)
            #expect((result["partialFingerprints"] as? [String: String])?["appearanceAudit/v1"] != nil)
            for location in try #require(result["locations"] as? [[String: Any]]) {
                let physical = try #require(location["physicalLocation"] as? [String: Any])
                let artifact = try #require(physical["artifactLocation"] as? [String: Any])
                let uri = try #require(artifact["uri"] as? String)
                // Inside the given folder: relative to %SRCROOT%.
                #expect(uri.hasPrefix("Fixtures/"))
                #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
                let region = try #require(physical["region"] as? [String: Any])
                #expect(try #require(region["startLine"] as? Int) >= 1)
                #expect(try #require(region["startColumn"] as? Int) >= 1)
            }
        }
        #expect(results.first?["level"] as? String == "error")
        #expect(results.last?["level"] as? String == "warning")
    }

    @Test func aBaselineAcceptsTheFindingsItRecordsAndOnlyThose() throws {
        let report = try Self.nightEdge()
        let baseline = AuditBaseline(accepting: report, comment: "accepted in the test")
        let reread = try AuditBaseline(data: Data(baseline.json().utf8), path: "baseline.json")
        #expect(reread.comment == "accepted in the test")
        let accepted = report.applying(reread)
        #expect(accepted.findings.isEmpty)
        #expect(accepted.baselined == report.findings.count)
        #expect(accepted.text().hasSuffix("; \(report.findings.count) accepted by the baseline"))
        // A new problem (another theme's) is not in the baseline.
        let other = try AuditFixtures.audit(
            screens: [AuditFixtures.screen { [AuditFixtures.label(color: Color(hex: "#BBBBBB"))] }],
            themes: [.swift("grey") {}])
        #expect(other.applying(reread).violations.count == other.violations.count)
    }

    @Test(arguments: [
        ("{\"version\": 1, \"findings\": [{\"fingerprint\": 3, \"message\": \"\"}]}", "at findings[0].fingerprint"),
        ("{\"version\": 1}", "missing key 'findings' at the top level"),
        ("{\"version\": 1, \"findings\": [}", "not JSON"),
        ("{\"version\": 2, \"findings\": []}", "version 2 is not one this tool reads"),
    ])
    func aMalformedBaselineSaysWhere(text: String, message: String) {
        do {
            _ = try AuditBaseline(data: Data(text.utf8), path: "base.json")
            Issue.record("no error")
        } catch {
            #expect(error.kind == .badRequest)
            #expect(error.message.hasPrefix("base.json: "))
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func aMissingBaselineSaysHowToWriteOne() {
        do {
            _ = try AuditBaseline(contentsOf: "/nonexistent/baseline.json")
            Issue.record("no error")
        } catch {
            #expect(error.message == "/nonexistent/baseline.json: no such file; write one with --write-baseline /nonexistent/baseline.json")
        }
    }
}
