import AppearanceBenchmark
import AppearanceBenchmarkKit
import ArgumentParser
import Foundation

/// `appearance-bench`: runs a shared benchmark workload through the engine.
///
/// ```sh
/// swift run --package-path Benchmarks -c release appearance-bench --workload n10000.json --adopter kit
/// ```
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "appearance-bench",
        abstract: "Run a benchmark workload (see Benchmarks/chromium) through the engine.",
        discussion: """
            Times a tree entering a window (cold and warm caches), the trait switch to dark and \
            back, and an in-place reload, and checks every result against the workload's \
            expected_uikit digests. Build with -c release for meaningful numbers.

            --adopter benchnode runs BenchNode trees (an outside adopter of the core written for \
            speed); --adopter kit runs the kit's own views (generated View subclasses in a \
            Window), with the rules recorded one per function call (--record per-rule), all from \
            one generated function (--record one-function) or from a theme file generated from \
            the workload (--rules-from theme).
            """)

    /// Which views the workload runs on.
    enum Adopter: String, ExpressibleByArgument, CaseIterable {
        case benchnode, kit
    }

    /// How the kit path records the rules in code.
    enum Record: String, ExpressibleByArgument, CaseIterable {
        case perRule = "per-rule"
        case oneFunction = "one-function"
    }

    /// Where the kit path's rules come from.
    enum RulesSource: String, ExpressibleByArgument, CaseIterable {
        case code, theme
    }

    @Option(help: "The workload.json written by gen_workload.py.")
    var workload: String

    @Option(help: "The views: benchnode or kit.")
    var adopter: Adopter = .benchnode

    @Option(help: "How the kit path records rules in code: per-rule or one-function.")
    var record: Record = .perRule

    @Option(help: "Where the kit path's rules come from: code or theme (a generated theme file).")
    var rulesFrom: RulesSource = .code

    @Option(help: "Measured repetitions (default: 9 up to 10,000 views, 7 up to 100,000, 3 above).")
    var reps: Int?

    @Option(help: "Discarded repetitions before the measured ones.")
    var warmup: Int = 1

    @Option(help: "Write the theme file generated from the workload's rules here (kit path).")
    var writeTheme: String?

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    func validate() throws {
        if let reps, reps < 1 { throw ValidationError("--reps must be at least 1") }
        if warmup < 0 { throw ValidationError("--warmup must not be negative") }
        if adopter == .benchnode, record != .perRule || rulesFrom != .code || writeTheme != nil {
            throw ValidationError("--record, --rules-from and --write-theme belong to --adopter kit")
        }
        if rulesFrom == .theme, record != .perRule {
            throw ValidationError("--record one-function records rules in code; it does not go with --rules-from theme")
        }
    }

    mutating func run() throws {
        let workload = try Workload(contentsOf: self.workload)
        let options = BenchmarkRunner.Options(repetitions: reps, warmup: warmup)
        let recording: KitScene.Recording? =
            switch (adopter, rulesFrom, record) {
            case (.benchnode, _, _): nil
            case (.kit, .theme, _): .theme
            case (.kit, .code, .perRule): .perRule
            case (.kit, .code, .oneFunction): .oneFunction
            }
        let json = json, writeTheme = writeTheme
        let output = try MainActor.assumeIsolated {
            try Self.bench(workload, recording: recording, writeTheme: writeTheme, options: options, json: json)
        }
        print(output)
    }

    /// Runs the BenchNode path (`recording` `nil`) or the kit path recorded as `recording`.
    @MainActor
    static func bench(
        _ workload: Workload, recording: KitScene.Recording?, writeTheme: String?, options: BenchmarkRunner.Options,
        json: Bool
    ) throws -> String {
        let progress: (String) -> Void = { line in if !json { print(line) } }
        let report: BenchmarkReport
        if let recording {
            let scene = try KitScene(workload, recording: recording)
            if let writeTheme { try Self.write(scene.themeText, to: writeTheme) }
            report = try BenchmarkRunner.run(scene, options: options, progress: progress)
        } else {
            report = try BenchmarkRunner.run(workload, options: options, progress: progress)
        }
        return json ? report.json : report.text
    }

    /// Writes the generated theme file, or says which path could not be written and why.
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw ValidationError("cannot write the theme to '\(path)': \(error.localizedDescription)")
        }
    }
}
