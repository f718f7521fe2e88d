// An incremental Cassowary solver.
//
// After Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving
// Algorithm", ACM Transactions on Computer-Human Interaction 8(4), 2001. The tableau is the
// paper's augmented simplex tableau in basic form (`Tableau`); required constraints are hard
// rows with slack or dummy markers, soft ones add weighted error symbols to the objective; a
// constraint that offers no subject is added through an artificial variable (phase one); the
// primal simplex re-optimises after additions and removals and the dual simplex after
// constants move (edit suggestions and `updateConstant(of:to:)`). Beyond the paper: a column
// index so that substitutions visit only the rows that hold a symbol, and changes that are
// refused are undone (their pivots replayed backwards) rather than left half-applied.

/// An incremental linear-constraint solver (Cassowary).
///
/// Add required and soft ``Constraint``s, then read values with ``value(of:)``. The solver keeps
/// an optimal solution at all times: each change (adding or removing a constraint, suggesting a
/// value for an edit variable, moving a constraint's constant) re-solves incrementally from the
/// previous solution.
///
/// Required constraints hold exactly; among the solutions of the required constraints the
/// solver picks one minimising Σ weight × |violation| over the soft constraints (see
/// ``Strength``). A request that would make the required constraints contradictory is refused
/// with a ``SolverError`` and leaves the solver as it was.
///
/// A solver is not thread-safe: use it from one task or thread at a time.
public final class Solver {
    struct Record {
        /// The symbol that finds the constraint's equation in the tableau: its slack, its first
        /// error, or its dummy.
        let marker: Symbol
        /// The second error of a soft constraint (``Symbol/none`` otherwise).
        let other: Symbol
        /// The coefficients of `marker` and `other` in `expression + markers = 0`: moving the
        /// expression's constant by δ is moving `marker` by δ / markerSign.
        let markerSign: Double
        let otherSign: Double
        /// The constant the tableau currently uses.
        var constant: Double
        /// Each variable of the expression once, for the use counts.
        let variables: [Variable]
    }

    struct External {
        let symbol: Symbol
        /// How many constraints mention the variable; at zero its symbol is freed.
        var uses: Int
    }

    var tableau = Tableau()
    var records: [Constraint: Record] = [:]
    var externals = VariableTable()
    /// The edit constraint of each edit variable.
    var edits: [Variable: Constraint] = [:]

    /// Makes an empty solver.
    public init() {}

    /// The number of constraints in the solver, edit variables' constraints included.
    public var constraintCount: Int { records.count }

    /// Whether `constraint` is in the solver.
    public func hasConstraint(_ constraint: Constraint) -> Bool { records[constraint] != nil }

    /// The value of `variable` in the current solution (0 for a variable no constraint mentions).
    public func value(of variable: Variable) -> Double {
        guard let external = externals[variable] else { return 0 }
        return tableau.value(of: external.symbol)
    }

    /// The values of `variables` in the current solution, in order (0 for a variable no
    /// constraint mentions): one call for a whole layout pass, cheaper than a call a variable.
    public func values(of variables: [Variable]) -> [Double] {
        // Local copies (which share storage) read without the exclusivity checks that each
        // access to the solver's stored properties would make.
        let table = externals
        let tableau = self.tableau
        return variables.map { variable in
            guard let external = table[variable] else { return 0 }
            return tableau.value(of: external.symbol)
        }
    }

    /// The constant the solver uses for `constraint`: its expression's constant, or the last one
    /// given to ``updateConstant(of:to:)``; nil for a constraint not in the solver.
    public func constant(of constraint: Constraint) -> Double? { records[constraint]?.constant }

    /// Removes every constraint and edit variable.
    public func reset() {
        tableau = Tableau()
        records = [:]
        externals = VariableTable()
        edits = [:]
    }

