import AppearanceAudit
import AppearancePreview
import ArgumentParser
import Dispatch

/// The audit's speed (#34): the default trait matrix (8 states) over both built-in screens and
/// the three built-in themes, timed over several runs, and the cost per screen × state as the
/// matrix grows (1, 2, 4 and 8 states), which should stay flat: the audit is linear in views ×
/// states.
///
/// ```sh
/// swift run -c release audit-bench                   # 5 runs
/// swift run -c release audit-bench --runs 9 --limit 1
/// ```
@main
struct AuditBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit-bench", abstract: "Time the theme audit over the built-in screens and themes.")

    @Option(help: "Timed runs of the whole audit (after one warm-up run).")
    var runs = 5

    @Option(help: "Fail when the median run takes longer than this many seconds.")
    var limit: Double?

    mutating func run() throws {
        let runs = max(runs, 1)
        let limit = limit
        let median = try MainActor.assumeIsolated { () throws -> Double in
            let matrix = TraitMatrix.default
            let audit = try ThemeAudit(matrix: matrix)
            _ = try audit.run()
            var times: [Double] = []
            var report: AuditReport?
            for _ in 0..<runs {
                let (seconds, result) = try Self.time { try audit.run() }
                times.append(seconds)
                report = result
            }
            times.sort()
            let median = times[times.count / 2]
            let cells = audit.screens.count * audit.themes.count * matrix.states.count
            print(
                "audit: \(audit.themes.count) themes × \(audit.screens.count) screens × \(matrix.states.count) states "
                    + "(\(matrix)), \(report?.checkedPaints ?? 0) texts and parts, \(report?.findings.count ?? 0) findings")
            print(
                "  median \(Self.milliseconds(median)) over \(runs) runs (min \(Self.milliseconds(times.first!)), "
                    + "max \(Self.milliseconds(times.last!))); \(Self.milliseconds(median / Double(cells))) per screen × state")
            // Linear in states: the time per state stays flat as the matrix grows.
            for words in [["style=light"], ["style=light,dark"], ["style=light,dark", "contrast=normal,high"], []] {
                let grown = words.isEmpty ? TraitMatrix.default : try TraitMatrix(parsing: words)
                let grownAudit = try ThemeAudit(matrix: grown, checksCoverage: true)
                let (seconds, _) = try Self.time { try grownAudit.run() }
                let per = seconds / Double(grown.states.count)
                print("  \(grown.states.count) states: \(Self.milliseconds(seconds)), \(Self.milliseconds(per)) per state")
            }
            return median
        }
        if let limit, median > limit {
            print("the median run took \(Self.milliseconds(median)), over the limit of \(Self.milliseconds(limit))")
            throw ExitCode.failure
        }
    }

    @MainActor
    private static func time<Result>(_ body: () throws -> Result) throws -> (Double, Result) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, result)
    }

    private static func milliseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1000).rounded())) ms"
    }
}
