import AppearanceAudit
import AppearanceKit
import AppearancePreview
import Foundation

/// What `expectReadable` and `XCTAssertReadable` share: the audit of a screen in every state,
/// a baseline's accepted findings left out, and the message a failure shows.
@MainActor
struct ReadabilityCheck {
    let matrix: TraitMatrix
    let device: SnapshotDevice
    let level: ContrastLevel
    /// A baseline file (`appearance audit --write-baseline` writes one; so does `record`).
    let baseline: String?
    /// Whether to write the findings of now as the baseline instead of checking them.
    let record: Bool

    /// The failure message, or `nil` when the screen is readable in every state.
    func failure(screen: String, hosting window: (TraitState) -> Window) -> String? {
        let report = WindowAudit(screen: screen, matrix: matrix, level: level, size: device.size).run(window)
        if record, let baseline {
            let accepted = AuditBaseline(accepting: report, comment: "Accepted by a test of \(screen); remove entries as they are fixed.")
            do {
                try accepted.json().write(toFile: baseline, atomically: true, encoding: .utf8)
            } catch {
                return "Could not write the baseline \(baseline): \(error)"
            }
            return "Recorded \(report.violations.count) finding(s) of \(screen) as the baseline \(baseline). "
                + "Turn recording off and run the test again to check against it."
        }
        var checked = report
        if let baseline {
            do {
                checked = report.applying(try AuditBaseline(contentsOf: baseline))
            } catch {
                return "\(error.message). Record one with expectReadable(…, baseline: \"\(baseline)\", record: true)."
            }
        }
        let violations = checked.violations
        guard !violations.isEmpty else { return nil }
        let failing = AuditReport(
            findings: violations, level: level, matrix: matrix, themes: checked.themes, screens: checked.screens,
            checkedPaints: checked.checkedPaints)
        return "\(screen) is not readable at WCAG \(level.rawValue) in \(Set(violations.compactMap(\.state)).count) of "
            + "\(matrix.states.count) trait states (\(matrix)):\n" + failing.text()
    }

    /// The name of a screen in messages: its type's.
    static func name(of subject: AnyObject) -> String { String(describing: type(of: subject)) }

    /// The failure for the screen `controller` makes, evaluated once per state: the first
    /// state's controller is made first, for the screen's name in the findings.
    func failure(for controller: () -> ViewController) -> String? {
        var first: ViewController? = controller()
        return failure(screen: Self.name(of: first!)) { state in
            defer { first = nil }
            return SnapshotHost.window(for: first ?? controller(), on: device, traits: state.traits)
        }
    }

    /// The failure for the view `view` makes, drawn alone at `size`, evaluated once per state.
    func failure(for view: () -> View, size: CGSize?) -> String? {
        var first: View? = view()
        return failure(screen: Self.name(of: first!)) { state in
            defer { first = nil }
            return SnapshotHost.window(for: first ?? view(), size: size, on: device, traits: state.traits)
        }
    }
}
