import AppearanceSolver
import ArgumentParser
import Foundation

/// The constraint solver's speed (#44): screens of 100, 1,000 and 10,000 views (a chain, table
/// rows, nested cards and stacks) solved cold, after one constant changes, and after a text-size
/// change, and with `--compare-kiwi` the same systems solved by Kiwi in the same run.
///
/// ```sh
/// swift run --package-path Benchmarks -c release solver-bench --compare-kiwi
/// swift run --package-path Benchmarks -c release solver-bench --sizes 100,1000 --shapes chain --json /tmp/solver.json
/// ```
@main
struct SolverBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver-bench",
        abstract: "Time AppearanceSolver on screen-shaped constraint systems, beside Kiwi on the same systems.",
        discussion: """
            Phases: cold (a new solver, every constraint added), one constant (a middle item's height moved \
            and back), text size up and down (every text height × 1.25, then back). Kiwi cannot move a constant: its \
            constant change is a removal and an addition, and its text-size change a new solver with \
            every constraint. Without --large, Kiwi at 10,000 views runs only the chain's cold solve, once.
            """)

    @Option(help: "Screen sizes in views, comma-separated.")
    var sizes = "100,1000,10000"

    @Option(help: "Shapes, comma-separated: chain, table, cards.")
    var shapes = "chain,table,cards"

    @Flag(help: "Also run Kiwi (python3 with kiwisolver) on the same systems, in this run.")
    var compareKiwi = false

    @Flag(help: "Kiwi at 10,000 views for every shape and phase (a minute per solve, several per constant change).")
    var large = false

    @Option(help: "Write the results as JSON to this file.")
    var json: String?

    @Option(help: "The folder for the systems written for Kiwi (kiwi_bench.py reads them).")
    var systems = "/tmp/solver-bench"

    @Option(help: "Kiwi's script (default: kiwi_bench.py beside this command's source).")
    var kiwiScript: String?

    @Option(help: "The Python that runs Kiwi's script.")
    var python = "python3"

    @Option(help: "Run only the performance gate's counted work this many rounds (see SolverGate) and print its views.")
    var gateRounds: Int?

    func validate() throws {
        guard (try? parsedSizes()) != nil, (try? parsedShapes()) != nil else {
            throw ValidationError("--sizes takes positive numbers and --shapes chain, table or cards, comma-separated")
        }
    }

    mutating func run() throws {
        if let gateRounds {
            let result = try SolverGate.run(rounds: gateRounds)
            print("solver-gate views: \(result.views) checksum: \(result.checksum)")
            return
        }
        let sizes = try parsedSizes()
        let shapes = try parsedShapes()
        let folder = URL(fileURLWithPath: systems)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let runner = KiwiRunner(python: python, script: kiwiScript ?? Self.defaultKiwiScript)
        var kiwiVersion: String?
        if compareKiwi {
            kiwiVersion = runner.version()
            if kiwiVersion == nil {
                print("Kiwi is not installed for \(python) (pip install kiwisolver): measuring AppearanceSolver alone.")
            }
        }
        let loadBefore = Self.loadAverage()
        var results: [ScreenResult] = []
        for views in sizes {
            for shape in shapes {
                let screen = shape.screen(views: views)
                Self.progress("\(shape.rawValue) \(screen.views) views: AppearanceSolver")
                let ours = try SolverRun.measure(screen, repetitions: .ours(views: views))
                let kiwiRepetitions = Repetitions.kiwi(views: views, shape: shape, large: large)
                let file = folder.appendingPathComponent("\(shape.rawValue)-\(screen.views).json")
                try KiwiSystem(screen, repetitions: kiwiRepetitions, check: ours.checkpoints).write(to: file)
                var kiwi: KiwiRunner.Result?
                if kiwiVersion != nil, kiwiRepetitions != Repetitions(cold: 0, constant: 0, text: 0) {
                    Self.progress("\(shape.rawValue) \(screen.views) views: Kiwi")
                    kiwi = try runner.measure(
                        system: file, output: folder.appendingPathComponent("kiwi-\(shape.rawValue)-\(screen.views).json"))
                }
                results.append(
                    ScreenResult(
                        shape: shape, views: screen.views, variables: screen.variables.count, constraints: screen.constraints.count,
                        ours: ours.times, kiwi: Self.phases(kiwi?.phases ?? [:]), kiwiChecked: kiwi?.checked ?? 0,
                        kiwiMismatches: kiwi?.mismatches ?? []))
            }
        }
        let report = Report(
            results: results, kiwiVersion: kiwiVersion, loadAverageBefore: loadBefore, loadAverageAfter: Self.loadAverage())
        print(Self.summary(report, results: results))
        if let json { try report.write(to: URL(fileURLWithPath: json)) }
        if results.contains(where: { !$0.kiwiMismatches.isEmpty }) { throw ExitCode.failure }
    }

    private static func summary(_ report: Report, results: [ScreenResult]) -> String {
        let kiwiRan = report.kiwiVersion != nil
        var lines = [
            "solver-bench: AppearanceSolver" + (kiwiRan ? " and Kiwi \(report.kiwiVersion!) on the same systems" : "")
                + "; medians (min–max, runs); load average \(report.loadAverageBefore) before, \(report.loadAverageAfter) after",
            "",
            Table.render(results, kiwiRan: kiwiRan),
            "",
            "one constant: a middle item's height (row, title, body) moved and back; text size: every text height × 1.25, then back.",
        ]
        if kiwiRan {
            lines += [
                "Kiwi has no constant update: its one constant is removeConstraint + addConstraint, and each text-size change",
                "a new solver with every constraint (removing and adding each text height would cost what its one constant",
                "costs, once per text), so Kiwi's text size down is a cold solve again.",
                "Kiwi at 10,000 views runs only the chain's cold solve, once, unless --large.",
            ]
            for result in results where !result.kiwi.isEmpty {
                let verdict =
                    result.kiwiMismatches.isEmpty
                    ? "\(result.kiwiChecked) sampled values agree"
                    : "MISMATCH: " + result.kiwiMismatches.prefix(5).joined(separator: "; ")
                lines.append("check \(result.shape.rawValue) \(result.views): \(verdict)")
            }
        }
        lines += ["", "targets (#44):"]
        if report.targets.isEmpty { lines.append("  none judged: they need 100 or 1,000 views (and 10,000 beside 1,000)") }
        for check in report.targets {
            let verdict = check.met.map { $0 ? "met" : "NOT MET" } ?? "not measured"
            lines.append("  \(verdict): \(check.target), \(check.shape.rawValue): \(check.measured)")
        }
        return lines.joined(separator: "\n")
    }

    private func parsedSizes() throws -> [Int] {
        let values = sizes.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ ($0 ?? 0) > 0 }) else { throw ValidationError("sizes") }
        return values.compactMap(\.self)
    }

    private func parsedShapes() throws -> [Shape] {
        let values = shapes.split(separator: ",").map { Shape(rawValue: $0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil }) else { throw ValidationError("shapes") }
        return values.compactMap(\.self)
    }

    private static func phases(_ named: [String: Samples]) -> [Phase: Samples] {
        Dictionary(uniqueKeysWithValues: named.compactMap { name, samples in Phase(rawValue: name).map { ($0, samples) } })
    }

    private static var defaultKiwiScript: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("kiwi_bench.py").path
    }

    /// The first three fields of /proc/loadavg: the machine is shared, and times move with its load.
    private static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private static func progress(_ message: String) {
        FileHandle.standardError.write(Data("solver-bench: \(message)\n".utf8))
    }
}
