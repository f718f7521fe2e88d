import ArgumentParser
import Foundation
import ThemeFuzzing

/// `theme-fuzz`: runs seeded fuzz cases of theme files for as long as asked (see `Fuzz/README.md`).
@main
struct ThemeFuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme-fuzz",
        abstract: "Mutate theme files and check that loading, applying and rendering them never crash, stall or lose a location.",
        discussion: """
            Every case is made from the seed and its index alone, so a finding is replayed with \
            --seed S --from I --cases 1 (and written out with --write DIR). Exits with 1 when a \
            case fails a check; a crash ends the process, and --trace names the case it was in.
            """)

    @Option(help: "The run's seed.")
    var seed: UInt64 = 1

    @Option(help: "How many cases to run.")
    var cases = 10_000

    @Option(help: "The index of the first case.")
    var from = 0

    @Option(help: "The time budget of one case, in seconds.")
    var budget = 1.0

    @Flag(help: "Print each case's index before running it (to find the case a crash is in).")
    var trace = false

    @Option(help: ArgumentHelp("Write the files of failing cases (or, with --cases 1, of the case) to this folder.", valueName: "folder"))
    var write: String?

    mutating func run() throws {
        // A command's `run` is called on the main thread; the harness is main-actor code.
        let (seed, cases, from, budget, trace, write) = (seed, cases, from, budget, trace, write)
        try MainActor.assumeIsolated {
            try Self.run(seed: seed, cases: cases, from: from, budget: budget, trace: trace, write: write)
        }
    }

    @MainActor
    private static func run(seed: UInt64, cases: Int, from: Int, budget: Double, trace: Bool, write: String?) throws {
        let mutator = ThemeMutator(corpus: .standard(), seed: seed)
        let harness = try FuzzHarness(budget: .milliseconds(Int(budget * 1000)))
        defer { harness.finish() }
        var summary = FuzzSummary()
        for index in from..<(from + cases) {
            let fuzzCase = mutator.makeCase(index)
            if trace { FileHandle.standardError.write(Data("case \(index)\n".utf8)) }
            if cases == 1, let write { try save(fuzzCase, seed: seed, in: write) }
            let outcome = harness.run(fuzzCase)
            summary.add(outcome)
            if !outcome.problems.isEmpty {
                print("case \(index) (seed \(seed), from \(fuzzCase.seedName): \(fuzzCase.mutations.joined(separator: "; "))):")
                for problem in outcome.problems { print("  \(problem)") }
                if let write, cases > 1 { try save(fuzzCase, seed: seed, in: write) }
            }
            if (index - from + 1) % 1000 == 0 { print("\(index - from + 1) cases: \(summary)") }
        }
        print("done, \(cases) cases from \(from), seed \(seed): \(summary)")
        if summary.failures > 0 { throw ExitCode(1) }
    }

    private static func save(_ fuzzCase: FuzzCase, seed: UInt64, in folder: String) throws {
        let directory = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("seed\(seed)-case\(fuzzCase.index).\(fuzzCase.fileExtension)")
        try Data(fuzzCase.bytes).write(to: file)
        print("  wrote \(file.path)")
    }
}
