import AppearanceAudit
import AppearanceKit
import AppearanceSnapshotTesting
import Foundation
import Testing

/// `expectReadable` as a test suite uses it: quiet on a readable screen, an issue with the
/// audit's findings and the rule's `file:line` on an unreadable one, and a baseline that
/// accepts known findings.
@MainActor
@Suite(.serialized) struct ReadabilityTests {
    /// The line of the faint rule below, which the findings must name.
    static var faintRuleLine = 0

    /// Gives `FaintLabel`s a light grey that fails AA on white.
    static func recordFaintRule() {
        faintRuleLine = #line + 1
        FaintLabel.appearance().textColor = Color(white: 0.8, alpha: 1)
    }

    static func faintScreen() -> ViewController {
        let screen = ViewController()
        let label = FaintLabel(frame: CGRect(x: 20, y: 100, width: 300, height: 24))
        label.text = "Hard to read"
        label.accessibilityIdentifier = "faint"
        screen.view.backgroundColor = .white
        screen.view.addSubview(label)
        return screen
    }

    @Test func aReadableScreenRecordsNothing() throws {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let matrix = try TraitMatrix([TraitMatrix.Dimension("style", ["light", "dark"])])
        expectReadable(ProfileViewController(), in: matrix)
        expectReadable(BadgeView(count: 2), in: matrix)
    }

    @Test func anUnreadableScreenFailsWithTheRulesLine() throws {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let saved = Appearance.snapshot()
        defer { Appearance.restore(saved) }
        Self.recordFaintRule()
        let matrix = try TraitMatrix([TraitMatrix.Dimension("contrast", ["normal", "high"])])
        let ruleLine = Self.faintRuleLine
        withKnownIssue {
            expectReadable(Self.faintScreen(), in: matrix)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("ViewController is not readable at WCAG AA in 2 of 2 trait states")
                && text.contains("ReadabilityTests.swift:\(ruleLine)") && text.contains("Hard to read")
        }
    }

    /// Recording writes the findings as a baseline; checking against it passes; a new finding
    /// (AAA asks more) still fails.
    @Test func aBaselineAcceptsKnownFindings() throws {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let saved = Appearance.snapshot()
        defer { Appearance.restore(saved) }
        Self.recordFaintRule()
        let matrix = try TraitMatrix([TraitMatrix.Dimension("style", ["light"])])
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        withKnownIssue {
            expectReadable(Self.faintScreen(), in: matrix, baseline: baseline, record: true)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Recorded 1 finding(s)")
        }
        #expect(FileManager.default.fileExists(atPath: baseline))
        expectReadable(Self.faintScreen(), in: matrix, baseline: baseline)
    }

    @Test func aMissingBaselineSaysHowToRecordOne() throws {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let matrix = try TraitMatrix([TraitMatrix.Dimension("style", ["light"])])
        withKnownIssue {
            expectReadable(ProfileViewController(), in: matrix, baseline: "/nonexistent/baseline.json")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("record: true")
        }
    }
}
