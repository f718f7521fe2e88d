import AppearanceThemes
import ArgumentParser
import Dispatch
import Foundation

/// Theme checking on hostile files (#42): variables that chain far past the nesting limit of
/// 256 (each `vN: "$v(N+1)"`), which a checker must reject without resolving the whole chain.
/// The chain the issue measured (60,000 variables, JSON) is timed over several runs; chains of
/// 15,000, 60,000 and 120,000 show the cost per variable, which should stay flat (linear).
///
/// ```sh
/// swift run -c release theme-bench                 # 5 runs
/// swift run -c release theme-bench --limit 0.5     # fail when the 60,000 chain takes longer
/// ```
@main
struct ThemeBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme-bench", abstract: "Time `appearance check` on themes whose variables chain far past the limit.")

    @Option(help: "Timed runs of the 60,000-variable chain (after one warm-up run).")
    var runs = 5

    @Option(help: "Fail when the median check of the 60,000-variable chain takes longer than this many seconds.")
    var limit: Double?

    mutating func run() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("theme-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let runs = max(runs, 1)
        let chain = try Self.writeChain(60_000, in: directory)
        let (median, times, diagnostics) = Self.median(runs: runs, of: chain)
        guard diagnostics.contains(where: { $0.message.contains("variables nest more than") }) else {
            print("the 60,000 chain was not rejected for nesting: \(diagnostics.prefix(3))")
            throw ExitCode.failure
        }
        print(
            "check of 60,000 chained variables (JSON, \(Self.kilobytes(chain))): median \(Self.milliseconds(median)) "
                + "over \(runs) runs (min \(Self.milliseconds(times.first!)), max \(Self.milliseconds(times.last!)))")
        // Linear: the time per variable stays flat as the chain grows.
        for count in [15_000, 60_000, 120_000] {
            let url = try Self.writeChain(count, in: directory)
            let (seconds, _, _) = Self.median(runs: 3, of: url)
            print("  \(count) variables: \(Self.milliseconds(seconds)), \(Int((seconds / Double(count) * 1e9).rounded())) ns per variable")
        }
        if let limit, median > limit {
            print("the median check took \(Self.milliseconds(median)), over the limit of \(Self.milliseconds(limit))")
            throw ExitCode.failure
        }
    }

    /// A theme of `count` variables, each naming the next, the last a colour, and one rule using
    /// the first; JSON, since YAML files stop at 100,000 values before the chain is read.
    private static func writeChain(_ count: Int, in directory: URL) throws -> URL {
        var text = #"{"name": "Chain", "variables": {"#
        text.reserveCapacity(count * 24)
        for index in 0..<count { text += "\n  \"v\(index)\": \"$v\(index + 1)\"," }
        text += "\n  \"v\(count)\": \"#112233\"},\n"
        text += #""rules": [{"class": "Label", "properties": {"textColor": "$v0"}}]}"# + "\n"
        let url = directory.appendingPathComponent("chain-\(count).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The median, the sorted times and the last run's diagnostics of checking `url` `runs`
    /// times after one warm-up.
    private static func median(runs: Int, of url: URL) -> (Double, [Double], [ThemeDiagnostic]) {
        MainActor.assumeIsolated {
            let loader = ThemeLoader()
            var diagnostics = loader.check(contentsOf: url)
            var times: [Double] = []
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                diagnostics = loader.check(contentsOf: url)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            times.sort()
            return (times[times.count / 2], times, diagnostics)
        }
    }

    private static func kilobytes(_ url: URL) -> String {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        return "\(size / 1_024) KB"
    }

    private static func milliseconds(_ seconds: Double) -> String {
        "\(Int((seconds * 1000).rounded())) ms"
    }
}
