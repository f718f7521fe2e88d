import Foundation
import TestSupport
import Testing

import AppearanceSolver

/// The same random systems solved here and by Kiwi (the C++ Cassowary solver, through its
/// Python bindings): the same steps must be refused, and where the optimum pins a variable
/// down both solvers must agree on it; elsewhere the objective values must agree.
///
/// Runs in the slow tier (`APPEARANCE_SLOW_TESTS=1`) where `python3 -c "import kiwisolver"`
/// works (`pip install kiwisolver`); skipped, with that reason, otherwise.
@Suite struct KiwiDifferentialTests {
    static let kiwiAvailable: Bool = TestTier.runsSlowTests && KiwiReference.canImportKiwi()

    @Test(
        .enabled(if: TestTier.runsSlowTests, "slow tier: set APPEARANCE_SLOW_TESTS=1 to compare with Kiwi"),
        .enabled(if: kiwiAvailable, "needs python3 with kiwisolver (pip install kiwisolver)"))
    func randomSystemsAgreeWithKiwi() throws {
        let seeds = (0..<UInt64(400)).map { 10_000 + $0 }
        let systems = seeds.map { RandomSystem(seed: $0) }
        let kiwi = try KiwiReference.solve(systems)
        try #require(kiwi.count == systems.count)
        var compared = 0
        var kiwiBroken = 0
        for (index, system) in systems.enumerated() {
            let replay = SystemReplay(variableCount: system.variableCount)
            for operation in system.operations { replay.apply(operation) }
            let seed = seeds[index]
            if let crash = kiwi[index].crash {
                // Kiwi's dual simplex aborts when its tableau has been broken (see below).
                kiwiBroken += 1
                print("seed \(seed): Kiwi gave no answer (\(crash))")
                continue
            }
            #expect(replay.outcomes == kiwi[index].outcomes, "seed \(seed): steps refused differently")
            guard replay.outcomes == kiwi[index].outcomes else { continue }
            let kiwiValues = kiwi[index].values
            // Kiwi's marker removal can leave a required constraint broken (see
            // SolverTests.redundantRequiredEqualitiesSurviveRemoval): nothing to compare then.
            if replay.requiredViolations(values: kiwiValues).contains(where: { $0.1 > 1e-6 }) {
                print("seed \(seed): Kiwi's answer breaks a required constraint")
                kiwiBroken += 1
                continue
            }
            let values = replay.variables.map(replay.solver.value(of:))
            let objective = replay.objective(values: values)
            let kiwiObjective = replay.objective(values: kiwiValues)
            #expect(abs(objective - kiwiObjective) <= 1e-6 * max(1, abs(kiwiObjective)), "seed \(seed): objective")
            for (position, variable) in replay.variables.enumerated() where !replay.solver.isAmbiguous(variable) {
                let tolerance = 1e-6 * max(1, abs(kiwiValues[position]))
                #expect(abs(values[position] - kiwiValues[position]) <= tolerance, "seed \(seed): \(variable)")
                compared += 1
            }
        }
        print("compared \(compared) determined values over \(systems.count) systems; Kiwi gave no valid answer for \(kiwiBroken)")
        #expect(compared > systems.count, "too few determined variables to compare")
        #expect(kiwiBroken < systems.count / 50)
    }
}

/// Runs the Kiwi script over systems written as JSON.
enum KiwiReference {
    struct Result: Decodable {
        let outcomes: [String]
        let values: [Double]
        /// Why Kiwi gave no answer (it aborted), if it did not.
        let crash: String?
    }

    static func canImportKiwi() -> Bool {
        (try? run(["python3", "-c", "import kiwisolver"])) == 0
    }

