import TestSupport
import Testing

import AppearanceSolver

/// Invariants on random systems, no reference solver needed: required constraints hold after
/// every step, a refused step changes nothing, and incremental changes end where a fresh solve
/// of the same constraints does.
@Suite struct PropertyTests {
    /// 300 systems in the fast tier, 5,000 in the slow one (`APPEARANCE_SLOW_TESTS=1`).
    static let seeds: [UInt64] = Array(0..<UInt64(TestTier.runsSlowTests ? 5000 : 300))

    @Test func requiredConstraintsHoldAfterEveryStep() {
        var refused = 0
        for seed in Self.seeds {
            let system = RandomSystem(seed: seed)
            let replay = SystemReplay(variableCount: system.variableCount)
            for operation in system.operations {
                let before = replay.variables.map(replay.solver.value(of:))
                replay.apply(operation)
                let values = replay.variables.map(replay.solver.value(of:))
                if replay.outcomes.last == "unsatisfiable" {
                    refused += 1
                    #expect(zip(before, values).allSatisfy { abs($0 - $1) < 1e-9 }, "seed \(seed): a refused step moved values")
                }
                #expect(!(replay.outcomes.last ?? "").hasPrefix("error"), "seed \(seed): \(replay.outcomes.last ?? "")")
                let violations = replay.requiredViolations()
                #expect(violations.allSatisfy { $0.1 < 1e-6 }, "seed \(seed): \(violations.map { "\($0.0) off by \($0.1)" })")
                let problems = replay.solver.invariantViolations()
                #expect(problems.isEmpty, "seed \(seed): \(problems)")
            }
        }
        // The generator must exercise refusals too, or the first check above checks nothing.
        #expect(refused > Self.seeds.count / 10)
    }

    @Test func incrementalChangesEndWhereAFreshSolveDoes() throws {
        for seed in Self.seeds {
            let system = RandomSystem(seed: seed)
            let replay = SystemReplay(variableCount: system.variableCount)
            for operation in system.operations { replay.apply(operation) }

            // The same active constraints, with their current constants, added to a new solver.
            let fresh = Solver()
            for (id, constant) in replay.active.sorted(by: { $0.key < $1.key }) {
                guard let original = replay.constraints[id] else { continue }
                var expression = original.expression
                expression.constant = constant
                try fresh.addConstraint(Constraint(expression, original.relation, strength: original.strength))
            }
            for (variable, edit) in replay.editTargets {
                try fresh.addEditVariable(replay.variables[variable], strength: Strength(edit.weight))
                try fresh.suggestValue(edit.value, for: replay.variables[variable])
            }
            let incrementalValues = replay.variables.map(replay.solver.value(of:))
            let freshValues = replay.variables.map(fresh.value(of:))
            let incremental = replay.objective(values: incrementalValues)
            let reference = replay.objective(values: freshValues)
            #expect(abs(incremental - reference) <= 1e-6 * max(1, abs(reference)), "seed \(seed): \(incremental) vs \(reference)")
            for (index, variable) in replay.variables.enumerated()
            where !fresh.isAmbiguous(variable) && !replay.solver.isAmbiguous(variable) {
                #expect(abs(incrementalValues[index] - freshValues[index]) < 1e-6, "seed \(seed): \(variable)")
            }
        }
    }

    /// One removal order of seed 66's system (found by a run whose dictionary order happened to
    /// give it) leaves an external variable in the objective after the eighth constraint goes:
    /// the marker's leaving row was an external's (the last choice, as Kiwi's), which then stays
    /// parametric in the objective. Known, not yet fixed (#44's closing note): this test fails
    /// once the invariant holds, to be turned into a plain expectation.
    @Test func aRemovalOrderThatLeavesAnExternalInTheObjective() throws {
        let system = RandomSystem(seed: 66, allowConstantUpdates: false)
        let replay = SystemReplay(variableCount: system.variableCount)
        for operation in system.operations { replay.apply(operation) }
        var random = SeededGenerator(seed: 66 &+ 11 &* 1000)
        for variable in replay.variables where replay.solver.hasEditVariable(variable) {
            try replay.solver.removeEditVariable(variable)
        }
        var violations: [String] = []
        for id in replay.active.keys.sorted().shuffled(using: &random) where violations.isEmpty {
            guard let constraint = replay.constraints[id] else { continue }
            try replay.solver.removeConstraint(constraint)
            violations = replay.solver.invariantViolations()
        }
        withKnownIssue("an external left parametric in the objective by a constraint's removal") {
            #expect(violations.isEmpty)
        }
    }

    @Test func removingEverythingInAnyOrderEmptiesTheTableau() throws {
        for seed in Self.seeds.prefix(100) {
            let system = RandomSystem(seed: seed, allowConstantUpdates: false)
            let replay = SystemReplay(variableCount: system.variableCount)
            for operation in system.operations { replay.apply(operation) }
            var random = SeededGenerator(seed: seed)
            for variable in replay.variables where replay.solver.hasEditVariable(variable) {
                try replay.solver.removeEditVariable(variable)
            }
            // Sorted first: a dictionary's order changes from run to run, and an order that fails
            // must replay (see the known issue above).
            for id in replay.active.keys.sorted().shuffled(using: &random) {
                guard let constraint = replay.constraints[id] else { continue }
                try replay.solver.removeConstraint(constraint)
                #expect(replay.solver.invariantViolations().isEmpty, "seed \(seed)")
            }
            #expect(replay.solver.tableauIsEmpty, "seed \(seed): rows or objective terms left")
            #expect(replay.solver.constraintCount == 0)
        }
    }
}
