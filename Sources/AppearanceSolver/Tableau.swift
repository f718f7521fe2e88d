/// The augmented simplex tableau in basic form: every basic symbol has one row in terms of
/// parametric symbols only, and the objective (and, in phase one, the artificial objective)
/// is kept in terms of parametric symbols too.
///
/// Rows live in numbered slots so that a column index can name them with a small integer:
/// `columns[s]` lists the slots whose rows may hold symbol `s`, with where in the row it was
/// last seen, and a substitution of `s` visits those rows instead of the whole tableau. The
/// lists are lazy: a term that cancels out leaves its entry behind and a slot can be reused, so
/// every reader checks the entry against the row (one comparison when the position still
/// holds, a binary search when it has moved), and a list is compacted as it is read, or once
/// half of it may be stale.
struct Tableau {
    /// Coefficients and constants this close to zero are zero.
    static let epsilon = 1.0e-8

    /// Where a symbol occurs: a slot, and the symbol's position in that slot's row when last seen.
    struct ColumnEntry {
        var slot: Int32
        var position: Int32
    }

    var rows: [Row] = []
    /// The basic symbol of each slot (``Symbol/none`` for a free slot).
    var basicOfSlot: [Symbol] = []
    var freeSlots: [Int32] = []

    /// By symbol index: the slot where the symbol is basic, or -1.
    var slotOfSymbol: [Int32] = []
    /// By symbol index: the rows that may hold the symbol.
    var columns: [[ColumnEntry]] = []
    /// By symbol index: how many of the column's entries may have gone stale since it was last
    /// compacted (terms that cancelled, rows that were dropped).
    var staleCount: [Int32] = []
    var freeSymbolIndices: [Int32] = []

    /// Σ weight × error, to minimise.
    var objective = Row()
    /// Phase one's objective, the artificial variable, while ``inPhaseOne``.
    var artificialObjective = Row()
    var inPhaseOne = false

    /// Basic restricted symbols whose rows went negative: the dual simplex's work list.
    var infeasible: [Symbol] = []
    /// Pivots made while ``logsPivots``, newest last, so that a refused change can be undone.
    var pivotLog: [(left: Symbol, entered: Symbol)] = []
    var logsPivots = false

