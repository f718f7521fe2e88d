// Edit variables and constant updates (§3.4 of the paper): a change of a constant moves the
// constraint's marker, which shifts the constants of the rows that hold it (or of the one row
// where a marker is basic); rows that go negative are then repaired by the dual simplex, which
// keeps the objective optimal throughout. No constraint is removed or re-added.

extension Solver {
    /// Makes `variable` an edit variable: a soft constraint `variable == value` at `strength`,
    /// holding it at its current value until ``suggestValue(_:for:)`` moves it.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it already is one, and
    ///   ``SolverError/requiredEditStrength(_:)`` for the required strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(LinearExpression([Term(variable)], constant: -value(of: variable)), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = constraint
    }

    /// Stops editing `variable` (removes its edit constraint) and re-solves.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try removeConstraint(constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Asks for `value` for the edit variable `variable` and re-solves with the dual simplex: the
    /// variable takes the value unless stronger constraints keep it elsewhere.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable, and
    ///   ``SolverError/nonFiniteValue(_:)`` for an infinite or NaN value.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteValue("suggested \(value) for \(variable)") }
        try updateConstant(of: constraint, to: -value)
    }

    /// Sets the constant of `constraint`'s expression (the constraint reads `expression relation
    /// 0`) and re-solves incrementally, without removing and re-adding it.
    ///
    /// For `Constraint(top, .equal, previousBottom + 8)`, kept as `top - previousBottom - 8 == 0`,
    /// a gap of 12 is `updateConstant(of: constraint, to: -12)`. The constraint object keeps its
    /// original expression; ``constant(of:)`` reads the one in use.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver,
    ///   ``SolverError/nonFiniteValue(_:)`` for an infinite or NaN constant, and
    ///   ``SolverError/unsatisfiableConstraint(_:)`` when a required constraint can no longer
    ///   hold with the new constant; the solver then keeps the old one.
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard var record = records[constraint] else { throw .unknownConstraint(constraint) }
        guard constant.isFinite else { throw .nonFiniteValue("constant \(constant) for \(constraint)") }
        let delta = constant - record.constant
        guard delta != 0 else { return }
        tableau.infeasible.removeAll()
        shiftMarker(of: record, by: delta)
        tableau.pivotLog.removeAll()
        tableau.logsPivots = true
        let feasible = tableau.dualOptimize()
        tableau.logsPivots = false
        if !feasible {
            tableau.undoLoggedPivots()
            shiftMarker(of: record, by: -delta)
            tableau.infeasible.removeAll()
            tableau.pivotLog.removeAll()
            throw .unsatisfiableConstraint(constraint)
        }
        tableau.pivotLog.removeAll()
        record.constant = constant
        records[constraint] = record
    }

    /// Moves the expression's constant by `delta`: the same as moving the marker by
    /// `delta / markerSign` (or the other error by `delta / otherSign`). A basic marker takes the
    /// change in its one row; a parametric one in every row that holds it.
    private func shiftMarker(of record: Record, by delta: Double) {
        if tableau.isBasic(record.marker) {
            tableau.shiftBasicConstant(of: record.marker, by: -delta / record.markerSign)
        } else if record.other != .none, tableau.isBasic(record.other) {
            tableau.shiftBasicConstant(of: record.other, by: -delta / record.otherSign)
        } else {
            tableau.shiftConstants(holding: record.marker, by: delta / record.markerSign)
        }
    }
}

extension Tableau {
    /// Adds `amount` to the constant of the row where `symbol` is basic.
    mutating func shiftBasicConstant(of symbol: Symbol, by amount: Double) {
        let slot = Int(slotOfSymbol[symbol.index])
        rows[slot].constant += amount
        if isInfeasible(slot: slot) { infeasible.append(symbol) }
    }

    /// Adds `amount` × (coefficient of `symbol`) to the constant of every row holding `symbol`.
    /// The objective's constant is left alone: nothing reads it.
    mutating func shiftConstants(holding symbol: Symbol, by amount: Double) {
        for entry in liveEntries(of: symbol) {
            let slot = Int(entry.slot)
            rows[slot].constant += amount * rows[slot].coefficients[Int(entry.position)]
            if isInfeasible(slot: slot) { infeasible.append(basicOfSlot[slot]) }
        }
    }
}
