// What Auto Layout's `hasAmbiguousLayout` needs: whether the constraints pin a variable down.

extension Solver {
    /// Whether `variable`'s value is left open by the constraints: whether another solution,
    /// just as good for the objective and meeting every required constraint, gives it another
    /// value.
    ///
    /// What it detects, from the optimal tableau:
    /// - a variable no constraint mentions, or one that is parametric (no row of its own: it
    ///   sits at zero only because nothing fixes it);
    /// - a variable whose row holds a parametric variable (which is free to move);
    /// - a variable whose row holds a slack or error symbol that costs nothing in the objective
    ///   and that no row stops from growing: `x >= 0` alone, or two soft constraints of equal
    ///   weight pulling the variable apart (`x == 0` and `x == 10`, both weak).
    ///
    /// What it does not: an open direction reached only by moving several zero-cost symbols
    /// together when each is blocked alone at a degenerate vertex (a restricted row at exactly
    /// zero). Such a variable reads as determined; the answer is then conservative rather
    /// than wrong about any variable it reports as ambiguous.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let external = externals[variable], let row = tableau.row(of: external.symbol) else { return true }
        for index in row.symbols.indices {
            let symbol = row.symbols[index]
            if symbol.isExternal { return true }
            guard symbol.isPivotable, tableau.objective.coefficient(of: symbol) <= Tableau.epsilon else { continue }
            if tableau.canGrow(symbol) { return true }
        }
        return false
    }
}

extension Tableau {
    /// Whether the parametric `symbol` can rise above zero without a restricted row going
    /// negative (or a dummy leaving zero).
    func canGrow(_ symbol: Symbol) -> Bool {
        for entry in columns[symbol.index] {
            let slot = Int(entry.slot)
            let basic = basicOfSlot[slot]
            guard basic != .none, basic.isRestricted, let position = rows[slot].position(of: symbol) else { continue }
            let coefficient = rows[slot].coefficients[position]
            if basic.isDummy { return false }
            if coefficient < 0, rows[slot].constant <= Self.epsilon { return false }
        }
        return true
    }
}
