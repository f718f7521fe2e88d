// The two simplex loops of the Cassowary paper: the primal simplex that re-optimises the
// objective after a constraint is added or removed (§3.2), and the dual simplex that restores
// feasibility after constants move under an optimal objective (§3.4, edit re-solves).

extension Tableau {
    /// Bland's rule: the lowest-numbered slack or error symbol whose objective coefficient is
    /// negative (raising it from zero lowers the objective).
    private func enteringSymbol(phaseOne: Bool) -> Symbol? {
        let row = phaseOne ? artificialObjective : objective
        for index in row.symbols.indices where row.coefficients[index] < -Self.epsilon && row.symbols[index].isPivotable {
            return row.symbols[index]
        }
        return nil
    }

    /// The row that first reaches zero as `entering` grows: the least `-constant / coefficient`
    /// over restricted rows where the coefficient is negative, ties to the lowest basic symbol.
    /// A dummy row blocks at once whatever the sign, since a dummy must stay exactly zero.
    private mutating func primalLeavingSlot(for entering: Symbol) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = Symbol.none
        for entry in liveEntries(of: entering) {
            let slot = Int(entry.slot)
            let basic = basicOfSlot[slot]
            guard basic.isRestricted else { continue }
            let coefficient = rows[slot].coefficients[Int(entry.position)]
            let ratio: Double
            if basic.isDummy {
                ratio = 0
            } else if coefficient < 0 {
                ratio = -rows[slot].constant / coefficient
            } else {
                continue
            }
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// Pivots until no slack or error symbol can lower the objective (or, in phase one, the
    /// artificial objective).
    mutating func optimize(phaseOne: Bool = false) throws(SolverError) {
        var steps = 0
        let limit = 50 * (rows.count + slotOfSymbol.count) + 1000
        while let entering = enteringSymbol(phaseOne: phaseOne) {
            guard let slot = primalLeavingSlot(for: entering) else {
                throw .internalInconsistency("the objective is unbounded")
            }
            pivot(slot: slot, entering: entering)
            steps += 1
            if steps > limit { throw .internalInconsistency("the simplex did not converge") }
        }
    }

    /// Whether a basic row breaks its symbol's restriction: a negative slack or error, or a
    /// dummy away from zero.
    func isInfeasible(slot: Int) -> Bool {
        let basic = basicOfSlot[slot]
        guard basic != .none, basic.isRestricted else { return false }
        let constant = rows[slot].constant
        return basic.isDummy ? abs(constant) > Self.epsilon : constant < -Self.epsilon
    }

    /// The dual simplex: while a restricted row is negative, pivot in the symbol of that row that
    /// raises it while keeping the objective optimal (least objective coefficient / row
    /// coefficient over positive row coefficients). Returns false, with the work list cleared,
    /// when a negative row has no such symbol: the required constraints cannot all hold.
    mutating func dualOptimize() -> Bool {
        var steps = 0
        let limit = 50 * (rows.count + slotOfSymbol.count) + 1000
        while let basic = infeasible.popLast() {
            let slotID = slotOfSymbol[basic.index]
            guard slotID >= 0 else { continue }
            let slot = Int(slotID)
            guard isInfeasible(slot: slot) else { continue }
            // A dummy row holds dummies only, so nothing can move it back to zero.
            guard !basic.isDummy, let entering = dualEnteringSymbol(slot: slot) else {
                infeasible.removeAll()
                return false
            }
            pivot(slot: slot, entering: entering)
            steps += 1
            if steps > limit {
                infeasible.removeAll()
                return false
            }
        }
        return true
    }

    private func dualEnteringSymbol(slot: Int) -> Symbol? {
        let row = rows[slot]
        var best = Symbol.none
        var bestRatio = Double.infinity
        for index in row.symbols.indices {
            let symbol = row.symbols[index]
            let coefficient = row.coefficients[index]
            guard coefficient > 0, symbol.isPivotable else { continue }
            let ratio = objective.coefficient(of: symbol) / coefficient
            if ratio < bestRatio {
                bestRatio = ratio
                best = symbol
            }
        }
        return best == .none ? nil : best
    }

    /// The row to pivot `marker` into before its constraint's row is dropped (removal, §3.3):
    /// a dummy row holding it first (it blocks at zero either way), then the restricted row that
    /// first reaches zero as the marker grows, then the one that first does as it shrinks, and
    /// only then a row of an external variable, so that no restricted row ever gains an
    /// external term and no restricted row goes negative.
    mutating func markerLeavingSlot(for marker: Symbol) -> Int? {
        var firstGrowing = -1
        var growingRatio = Double.infinity
        var firstShrinking = -1
        var shrinkingRatio = Double.infinity
        var external = -1
        for entry in liveEntries(of: marker) {
            let slot = Int(entry.slot)
            let basic = basicOfSlot[slot]
            if basic.isExternal {
                external = slot
                continue
            }
            if basic.isDummy { return slot }
            let coefficient = rows[slot].coefficients[Int(entry.position)]
            let constant = rows[slot].constant
            if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < growingRatio {
                    growingRatio = ratio
                    firstGrowing = slot
                }
            } else {
                let ratio = constant / coefficient
                if ratio < shrinkingRatio {
                    shrinkingRatio = ratio
                    firstShrinking = slot
                }
            }
        }
        if firstGrowing >= 0 { return firstGrowing }
        if firstShrinking >= 0 { return firstShrinking }
        return external >= 0 ? external : nil
    }
}
