import AppearanceBenchmark
import ArgumentParser

/// `appearance bench`: runs a shared benchmark workload through the engine.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Run a benchmark workload (see ../shared/bench/chromium) through the engine.")

    @Option(help: "The workload.json written by gen_workload.py.")
    var workload: String

    mutating func run() throws {
        throw ValidationError("not built yet: \(workload)")
    }
}