    static func solve(_ systems: [RandomSystem]) throws -> [Result] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiwi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("kiwi_reference.py")
        let input = directory.appendingPathComponent("systems.json")
        let output = directory.appendingPathComponent("results.json")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        let json: [[String: Any]] = systems.map { ["n": $0.variableCount, "ops": $0.operations.map(encode)] }
        try JSONSerialization.data(withJSONObject: json).write(to: input)
        if let keep = ProcessInfo.processInfo.environment["KIWI_KEEP"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(at: directory, to: URL(fileURLWithPath: keep))
        }
        let errors = directory.appendingPathComponent("errors.txt")
        let status = try run(["python3", script.path, input.path, output.path], errors: errors)
        guard status == 0 else {
            throw KiwiFailure(status: status, message: (try? String(contentsOf: errors, encoding: .utf8)) ?? "")
        }
        return try JSONDecoder().decode([Result].self, from: Data(contentsOf: output))
    }

    struct KiwiFailure: Error {
        let status: Int32
        let message: String
    }

    private static func encode(_ operation: SystemOperation) -> [Any] {
        func relationName(_ relation: Relation) -> String {
            switch relation {
            case .equal: return "eq"
            case .lessThanOrEqual: return "le"
            case .greaterThanOrEqual: return "ge"
            }
        }
        switch operation {
        case .add(let id, let terms, let constant, let relation, let weight):
            let pairs = terms.map { [$0.variable, $0.coefficient] as [Any] }
            return ["add", id, pairs, constant, relationName(relation), weight.map { $0 as Any } ?? NSNull()]
        case .remove(let id): return ["remove", id]
        case .addEdit(let variable, let weight): return ["edit", variable, weight]
        case .suggest(let variable, let value): return ["suggest", variable, value]
        case .updateConstant(let id, let constant): return ["update", id, constant]
        }
    }

    private static func run(_ arguments: [String], errors: URL? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        if let errors {
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
        }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Replays each system with kiwisolver. Kiwi has no constant update, so one is a removal
    /// and an addition of the constraint with the new constant.
    static let script = """
        import json, os, signal, sys
        import kiwisolver as kiwi

        def make(variables, spec):
            _, _, terms, constant, relation, weight = spec
            expression = kiwi.Term(variables[terms[0][0]], terms[0][1]) + 0.0
            for variable, coefficient in terms[1:]:
                expression = expression + kiwi.Term(variables[variable], coefficient)
            expression = expression + constant
            if relation == "eq":
                constraint = expression == 0
            elif relation == "le":
                constraint = expression <= 0
            else:
                constraint = expression >= 0
            return constraint | ("required" if weight is None else float(weight))

        def replay(system):
            variables = [kiwi.Variable("x%d" % i) for i in range(system["n"])]
            specs, active, edits, outcomes = {}, {}, {}, []
            solver = kiwi.Solver()

            def rebuild():
                # Kiwi 1.5.1 keeps part of a constraint it refuses through its artificial
                # variable (the row stays, the artificial is set to zero), which breaks required
                # constraints later; after a refusal, start again from what was accepted.
                fresh = kiwi.Solver()
                for constraint in active.values():
                    fresh.addConstraint(constraint)
                for variable, (weight, value) in edits.items():
                    fresh.addEditVariable(variables[variable], weight)
                    fresh.suggestValue(variables[variable], value)
                return fresh

            for op in system["ops"]:
                kind = op[0]
                try:
                    if kind == "add":
                        specs[op[1]] = op
                        constraint = make(variables, op)
                        solver.addConstraint(constraint)
                        active[op[1]] = constraint
                    elif kind == "remove":
                        if op[1] not in active:
                            outcomes.append("unknown")
                            continue
                        solver.removeConstraint(active.pop(op[1]))
                    elif kind == "edit":
                        solver.addEditVariable(variables[op[1]], float(op[2]))
                        edits[op[1]] = (float(op[2]), 0.0)
                    elif kind == "suggest":
                        solver.suggestValue(variables[op[1]], float(op[2]))
                        edits[op[1]] = (edits[op[1]][0], float(op[2]))
                    elif kind == "update":
                        if op[1] not in active:
                            outcomes.append("unknown")
                            continue
                        spec = list(specs[op[1]])
                        spec[3] = op[2]
                        replacement = make(variables, spec)
                        solver.removeConstraint(active[op[1]])
                        solver.addConstraint(replacement)
                        active[op[1]] = replacement
                    outcomes.append("ok")
                except kiwi.UnsatisfiableConstraint:
                    outcomes.append("unsatisfiable")
                    solver = rebuild()
            solver.updateVariables()
            return {"outcomes": outcomes, "values": [v.value() for v in variables]}

        def isolated(system):
            # Kiwi aborts the process on an internal error (C++ terminate): each system runs
            # in a forked child, and a child that dies reports a crash.
            reader, writer = os.pipe()
            child = os.fork()
            if child == 0:
                # Kiwi picks entering symbols without an anti-cycling rule and can loop on a
                # degenerate system: a child that takes over three seconds is stopped.
                # (The test process may have blocked or ignored the signal for its children.)
                signal.signal(signal.SIGALRM, signal.SIG_DFL)
                signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGALRM])
                signal.alarm(3)
                os.close(reader)
                try:
                    data = json.dumps(replay(system)).encode()
                except Exception as error:
                    data = json.dumps({"outcomes": [], "values": [], "crash": repr(error)}).encode()
                with os.fdopen(writer, "wb") as pipe:
                    pipe.write(data)
                os._exit(0)
            os.close(writer)
            with os.fdopen(reader, "rb") as pipe:
                data = pipe.read()
            _, status = os.waitpid(child, 0)
            if status != 0 or not data:
                return {"outcomes": [], "values": [], "crash": "kiwi died with status %d" % status}
            return json.loads(data)

        with open(sys.argv[1]) as source:
            systems = json.load(source)
        with open(sys.argv[2], "w") as target:
            json.dump([isolated(system) for system in systems], target)
        """
}
