import Foundation
import AppearanceAudit
import AppearanceThemes
import AppearanceRender

/// Runs fuzz cases the way a user's tools meet theme files: load the file, and when it loads,
/// apply it to a live window, render the window and audit the drawing (contrast and rule
/// coverage, #34). Each case is checked for what must hold
/// for any file whatsoever:
/// - loading and rendering finish within the time budget;
/// - a rejected file says why, and every error names a file, a line and a column;
/// - a rejected file changes nothing: the theme in force, and so the rendered window, stay.
///
/// A crash ends the process; the fuzz runner and the test print the case before running it
/// when asked, so a crash is replayed from its seed and index.
@MainActor
public final class FuzzHarness {
    /// The longest a case may take, loading, applying and rendering together.
    public let budget: Duration
    /// A rejected case is also checked by rendering the window every this many rejections.
    public let renderCheckInterval: Int
    /// Where cases are written.
    public let workspace: FuzzWorkspace

    private let loader = ThemeLoader()
    private let screen: DemoScreen
    private var rendered: String
    private var rejections = 0

    /// A harness with a new workspace, a demo window styled by the built-in Ocean theme.
    public init(budget: Duration, renderCheckInterval: Int = 50) throws {
        self.budget = budget
        self.renderCheckInterval = renderCheckInterval
        workspace = try FuzzWorkspace(limit: loader.maximumFileSize)
        DemoScreen.registerClasses()
        try BuiltinTheme.ocean.load().apply()
        screen = DemoScreen.make()
        rendered = SVGRenderer().render(screen.window, size: DemoScreen.defaultSize)
    }

    /// Deletes the workspace.
    public func finish() {
        workspace.remove()
    }

    /// Runs one case and returns what happened, with every property that failed.
    public func run(_ fuzzCase: FuzzCase) -> FuzzOutcome {
        var problems: [String] = []
        let url: URL
        do {
            url = try workspace.write(fuzzCase)
        } catch {
            return FuzzOutcome(index: fuzzCase.index, accepted: false, duration: .zero, problems: ["cannot write the case: \(error)"])
        }
        let clock = ContinuousClock()
        let start = clock.now
        let valueCount = Appearance.snapshot().valueCount
        var accepted = false
        do {
            let theme = try loader.load(contentsOf: url)
            accepted = true
            theme.apply()
            let drawing = SVGRenderer().drawing(screen.window, size: DemoScreen.defaultSize)
            rendered = drawing.svg
            if rendered.isEmpty { problems.append("an accepted theme rendered nothing") }
            problems += Self.auditProblems(drawing, of: screen.window)
        } catch {
            rejections += 1
            problems += Self.problems(with: error)
            if Appearance.snapshot().valueCount != valueCount {
                problems.append(
                    "a rejected theme changed the proxy values (\(valueCount) before, \(Appearance.snapshot().valueCount) after)")
            }
            if rejections % renderCheckInterval == 0,
                SVGRenderer().render(screen.window, size: DemoScreen.defaultSize) != rendered
            {
                problems.append("a rejected theme changed how the window renders")
            }
        }
        let duration = clock.now - start
        if duration > budget { problems.append("took \(duration), over the \(budget) budget") }
        return FuzzOutcome(index: fuzzCase.index, accepted: accepted, duration: duration, problems: problems)
    }

    /// What is wrong with the audit of an accepted theme's drawing: every finding has a ratio
    /// from 1 to 21 below the one required, and says what it is about.
    private static func auditProblems(_ drawing: Drawing, of window: Window) -> [String] {
        let state = TraitState(values: [], traits: window.traitCollection)
        var problems: [String] = []
        for finding in ThemeAudit.contrastFindings(in: drawing, of: window, theme: "fuzz", screen: "demo", state: state) {
            guard let ratio = finding.ratio, let required = finding.required, (1...21).contains(ratio), ratio < required,
                !finding.message.isEmpty
            else {
                problems.append("an audit finding out of range: \(finding.message)")
                continue
            }
        }
        for finding in ThemeAudit.ruleFindings(on: [window], theme: "fuzz") where finding.rule == nil {
            problems.append("a rule finding without its rule: \(finding.message)")
        }
        return problems
    }

    /// What is wrong with the diagnostics of a rejected file.
    private static func problems(with error: ThemeError) -> [String] {
        var problems: [String] = []
        if error.errors.isEmpty { problems.append("rejected without an error") }
        for diagnostic in error.errors where diagnostic.location.line == nil || diagnostic.location.column == nil {
            problems.append("an error without a line and column: \(diagnostic.formatted())")
        }
        for diagnostic in error.diagnostics {
            if let line = diagnostic.sourceLine, line.unicodeScalars.count > ThemeSourceExcerpt.widest {
                problems.append("a diagnostic shows \(line.unicodeScalars.count) characters of its line")
            }
        }
        return problems
    }
}

/// What running one case gave.
public struct FuzzOutcome: Sendable {
    /// The case's index.
    public let index: Int
    /// Whether the file loaded.
    public let accepted: Bool
    /// How long loading (and, for an accepted file, applying and rendering) took.
    public let duration: Duration
    /// The properties that failed; empty when all held.
    public let problems: [String]
}

/// The widest excerpt of a line a diagnostic may show: the loader's excerpt and its `...` marks.
enum ThemeSourceExcerpt {
    static let widest = 120 + 6
}