    // Reused buffers: a merge writes into them and swaps them with the row's arrays, so that
    // no merge allocates once the buffers have grown.
    private var scratchSymbols: [Symbol] = []
    private var scratchCoefficients: [Double] = []
    private var scratchNew: [Int32] = []
    /// By slot: the pass that last visited it, so that a column read visits each row once.
    private var visitStamp: [UInt32] = []
    private var currentStamp: UInt32 = 0

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if let index = freeSymbolIndices.popLast() {
            let index = Int(index)
            columns[index].removeAll()
            staleCount[index] = 0
            slotOfSymbol[index] = -1
            return Symbol(index: index, kind: kind)
        }
        let index = slotOfSymbol.count
        slotOfSymbol.append(-1)
        columns.append([])
        staleCount.append(0)
        return Symbol(index: index, kind: kind)
    }

    /// Takes `symbol` out of every row and objective (dropping its row if it is basic) and
    /// frees its index for reuse.
    mutating func eraseSymbol(_ symbol: Symbol) {
        let slot = slotOfSymbol[symbol.index]
        if slot >= 0 { removeRow(slot: Int(slot)) }
        for entry in liveEntries(of: symbol) { rows[Int(entry.slot)].remove(symbol) }
        objective.remove(symbol)
        if inPhaseOne { artificialObjective.remove(symbol) }
        columns[symbol.index] = []
        staleCount[symbol.index] = 0
        slotOfSymbol[symbol.index] = -1
        freeSymbolIndices.append(Int32(symbol.index))
    }

    func isBasic(_ symbol: Symbol) -> Bool { slotOfSymbol[symbol.index] >= 0 }

    /// The row where `symbol` is basic.
    func row(of symbol: Symbol) -> Row? {
        let slot = slotOfSymbol[symbol.index]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    /// The value of `symbol` in the current basic solution (parametric symbols are zero).
    func value(of symbol: Symbol) -> Double {
        let slot = slotOfSymbol[symbol.index]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: Rows

    /// Adds `row` with `basic` as its basic symbol; the caller has already substituted `basic`
    /// out of the other rows (or it appears in none).
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
            visitStamp.append(0)
        }
        slotOfSymbol[basic.index] = Int32(slot)
        for (position, symbol) in row.symbols.enumerated() {
            appendToColumn(symbol, ColumnEntry(slot: Int32(slot), position: Int32(position)))
        }
        return slot
    }

    /// Drops a row (and with it its basic symbol's equation) and returns it.
    @discardableResult
    mutating func removeRow(slot: Int) -> Row {
        let basic = basicOfSlot[slot]
        slotOfSymbol[basic.index] = -1
        basicOfSlot[slot] = .none
        var removed = Row()
        swap(&removed, &rows[slot])
        for symbol in removed.symbols { staleCount[symbol.index] += 1 }
        freeSlots.append(Int32(slot))
        return removed
    }

    private mutating func appendToColumn(_ symbol: Symbol, _ entry: ColumnEntry) {
        let index = symbol.index
        // Compact before appending: during a merge the target row is out of its slot, and a
        // compaction would drop its entry for a row that does not hold the symbol yet.
        let stale = Int(staleCount[index])
        if stale >= 16, 2 * stale >= columns[index].count { _ = liveEntries(of: symbol) }
        columns[index].append(entry)
    }

    private mutating func nextStamp() -> UInt32 {
        currentStamp &+= 1
        if currentStamp == 0 {
            for slot in visitStamp.indices { visitStamp[slot] = 0 }
            currentStamp = 1
        }
        return currentStamp
    }

    /// The rows that hold `symbol`, each once, with the symbol's exact position in each (valid
    /// until a row changes); compacts the symbol's column on the way.
    mutating func liveEntries(of symbol: Symbol) -> [ColumnEntry] {
        let index = symbol.index
        var list: [ColumnEntry] = []
        swap(&list, &columns[index])
        let stamp = nextStamp()
        var kept = 0
        for entry in list {
            let slot = Int(entry.slot)
            guard visitStamp[slot] != stamp, basicOfSlot[slot] != .none, let position = locate(symbol, in: slot, near: entry.position)
            else { continue }
            visitStamp[slot] = stamp
            list[kept] = ColumnEntry(slot: entry.slot, position: Int32(position))
            kept += 1
        }
        list.removeLast(list.count - kept)
        staleCount[index] = 0
        columns[index] = list
        return list
    }

    /// The position of `symbol` in the row of `slot`, tried first at `hint`.
    func locate(_ symbol: Symbol, in slot: Int, near hint: Int32) -> Int? {
        let symbols = rows[slot].symbols
        let hint = Int(hint)
        if hint < symbols.count, symbols[hint] == symbol { return hint }
        return rows[slot].position(of: symbol)
    }

    // MARK: Substitution and pivoting

    /// `target = target - target[drop]·drop + factor·source`, in one pass over both sorted
    /// rows. Symbols new to the target join their columns when `slot` names the target's slot.
    mutating func merge(into target: inout Row, _ source: Row, factor: Double, dropping drop: Symbol, slot: Int32) {
        var symbols: [Symbol] = []
        var coefficients: [Double] = []
        var added: [Int32] = []
        swap(&symbols, &scratchSymbols)
        swap(&coefficients, &scratchCoefficients)
        swap(&added, &scratchNew)
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        added.removeAll(keepingCapacity: true)
        let targetSymbols = target.symbols
        let targetCoefficients = target.coefficients
        let sourceSymbols = source.symbols
        let sourceCoefficients = source.coefficients
        let targetCount = targetSymbols.count
        let sourceCount = sourceSymbols.count
        symbols.reserveCapacity(targetCount + sourceCount)
        coefficients.reserveCapacity(targetCount + sourceCount)
        var i = 0
        var j = 0
        while i < targetCount, j < sourceCount {
            let a = targetSymbols[i]
            let b = sourceSymbols[j]
            if a < b {
                if a != drop {
                    symbols.append(a)
                    coefficients.append(targetCoefficients[i])
                }
                i += 1
            } else if b < a {
                let value = factor * sourceCoefficients[j]
                if abs(value) > Self.epsilon {
                    added.append(Int32(symbols.count))
                    symbols.append(b)
                    coefficients.append(value)
                }
                j += 1
            } else {
                let value = targetCoefficients[i] + factor * sourceCoefficients[j]
                if abs(value) > Self.epsilon {
                    symbols.append(a)
                    coefficients.append(value)
                } else if slot >= 0 {
                    staleCount[a.index] += 1
                }
                i += 1
                j += 1
            }
        }
        while i < targetCount {
            let a = targetSymbols[i]
            if a != drop {
                symbols.append(a)
                coefficients.append(targetCoefficients[i])
            }
            i += 1
        }
        while j < sourceCount {
            let value = factor * sourceCoefficients[j]
            if abs(value) > Self.epsilon {
                added.append(Int32(symbols.count))
                symbols.append(sourceSymbols[j])
                coefficients.append(value)
            }
            j += 1
        }
        if slot >= 0 {
            for position in added { appendToColumn(symbols[Int(position)], ColumnEntry(slot: slot, position: position)) }
        }
        target.constant += factor * source.constant
        swap(&target.symbols, &symbols)
        swap(&target.coefficients, &coefficients)
        swap(&symbols, &scratchSymbols)
        swap(&coefficients, &scratchCoefficients)
        swap(&added, &scratchNew)
    }

    /// Replaces `symbol` by `row` (the row where it has just become basic) in every other row
    /// and in the objectives. A restricted row that goes negative joins ``infeasible``.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        var list: [ColumnEntry] = []
        swap(&list, &columns[symbol.index])
        staleCount[symbol.index] = 0
        let stamp = nextStamp()
        for entry in list {
            let slot = Int(entry.slot)
            guard visitStamp[slot] != stamp, basicOfSlot[slot] != .none, let position = locate(symbol, in: slot, near: entry.position)
            else { continue }
            visitStamp[slot] = stamp
            let factor = rows[slot].coefficients[position]
            var target = Row()
            swap(&target, &rows[slot])
            merge(into: &target, row, factor: factor, dropping: symbol, slot: entry.slot)
            let negative = target.constant < 0
            swap(&target, &rows[slot])
            let basic = basicOfSlot[slot]
            if negative, basic.isRestricted { infeasible.append(basic) }
        }
        if let position = objective.position(of: symbol) {
            let factor = objective.coefficients[position]
            var target = Row()
            swap(&target, &objective)
            merge(into: &target, row, factor: factor, dropping: symbol, slot: -1)
            swap(&target, &objective)
        }
        if inPhaseOne, let position = artificialObjective.position(of: symbol) {
            let factor = artificialObjective.coefficients[position]
            var target = Row()
            swap(&target, &artificialObjective)
            merge(into: &target, row, factor: factor, dropping: symbol, slot: -1)
            swap(&target, &artificialObjective)
        }
    }

    /// Exchanges the basic symbol of `slot` for `entering` (a parametric symbol of that row).
    mutating func pivot(slot: Int, entering: Symbol) {
        let leaving = basicOfSlot[slot]
        var row = Row()
        swap(&row, &rows[slot])
        row.solve(for: entering, replacingBasic: leaving)
        let leavingPosition = row.position(of: leaving) ?? 0
        swap(&row, &rows[slot])
        basicOfSlot[slot] = entering
        slotOfSymbol[leaving.index] = -1
        slotOfSymbol[entering.index] = Int32(slot)
        appendToColumn(leaving, ColumnEntry(slot: Int32(slot), position: Int32(leavingPosition)))
        substitute(entering, by: rows[slot])
        if logsPivots { pivotLog.append((left: leaving, entered: entering)) }
    }

    /// Undoes the logged pivots, newest first: the basis (and so the tableau, up to rounding)
    /// is the one from before the log started.
    mutating func undoLoggedPivots() {
        logsPivots = false
        while let step = pivotLog.popLast() {
            let slot = slotOfSymbol[step.entered.index]
            guard slot >= 0 else { continue }
            pivot(slot: Int(slot), entering: step.left)
        }
    }
}
