import AppearanceCore

/// Runs a workload through the engine and times it: a tree entering a window with cold caches,
/// the trait switch to the other state and back, a second tree entering with warm caches, and
/// a full in-place reload. Every repetition's values are checked against the workload's
/// `expected_uikit` digests. Tree building and rule recording are not timed.
///
/// ```swift
/// let report = try BenchmarkRunner.run(Workload(contentsOf: path), options: .init(repetitions: 5))
/// let kit = try BenchmarkRunner.run(KitScene(workload, recording: .theme))   // AppearanceBenchmarkKit
/// print(report.text)
/// ```
@MainActor
public enum BenchmarkRunner {
    /// The timed phases, in report order.
    public static let phaseNames = ["insert_cold", "to_dark", "to_light", "insert_warm", "reload"]

    /// How to run.
    public struct Options: Sendable {
        /// Measured repetitions; `nil` picks ``defaultRepetitions(views:)``.
        public var repetitions: Int?
        /// Discarded repetitions before them.
        public var warmup: Int

        public init(repetitions: Int? = nil, warmup: Int = 1) {
            self.repetitions = repetitions
            self.warmup = warmup
        }
    }

    /// Times one phase's work on `clock`: every timed phase runs inside this one function.
    ///
    /// Never inlined, so that an instruction counter can count the timed work alone and leave
    /// out building trees, recording rules and checking digests (which a change to the engine
    /// does not touch, and whose counts move with the binary's layout): the regression gate
    /// runs `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*AppearanceBenchmark*timedPhase*'`
    /// (`Benchmarks/gate/gate.py`).
    @inline(never)
    nonisolated static func timedPhase(on clock: ContinuousClock, _ body: () -> Void) -> Duration {
        clock.measure(body)
    }

    /// 9 repetitions up to 10,000 views, 7 up to 100,000, 3 above.
    public static func defaultRepetitions(views: Int) -> Int {
        views <= 10_000 ? 9 : views <= 100_000 ? 7 : 3
    }

    /// Runs `workload` through ``BenchScene`` (``BenchNode`` trees); `progress` receives one
    /// line per repetition.
    ///
    /// - Throws: ``BenchmarkError`` when the workload has no `expected_uikit` digests or when
    ///   a resolved tree's digest differs from them.
    public static func run(
        _ workload: Workload, options: Options = Options(), progress: ((String) -> Void)? = nil
    ) throws -> BenchmarkReport {
        try run(BenchScene(workload), options: options, progress: progress)
    }

    /// Runs `adopter`'s path; `progress` receives one line per repetition.
    ///
    /// - Throws: ``BenchmarkError`` when the workload has no `expected_uikit` digests or when
    ///   a resolved tree's digest differs from them.
    public static func run<Adopter: BenchAdopter>(
        _ adopter: Adopter, options: Options = Options(), progress: ((String) -> Void)? = nil
    ) throws -> BenchmarkReport {
        let workload = adopter.workload
        guard let expected = workload.expectedUIKit else { throw BenchmarkError.noExpectedDigests }
        let repetitions = max(1, options.repetitions ?? defaultRepetitions(views: workload.nodeCount))
        var peak = ProcessMemory.peakResidentBytes

        func check(_ tree: Adopter.Tree, _ state: String, _ phase: String, _ repetition: Int) throws {
            let want = state == "initial" ? expected.initial : expected.switched
            let got = adopter.digest(of: tree)
            guard got == want else {
                throw BenchmarkError.digestMismatch(
                    phase: phase, state: state, repetition: repetition, expected: want, got: got)
            }
        }

        // Memory: the same tree unstyled, then styled (index, caches and per-node state included).
        var memory: (tree: Int, styling: Int)
        do {
            Appearance.reset()
            ProcessMemory.trimHeap()
            let before = ProcessMemory.residentBytes
            let tree = adopter.buildTree()
            ProcessMemory.trimHeap()
            peak = max(peak, ProcessMemory.peakResidentBytes)
            let unstyled = ProcessMemory.residentBytes
            let reset = ProcessMemory.resetPeak()
            adopter.recordRules()
            adopter.insert(tree)
            let styled = reset ? ProcessMemory.peakResidentBytes : ProcessMemory.residentBytes
            memory = (unstyled - before, max(0, styled - unstyled))
            try check(tree, "initial", "memory probe", 0)
        }

        var samples = [String: [Double]]()
        let clock = ContinuousClock()
        func time(_ phase: String, _ keep: Bool, _ body: () -> Void) {
            let elapsed = timedPhase(on: clock, body)
            if keep {
                samples[phase, default: []].append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
            }
        }

        for repetition in 0..<(options.warmup + repetitions) {
            let keep = repetition >= options.warmup
            let label = keep ? repetition - options.warmup + 1 : -(repetition + 1)
            // Rules are recorded before the tree is built: a theme applied then restyles no
            // window of this repetition (kit windows resolve themselves when they are made).
            Appearance.reset()
            adopter.recordRules()
            let window = adopter.buildTree()
            // The rule index is compiled before timing, as Blink builds its rule set when the
            // page loads; matches, trait states and styles stay cold.
            Appearance.prepare()
            time("insert_cold", keep) { adopter.insert(window) }
            try check(window, "initial", "insert_cold", label)
            time("to_dark", keep) { adopter.setTraits(workload.switchedTraits, in: window) }
            try check(window, "switched", "to_dark", label)
            time("to_light", keep) { adopter.setTraits(workload.initialTraits, in: window) }
            try check(window, "initial", "to_light", label)
            let second = adopter.buildTree()
            time("insert_warm", keep) { adopter.insert(second) }
            try check(second, "initial", "insert_warm", label)
            time("reload", keep) { adopter.reload(window) }
            try check(window, "initial", "reload", label)
            peak = max(peak, ProcessMemory.peakResidentBytes)
            if let progress {
                let line = phaseNames.map { name in
                    "\(name) \(samples[name]?.last.map { BenchmarkReport.fixed($0, 2) } ?? "-")"
                }
                progress("rep \(keep ? String(label) : "warm-up"): " + (keep ? line.joined(separator: "  ") : "discarded"))
            }
        }

        return BenchmarkReport(
            adopter: adopter.name,
            phases: phaseNames.map { BenchmarkReport.Phase(name: $0, samplesMS: samples[$0] ?? [], views: workload.nodeCount) },
            digestsOK: true, views: workload.nodeCount, rules: workload.rules.count,
            classes: workload.classes.count, repetitions: repetitions,
            digests: (expected.initial, expected.switched),
            peakRSSBytes: max(peak, ProcessMemory.peakResidentBytes),
            treeRSSBytes: memory.tree, stylingRSSBytes: memory.styling)
    }
}

/// Why a benchmark run failed.
public enum BenchmarkError: Error, CustomStringConvertible {
    /// The workload was generated without expected digests.
    case noExpectedDigests
    /// A resolved tree's values differ from the reference resolver's.
    case digestMismatch(phase: String, state: String, repetition: Int, expected: String, got: String)

    public var description: String {
        switch self {
        case .noExpectedDigests:
            "the workload has no expected_uikit digests: generate it with gen_workload.py without --no-expect"
        case let .digestMismatch(phase, state, repetition, expected, got):
            "DIGEST MISMATCH after \(phase) (\(state) traits, repetition \(repetition)): expected \(expected) "
                + "(expected_uikit.\(state).digest), got \(got). The engine resolved at least one view differently "
                + "from the reference resolver (resolve_uikit in gen_workload.py)."
        }
    }
}
