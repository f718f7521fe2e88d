import Testing

import AppearanceSolver

/// Hand-solved systems: each expected value is worked out in the comment beside it.
@Suite struct SolverTests {
    @Test func requiredEqualitiesChain() throws {
        let solver = Solver()
        let (a, b, c) = (Variable("a"), Variable("b"), Variable("c"))
        try solver.addConstraint(Constraint(a, .equal, 10))
        try solver.addConstraint(Constraint(b, .equal, a + 5))
        try solver.addConstraint(Constraint(c, .equal, 2 * b - a))  // 2·15 - 10
        #expect(solver.value(of: a) == 10)
        #expect(solver.value(of: b) == 15)
        #expect(solver.value(of: c) == 20)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func documentationExample() throws {
        // The example of AppearanceSolver.docc, verbatim.
        let solver = Solver()
        let (top, height, bottom) = (Variable("top"), Variable("height"), Variable("bottom"))
        let gap = Constraint(top, .equal, 20)
        try solver.addConstraint(gap)
        try solver.addConstraint(Constraint(bottom, .equal, top + height))
        try solver.addConstraint(Constraint(height, .greaterThanOrEqual, 44))
        try solver.addConstraint(Constraint(height, .equal, 30, strength: .weak))
        #expect(solver.value(of: bottom) == 64)
        try solver.updateConstant(of: gap, to: -32)
        #expect(solver.value(of: bottom) == 76)
        #expect(solver.values(of: [top, height, bottom, Variable()]) == [32, 44, 76, 0])
    }