    // MARK: Adding

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver,
    ///   ``SolverError/nonFiniteValue(_:)`` for an infinite or NaN coefficient or constant, and
    ///   ``SolverError/unsatisfiableConstraint(_:)`` for a required constraint that cannot hold
    ///   together with the required constraints already added. The solver is then unchanged.
    public func addConstraint(_ constraint: Constraint) throws(SolverError) {
        guard records[constraint] == nil else { throw .duplicateConstraint(constraint) }
        let expression = constraint.expression
        guard expression.isFinite else { throw .nonFiniteValue("\(constraint)") }

        // The expression in terms of parametric symbols: basic variables are replaced by their rows.
        var fresh: [Variable] = []
        var variables: [Variable] = []
        var row = Row(constant: expression.constant)
        for term in expression.terms {
            let symbol = externalSymbol(for: term.variable, fresh: &fresh, seen: &variables)
            if let basicRow = tableau.row(of: symbol) {
                tableau.merge(into: &row, basicRow, factor: term.coefficient, dropping: .none, slot: -1)
            } else {
                row.add(term.coefficient, to: symbol)
            }
        }

        // Markers, written so that `expression + Σ sign × marker = 0` (§2.2 of the paper).
        let weight = constraint.strength.weight
        let required = constraint.strength.isRequired
        var marker = Symbol.none
        var other = Symbol.none
        var markerSign = 1.0
        var otherSign = 0.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≥ 0 is expression - slack = 0; ≤ flips the slack. A soft inequality
            // may fall short by its error.
            markerSign = constraint.relation == .greaterThanOrEqual ? -1 : 1
            marker = tableau.makeSymbol(.slack)
            row.add(markerSign, to: marker)
            if !required {
                otherSign = -markerSign
                other = tableau.makeSymbol(.error)
                row.add(otherSign, to: other)
                tableau.objective.add(weight, to: other)
            }
        case .equal:
            if required {
                marker = tableau.makeSymbol(.dummy)
                row.add(1, to: marker)
            } else {
                // expression = plus - minus, both weighted.
                markerSign = -1
                otherSign = 1
                marker = tableau.makeSymbol(.error)
                other = tableau.makeSymbol(.error)
                row.add(markerSign, to: marker)
                row.add(otherSign, to: other)
                tableau.objective.add(weight, to: marker)
                tableau.objective.add(weight, to: other)
            }
        }

        tableau.infeasible.removeAll()
        if let subject = chooseSubject(&row, marker: marker, other: other) {
            row.solve(for: subject)
            tableau.substitute(subject, by: row)
            tableau.insertRow(row, basic: subject)
        } else if row.symbols.allSatisfy(\.isDummy) {
            // Only required equalities get here: the constraint repeats the others, or contradicts them.
            guard abs(row.constant) <= Tableau.epsilon else {
                discard(marker: marker, other: other, fresh: fresh)
                throw .unsatisfiableConstraint(constraint)
            }
            row.solve(for: marker)
            tableau.insertRow(row, basic: marker)
        } else {
            guard try addWithArtificialVariable(row) else {
                discard(marker: marker, other: other, fresh: fresh)
                throw .unsatisfiableConstraint(constraint)
            }
        }

