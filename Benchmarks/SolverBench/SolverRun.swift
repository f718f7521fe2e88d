import AppearanceSolver

/// AppearanceSolver's times on one screen, and the values Kiwi must agree with.
struct SolverRun {
    let times: [Phase: Samples]
    let checkpoints: Checkpoints

    /// Runs the phases in order on one solver: cold solves (each a new solver; the last one is
    /// kept), then the constant change back and forth, then the text-size change up and down.
    /// Only the solver's calls are timed: the constraints are made beforehand, values are read
    /// after, and a replaced solver is freed outside the timing.
    static func measure(_ screen: Screen, repetitions: Repetitions) throws(SolverError) -> SolverRun {
        let clock = ContinuousClock()
        var checkpoints = Checkpoints(sampling: screen)
        let sampled = checkpoints.variables.map { screen.variables[$0] }
        var times: [Phase: [Double]] = [:]

        var solver = Solver()
        for _ in 0..<Swift.max(1, repetitions.cold) {
            let start = clock.now
            let fresh = Solver()
            for constraint in screen.constraints { try fresh.addConstraint(constraint) }
            times[.cold, default: []].append(seconds(clock.now - start))
            solver = fresh
        }
        checkpoints.cold = solver.values(of: sampled)

        let change = screen.constantChange
        let moving = screen.constraints[change.constraint]
        for repetition in 0..<repetitions.constant {
            let constant = repetition.isMultiple(of: 2) ? change.changed : change.base
            let start = clock.now
            try solver.updateConstant(of: moving, to: constant)
            times[.constant, default: []].append(seconds(clock.now - start))
            if repetition == 0 { checkpoints.constant = solver.values(of: sampled) }
        }
        if !repetitions.constant.isMultiple(of: 2) { try solver.updateConstant(of: moving, to: change.base) }

        let labels = screen.textSizeChange.map { (screen.constraints[$0.constraint], $0) }
        for trip in 0..<repetitions.text {
            for phase in [Phase.textUp, .textDown] {
                let start = clock.now
                for (constraint, change) in labels {
                    try solver.updateConstant(of: constraint, to: phase == .textUp ? change.changed : change.base)
                }
                times[phase, default: []].append(seconds(clock.now - start))
                if trip == 0, phase == .textUp { checkpoints.text = solver.values(of: sampled) }
            }
        }
        return SolverRun(times: times.mapValues(Samples.init(seconds:)), checkpoints: checkpoints)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
}
