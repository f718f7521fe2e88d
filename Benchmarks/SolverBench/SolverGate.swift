import AppearanceSolver

/// The solver's work the performance gate counts under Valgrind (#44): on screens of each shape
/// (about ``views`` views each), a cold solve, one constant moved and back, and a text-size
/// round trip, repeated `rounds` times. Only ``countedRound(_:)`` is counted (callgrind's
/// `--toggle-collect`): building the screens is not the solver's work. The gate runs 1 and 3
/// rounds and divides the difference by twice the views, as it does for the engine's paths.
enum SolverGate {
    /// Views per screen: enough for every kind of constraint a screen has, few enough for
    /// Valgrind (the chain's cold solve grows with the square of its length).
    static let views = 300

    /// Runs the rounds and returns the views one round lays out, with a sum of solved values
    /// that keeps the work from being optimised away.
    static func run(rounds: Int) throws(SolverError) -> (views: Int, checksum: Double) {
        let screens = Shape.allCases.map { $0.screen(views: views) }
        var checksum = 0.0
        for _ in 0..<rounds {
            for screen in screens { checksum += try countedRound(screen) }
        }
        return (screens.reduce(0) { $0 + $1.views }, checksum)
    }

    /// One round on one screen; the name is what the gate tells callgrind to count inside.
    @inline(never)
    static func countedRound(_ screen: Screen) throws(SolverError) -> Double {
        let solver = Solver()
        for constraint in screen.constraints { try solver.addConstraint(constraint) }
        let change = screen.constantChange
        let moving = screen.constraints[change.constraint]
        try solver.updateConstant(of: moving, to: change.changed)
        try solver.updateConstant(of: moving, to: change.base)
        for up in [true, false] {
            for change in screen.textSizeChange {
                try solver.updateConstant(of: screen.constraints[change.constraint], to: up ? change.changed : change.base)
            }
        }
        return solver.values(of: [screen.variables[screen.variables.count - 1]]).reduce(0, +)
    }
}
