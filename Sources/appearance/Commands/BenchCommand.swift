import AppearanceBenchmark
import ArgumentParser

/// `appearance bench`: runs a shared benchmark workload through the engine.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run a benchmark workload (see Benchmarks/chromium) through the engine.",
        discussion: """
            Times a tree entering a window (cold and warm caches), the trait switch to dark and \
            back, and an in-place reload, and checks every result against the workload's \
            expected_uikit digests. Build with -c release for meaningful numbers.
            """)

    @Option(help: "The workload.json written by gen_workload.py.")
    var workload: String

    @Option(help: "Measured repetitions (default: 9 up to 10,000 views, 7 up to 100,000, 3 above).")
    var reps: Int?

    @Option(help: "Discarded repetitions before the measured ones.")
    var warmup: Int = 1

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    func validate() throws {
        if let reps, reps < 1 { throw ValidationError("--reps must be at least 1") }
        if warmup < 0 { throw ValidationError("--warmup must not be negative") }
    }

    mutating func run() throws {
        let workload = try Workload(contentsOf: self.workload)
        let options = BenchmarkRunner.Options(repetitions: reps, warmup: warmup)
        let json = json
        let output = try MainActor.assumeIsolated { try Self.bench(workload, options: options, json: json) }
        print(output)
    }

    @MainActor
    static func bench(_ workload: Workload, options: BenchmarkRunner.Options, json: Bool) throws -> String {
        let report = try BenchmarkRunner.run(workload, options: options) { line in
            if !json { print(line) }
        }
        return json ? report.json : report.text
    }
}
