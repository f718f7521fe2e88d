import AppearanceBenchmark
import AppearanceKit
import AppearanceRender
import AppearanceThemes
import ArgumentParser

/// A leak check (#12): kit views created, styled in a window, given explicit values, moved,
/// detached and dropped, a million times, with windows, view controllers, proxies, trait
/// switches, theme switches and whole demo screens mixed in. The resident set must not grow
/// once the first tenth of the run has warmed the caches, and nothing the run made may stay
/// alive: views, windows and proxies never keep each other alive.
///
/// It is a script, not a test: resident memory is a process-wide measure that a test runner
/// running suites side by side would disturb.
///
/// ```sh
/// swift run -c release leak-check                    # 1,000,000 cycles
/// swift run -c release leak-check --cycles 100000 --limit-mb 2
/// ```
@main
struct LeakCheck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "leak-check",
        abstract: "Create, attach and detach kit views many times and check that memory does not grow.")

    @Option(help: "Create/attach/detach cycles.")
    var cycles = 1_000_000

    @Option(help: "The most the resident set may grow after the warm-up tenth, in MB.")
    var limitMB = 4.0

    mutating func run() throws {
        let cycles = max(cycles, 10)
        let limit = Int(limitMB * 1_048_576)
        let outcome = MainActor.assumeIsolated { LeakRun(cycles: cycles).run() }
        for line in outcome.report { print(line) }
        guard outcome.growth <= limit, outcome.survivors.isEmpty else {
            if !outcome.survivors.isEmpty { print("still alive after the run: \(outcome.survivors.joined(separator: ", "))") }
            if outcome.growth > limit {
                print("the resident set grew by \(LeakRun.megabytes(outcome.growth)) after warm-up (limit \(limitMB) MB)")
            }
            throw ExitCode.failure
        }
        print("no growth past \(limitMB) MB, nothing left alive")
    }
}
