/// One row of the tableau, `basic = constant + Σ coefficient × symbol`, or a constraint's
/// expression before it gets a subject (`0 = constant + Σ …`).
///
/// The terms are two parallel arrays sorted by symbol: a merge of two rows is one linear pass
/// over contiguous memory, a look-up is a binary search, and the first negative coefficient of
/// the objective is the lowest-numbered one (what Bland's anti-cycling rule asks for).
struct Row {
    var constant: Double
    var symbols: [Symbol]
    var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        self.symbols = []
        self.coefficients = []
    }

    var isConstant: Bool { symbols.isEmpty }

    /// The position of `symbol`, if the row has it.
    func position(of symbol: Symbol) -> Int? {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            let probe = symbols[middle]
            if probe == symbol { return middle }
            if probe < symbol { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    func coefficient(of symbol: Symbol) -> Double {
        guard let position = position(of: symbol) else { return 0 }
        return coefficients[position]
    }

    /// Adds `amount` to the coefficient of `symbol`, dropping it when it becomes negligible.
    /// Returns whether the symbol is new to the row (its column must then learn of the row).
    @discardableResult
    mutating func add(_ amount: Double, to symbol: Symbol) -> Bool {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            if symbols[middle] < symbol { low = middle + 1 } else { high = middle }
        }
        if low < symbols.count, symbols[low] == symbol {
            let sum = coefficients[low] + amount
            if abs(sum) <= Tableau.epsilon {
                symbols.remove(at: low)
                coefficients.remove(at: low)
            } else {
                coefficients[low] = sum
            }
            return false
        }
        guard abs(amount) > Tableau.epsilon else { return false }
        symbols.insert(symbol, at: low)
        coefficients.insert(amount, at: low)
        return true
    }

    mutating func remove(_ symbol: Symbol) {
        guard let position = position(of: symbol) else { return }
        symbols.remove(at: position)
        coefficients.remove(at: position)
    }

    /// Multiplies the constant and every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Turns `0 = constant + a·subject + rest` into `subject = -(constant + rest) / a`: the row
    /// no longer holds `subject`, which becomes its basic symbol.
    mutating func solve(for subject: Symbol) {
        guard let position = position(of: subject) else { return }
        let factor = -1 / coefficients[position]
        symbols.remove(at: position)
        coefficients.remove(at: position)
        scale(by: factor)
    }

    /// Turns `old = constant + a·subject + rest` into `subject = (old - constant - rest) / a`:
    /// the pivot's row operation, with the old basic symbol now a term of the row.
    mutating func solve(for subject: Symbol, replacingBasic old: Symbol) {
        add(-1, to: old)
        solve(for: subject)
    }
}
