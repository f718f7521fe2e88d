// Checks of the tableau's invariants, for the tests: they are what every operation relies on.

extension Solver {
    /// Whether no row and no objective term is left: what removing every constraint must leave.
    package var tableauIsEmpty: Bool { tableau.rows.count == tableau.freeSlots.count && tableau.objective.isConstant }

    /// How many symbol slots the tableau has made: symbols are reused, so it stays bounded.
    package var symbolSlotCount: Int { tableau.slotOfSymbol.count }

    /// The tableau's invariants that do not hold (empty when all hold), for the tests.
    package func invariantViolations() -> [String] {
        var problems: [String] = []
        let tableau = self.tableau
        var basicSymbols = Set<Symbol>()
        for slot in tableau.rows.indices where tableau.basicOfSlot[slot] != .none {
            let basic = tableau.basicOfSlot[slot]
            basicSymbols.insert(basic)
            if tableau.slotOfSymbol[basic.index] != Int32(slot) { problems.append("slot table of \(basic.raw)") }
            let row = tableau.rows[slot]
            if zip(row.symbols, row.symbols.dropFirst()).contains(where: { $0 >= $1 }) {
                problems.append("row of \(basic.raw) unsorted")
            }
            if basic.isRestricted {
                if row.symbols.contains(where: \.isExternal) { problems.append("restricted row \(basic.raw) holds an external") }
                if tableau.isInfeasible(slot: slot) { problems.append("row \(basic.raw) infeasible: \(row.constant)") }
            }
            for symbol in row.symbols where !tableau.columns[symbol.index].contains(where: { $0.slot == Int32(slot) }) {
                problems.append("column of \(symbol.raw) misses row \(basic.raw)")
            }
        }
        for slot in tableau.rows.indices where tableau.basicOfSlot[slot] != .none {
            for symbol in tableau.rows[slot].symbols where basicSymbols.contains(symbol) {
                problems.append("basic \(symbol.raw) in row of \(tableau.basicOfSlot[slot].raw)")
            }
        }
        for (index, symbol) in tableau.objective.symbols.enumerated() {
            if basicSymbols.contains(symbol) { problems.append("basic \(symbol.raw) in the objective") }
            if symbol.isExternal { problems.append("external \(symbol.raw) in the objective") }
            if symbol.isPivotable, tableau.objective.coefficients[index] < -Tableau.epsilon {
                problems.append("objective not optimal at \(symbol.raw)")
            }
        }
        return problems
    }
}