    @Test func inequalityAgainstWeakPreference() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 100))
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .weak))  // pulls down to the bound
        #expect(solver.value(of: x) == 100)
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 300))
        try solver.addConstraint(Constraint(x, .equal, 500, strength: .strong))  // strong beats weak, stops at 300
        #expect(solver.value(of: x) == 300)
    }

    @Test(arguments: [
        // (weight of x == 0, weight of x == 10, expected x): the heavier one wins outright.
        (Strength.weak, Strength.strong, 10.0),
        (Strength.strong, Strength.weak, 0.0),
        (Strength.medium, Strength(1001), 10.0),
        (Strength(3), Strength(2), 0.0),
    ])
    func conflictingSoftConstraints(low: Strength, high: Strength, expected: Double) throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .equal, 0, strength: low))
        try solver.addConstraint(Constraint(x, .equal, 10, strength: high))
        #expect(solver.value(of: x) == expected)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func equalSoftWeightsSplitTheDifferenceAmbiguously() throws {
        // Two views of widths w1, w2 share 100 points; each wants 80 at the same weight, so any
        // split with both at most 80 costs the same 60: the widths are ambiguous.
        let solver = Solver()
        let (w1, w2) = (Variable("w1"), Variable("w2"))
        try solver.addConstraint(Constraint(w1 + w2, .equal, 100))
        try solver.addConstraint(Constraint(w1, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(w2, .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(w1, .equal, 80, strength: .medium))
        try solver.addConstraint(Constraint(w2, .equal, 80, strength: .medium))
        #expect(abs(solver.value(of: w1) + solver.value(of: w2) - 100) < 1e-9)
        #expect(solver.isAmbiguous(w1))
        // Twice the weight on w1 settles it: w1 = 80, w2 = 20.
        try solver.addConstraint(Constraint(w1, .equal, 80, strength: .medium))
        #expect(solver.value(of: w1) == 80)
        #expect(solver.value(of: w2) == 20)
        #expect(!solver.isAmbiguous(w1))
    }

    @Test func editVariablesFollowSuggestions() throws {
        let solver = Solver()
        let (left, width, right) = (Variable("left"), Variable("width"), Variable("right"))
        try solver.addConstraint(Constraint(right, .equal, left + width))
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 50))
        try solver.addConstraint(Constraint(width, .equal, 100, strength: .weak))
        try solver.addEditVariable(left, strength: .strong)
        try solver.addEditVariable(right, strength: .medium)
        #expect(solver.hasEditVariable(left))
        try solver.suggestValue(10, for: left)
        try solver.suggestValue(200, for: right)  // medium beats the weak width: width 190
        #expect(solver.value(of: left) == 10)
        #expect(solver.value(of: right) == 200)
        #expect(solver.value(of: width) == 190)
        try solver.suggestValue(30, for: right)  // width stops at its required 50: right = 60
        #expect(solver.value(of: width) == 50)
        #expect(solver.value(of: right) == 60)
        try solver.removeEditVariable(right)  // width relaxes to its weak 100
        #expect(solver.value(of: width) == 100)
        #expect(solver.value(of: right) == 110)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func removalRestoresThePriorSolution() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        try solver.addConstraint(Constraint(x + y, .equal, 20))
        try solver.addConstraint(Constraint(x, .equal, 5, strength: .medium))
        try solver.addConstraint(Constraint(y, .greaterThanOrEqual, 0))
        let before = [solver.value(of: x), solver.value(of: y)]
        #expect(before == [5, 15])
        let pinned = Constraint(y, .equal, 2)
        let bound = Constraint(x, .lessThanOrEqual, 30)
        try solver.addConstraint(pinned)
        try solver.addConstraint(bound)
        #expect([solver.value(of: x), solver.value(of: y)] == [18, 2])
        try solver.removeConstraint(pinned)
        try solver.removeConstraint(bound)
        #expect([solver.value(of: x), solver.value(of: y)] == before)
        #expect(!solver.hasConstraint(pinned))
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test(arguments: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual])
    func constantUpdatesMatchAFreshSolve(relation: Relation) throws {
        // x + 8 relation y, y == 100 required, x == 50 weak; then the gap moves to 40.
        func solve(gap: Double, update: Bool) throws -> (Double, Double) {
            let solver = Solver()
            let (x, y) = (Variable("x"), Variable("y"))
            let gapConstraint = Constraint(x + (update ? 8 : gap), relation, y)
            try solver.addConstraint(gapConstraint)
            try solver.addConstraint(Constraint(y, .equal, 100))
            try solver.addConstraint(Constraint(x, .equal, 50, strength: .weak))
            if update {
                try solver.updateConstant(of: gapConstraint, to: gap)
                #expect(solver.constant(of: gapConstraint) == gap)
                #expect(solver.invariantViolations().isEmpty)
            }
            return (solver.value(of: x), solver.value(of: y))
        }
        for gap in [40.0, 8, -20, 70] {
            let updated = try solve(gap: gap, update: true)
            let fresh = try solve(gap: gap, update: false)
            #expect(updated == fresh, "gap \(gap)")
        }
    }

    @Test func constantUpdateOfASoftConstraint() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        let soft = Constraint(x, .equal, 40, strength: .strong)
        try solver.addConstraint(soft)
        try solver.updateConstant(of: soft, to: -70)
        #expect(solver.value(of: x) == 70)
        try solver.updateConstant(of: soft, to: -170)  // the required bound wins
        #expect(solver.value(of: x) == 100)
    }

    @Test func unsatisfiableRequiredConstraintLeavesTheSolverUnchanged() throws {
        let solver = Solver()
        let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(y, .greaterThanOrEqual, x + 5))
        try solver.addConstraint(Constraint(z, .equal, x + y))
        try solver.addConstraint(Constraint(x, .equal, 12, strength: .weak))
        try solver.addConstraint(Constraint(y, .equal, 40, strength: .weak))
        let before = [x, y, z].map(solver.value(of:))
        let count = solver.constraintCount
        // x + y ≥ 25 already; z ≤ 20 needs the artificial variable and fails in phase one.
        let impossible = Constraint(z, .lessThanOrEqual, 20)
        #expect(throws: SolverError.unsatisfiableConstraint(impossible)) { try solver.addConstraint(impossible) }
        let contradiction = Constraint(x, .equal, 3)
        #expect(throws: SolverError.unsatisfiableConstraint(contradiction)) { try solver.addConstraint(contradiction) }
        #expect([x, y, z].map(solver.value(of:)) == before)
        #expect(solver.constraintCount == count)
        #expect(!solver.hasConstraint(impossible))
        #expect(solver.invariantViolations().isEmpty)
        // The refused constraint can be added once the way is clear.
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 200))
        #expect([x, y, z].map(solver.value(of:)) == before)
    }

    @Test func contradictoryConstantUpdateIsRefused() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        try solver.addConstraint(Constraint(x, .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(y, .equal, x + 10, strength: .strong))
        let floor = Constraint(x, .greaterThanOrEqual, 20)
        try solver.addConstraint(floor)
        try solver.addConstraint(Constraint(x, .equal, 0, strength: .weak))
        #expect(solver.value(of: x) == 20)
        try solver.updateConstant(of: floor, to: -60)
        #expect(solver.value(of: x) == 60)
        #expect(throws: SolverError.unsatisfiableConstraint(floor)) { try solver.updateConstant(of: floor, to: -150) }
        #expect(solver.value(of: x) == 60)
        #expect(solver.value(of: y) == 70)
        #expect(solver.constant(of: floor) == -60)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func redundantRequiredEqualitiesSurviveRemoval() throws {
        // Kiwi 1.5.1 answers x = 2 here: its marker removal pivots through the x ≥ 2 row and
        // leaves the second x == 5 broken. A dummy row must block at zero either way.
        let solver = Solver()
        let x = Variable("x")
        let first = Constraint(x, .equal, 5)
        try solver.addConstraint(first)
        try solver.addConstraint(Constraint(x, .equal, 5))
        try solver.addConstraint(Constraint(x, .greaterThanOrEqual, 2))
        try solver.removeConstraint(first)
        #expect(solver.value(of: x) == 5)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func errorsNameWhatWentWrong() throws {
        let solver = Solver()
        let x = Variable("x")
        let constraint = Constraint(x, .equal, 1)
        try solver.addConstraint(constraint)
        #expect(throws: SolverError.duplicateConstraint(constraint)) { try solver.addConstraint(constraint) }
        let stranger = Constraint(x, .equal, 2, strength: .weak)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.removeConstraint(stranger) }
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.updateConstant(of: stranger, to: 3) }
        #expect(throws: SolverError.requiredEditStrength(x)) { try solver.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(3, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, strength: .weak) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        #expect(throws: SolverError.self) { try solver.addConstraint(Constraint(x * .infinity, .equal, 0)) }
        #expect(throws: SolverError.self) { try solver.updateConstant(of: constraint, to: .infinity) }
        #expect(SolverError.unsatisfiableConstraint(constraint).description.contains("x - 1 == 0"))
        #expect(solver.value(of: x) == 1)
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func degenerateConstraints() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint(Constraint(LinearExpression(0), .equal, 0))  // 0 == 0 holds
        try solver.addConstraint(Constraint(x - x, .lessThanOrEqual, 4))  // 0 ≤ 4 holds
        let never = Constraint(LinearExpression(1), .equal, 0)
        #expect(throws: SolverError.unsatisfiableConstraint(never)) { try solver.addConstraint(never) }
        let neverBelow = Constraint(LinearExpression(5), .lessThanOrEqual, 0)
        #expect(throws: SolverError.unsatisfiableConstraint(neverBelow)) { try solver.addConstraint(neverBelow) }
        try solver.addConstraint(Constraint(LinearExpression(5), .equal, 0, strength: .weak))  // soft: ignored
        #expect(solver.invariantViolations().isEmpty)
    }

    @Test func ambiguityDetection() throws {
        let solver = Solver()
        let (x, y, width, free) = (Variable("x"), Variable("y"), Variable("width"), Variable("free"))
        try solver.addConstraint(Constraint(x, .equal, 10))
        try solver.addConstraint(Constraint(width, .greaterThanOrEqual, 20))  // only a lower bound
        try solver.addConstraint(Constraint(y, .equal, x + free))  // free is unconstrained
        #expect(!solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(y))
        #expect(solver.isAmbiguous(free))
        #expect(solver.isAmbiguous(Variable("unknown")))
        try solver.addConstraint(Constraint(width, .equal, 0, strength: .weak))  // now pinned at its bound
        try solver.addConstraint(Constraint(free, .equal, 4, strength: .weak))
        #expect(!solver.isAmbiguous(width))
        #expect(!solver.isAmbiguous(y))
        #expect(solver.value(of: y) == 14)
    }

    @Test func removingEveryConstraintForgetsTheVariables() throws {
        let solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let constraints = [
            Constraint(x, .equal, 3), Constraint(y, .greaterThanOrEqual, x), Constraint(y, .equal, 9, strength: .medium),
        ]
        for round in 0..<3 {
            for constraint in constraints { try solver.addConstraint(constraint) }
            #expect(solver.value(of: y) == 9, "round \(round)")
            for constraint in constraints.reversed() { try solver.removeConstraint(constraint) }
            #expect(solver.value(of: x) == 0)
            #expect(solver.tableauIsEmpty)
        }
        // Symbols are reused rather than grown without bound.
        #expect(solver.symbolSlotCount <= 8)
        try solver.addConstraint(constraints[0])
        solver.reset()
        #expect(solver.constraintCount == 0)
        #expect(solver.value(of: x) == 0)
    }

    @Test func expressionsReadAsWritten() {
        let (x, y) = (Variable("x"), Variable("y"))
        #expect((x + 2 * y - 8).description == "x + 2 * y - 8")
        #expect((-x + 1).description == "-x + 1")
        #expect(Constraint(x, .lessThanOrEqual, y / 2, strength: .weak).description == "x - 0.5 * y <= 0 | 1.0")
        #expect((3 - (x - y) * 2).constant == 3)
        #expect(Strength(strong: 1, medium: 2, weak: 3).weight == 1_002_003)
        #expect(Strength(strong: 5000, medium: 0, weak: 0) == Strength(strong: 1000, medium: 0, weak: 0))
        #expect(Strength(.nan).weight == 0)
        #expect(Strength(2e12).isRequired)
        #expect(x != Variable("x"))
        #expect(Variable().name.hasPrefix("v"))
    }
}