        for variable in variables { externals[variable]?.uses += 1 }
        records[constraint] = Record(
            marker: marker, other: other, markerSign: markerSign, otherSign: otherSign, constant: expression.constant,
            variables: variables)
        try tableau.optimize()
        tableau.infeasible.removeAll()
    }

    /// The symbol of `variable`, made on first use (recorded in `fresh` so that a refused
    /// constraint can take it back).
    private func externalSymbol(for variable: Variable, fresh: inout [Variable], seen: inout [Variable]) -> Symbol {
        if let external = externals[variable] {
            if !seen.contains(where: { $0 === variable }) { seen.append(variable) }
            return external.symbol
        }
        let symbol = tableau.makeSymbol(.external)
        externals[variable] = External(symbol: symbol, uses: 0)
        fresh.append(variable)
        seen.append(variable)
        return symbol
    }

    /// The symbol to make basic for a new row (§3.1): an external variable if the row has one
    /// (a new one first, since no other row holds it; else the one in the fewest rows), else the
    /// constraint's own slack or error if it can be basic at a non-negative value. Flips the
    /// row's sign so that its constant is not negative when no external is available.
    private func chooseSubject(_ row: inout Row, marker: Symbol, other: Symbol) -> Symbol? {
        var best = Symbol.none
        var bestRows = Int.max
        for symbol in row.symbols where symbol.isExternal {
            let rows = tableau.columns[symbol.index].count
            if rows < bestRows {
                best = symbol
                bestRows = rows
                if rows == 0 { break }
            }
        }
        if best != .none { return best }
        if row.constant < 0 { row.scale(by: -1) }
        if marker.isPivotable, row.coefficient(of: marker) < 0 { return marker }
        if other != .none, row.coefficient(of: other) < 0 { return other }
        return nil
    }

    /// Phase one (§3.1, "artificial variables"): the row becomes the row of a new artificial
    /// variable, which the simplex drives to zero if the constraint can hold. On failure the
    /// pivots are undone and the row dropped, so the tableau is as before.
    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificial = tableau.makeSymbol(.slack)
        tableau.artificialObjective = row
        tableau.inPhaseOne = true
        tableau.insertRow(row, basic: artificial)
        tableau.pivotLog.removeAll()
        tableau.logsPivots = true
        defer {
            tableau.logsPivots = false
            tableau.pivotLog.removeAll()
            tableau.inPhaseOne = false
            tableau.artificialObjective = Row()
            tableau.infeasible.removeAll()
        }
        var converged = true
        do { try tableau.optimize(phaseOne: true) } catch { converged = false }
        guard converged, abs(tableau.artificialObjective.constant) <= Tableau.epsilon else {
            tableau.undoLoggedPivots()
            tableau.eraseSymbol(artificial)
            return false
        }
        tableau.logsPivots = false
        let slot = tableau.slotOfSymbol[artificial.index]
        if slot >= 0 {
            // Basic at zero: swap it out for any symbol of its row (a dummy will do when nothing
            // else is there), or drop the row if it is empty.
            let artificialRow = tableau.rows[Int(slot)]
            if let entering = artificialRow.symbols.first(where: \.isPivotable) ?? artificialRow.symbols.first {
                tableau.pivot(slot: Int(slot), entering: entering)
            }
        }
        tableau.eraseSymbol(artificial)
        return true
    }

    /// Takes back the symbols made for a refused constraint.
    private func discard(marker: Symbol, other: Symbol, fresh: [Variable]) {
        for symbol in [marker, other] where symbol != .none { tableau.eraseSymbol(symbol) }
        for variable in fresh {
            if let external = externals.removeValue(forKey: variable) { tableau.eraseSymbol(external.symbol) }
        }
        tableau.infeasible.removeAll()
    }

    // MARK: Removing

    /// Removes a constraint and re-solves (§3.3: its marker is pivoted into the basis and the
    /// marker's row, the constraint's equation, is dropped).
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let record = records.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        let weight = constraint.strength.weight
        for symbol in [record.marker, record.other] where symbol != .none && symbol.kind == .error {
            if let row = tableau.row(of: symbol) {
                var objective = Row()
                swap(&objective, &tableau.objective)
                tableau.merge(into: &objective, row, factor: -weight, dropping: .none, slot: -1)
                swap(&objective, &tableau.objective)
            } else {
                tableau.objective.add(-weight, to: symbol)
            }
        }
        let marker = record.marker
        if !tableau.isBasic(marker), let slot = tableau.markerLeavingSlot(for: marker) {
            tableau.pivot(slot: slot, entering: marker)
        }
        // Erasing drops the marker's row when it is basic; the other error then appears nowhere.
        tableau.eraseSymbol(marker)
        if record.other != .none { tableau.eraseSymbol(record.other) }

        for variable in record.variables {
            guard var external = externals[variable] else { continue }
            external.uses -= 1
            if external.uses <= 0 {
                externals[variable] = nil
                tableau.eraseSymbol(external.symbol)
            } else {
                externals[variable] = external
            }
        }
        tableau.infeasible.removeAll()
        try tableau.optimize()
        tableau.infeasible.removeAll()
    }
}
