/// The solver's map from variables to their tableau symbols: an open-addressing hash table
/// keyed by each variable's serial number.
///
/// Reading a value is the most frequent call an Auto Layout pass makes (four a view), and a
/// `Dictionary` spends most of such a call hashing: here the hash is one multiplication
/// (Fibonacci hashing), the probe is linear, and removal shifts the following entries back
/// instead of leaving tombstones. Serials are never reused, so a serial names one variable.
struct VariableTable {
    private var serials: [Int]
    private var entries: [Solver.External]
    private var mask: Int
    private(set) var count = 0

    init() {
        serials = Array(repeating: 0, count: 16)
        entries = Array(repeating: Solver.External(symbol: .none, uses: 0), count: 16)
        mask = 15
    }

    private func home(of serial: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(serial)) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    /// The position of `serial`, or of the empty place where it would go.
    private func find(_ serial: Int) -> Int {
        var position = home(of: serial)
        while true {
            let probe = serials[position]
            if probe == serial || probe == 0 { return position }
            position = (position + 1) & mask
        }
    }

    subscript(variable: Variable) -> Solver.External? {
        get {
            let position = find(variable.serial)
            return serials[position] == 0 ? nil : entries[position]
        }
        set {
            guard let newValue else {
                _ = removeValue(forKey: variable)
                return
            }
            var position = find(variable.serial)
            if serials[position] == 0 {
                if 2 * (count + 1) > serials.count {
                    grow()
                    position = find(variable.serial)
                }
                serials[position] = variable.serial
                count += 1
            }
            entries[position] = newValue
        }
    }

    /// Removes the entry of `variable` and returns it.
    mutating func removeValue(forKey variable: Variable) -> Solver.External? {
        var hole = find(variable.serial)
        guard serials[hole] != 0 else { return nil }
        let removed = entries[hole]
        // Backward shift: an entry after the hole moves into it unless its home lies
        // cyclically within (hole, position], where it would become unreachable.
        var position = hole
        while true {
            position = (position + 1) & mask
            let serial = serials[position]
            if serial == 0 { break }
            let home = home(of: serial)
            let stays = hole <= position ? (home > hole && home <= position) : (home > hole || home <= position)
            if !stays {
                serials[hole] = serial
                entries[hole] = entries[position]
                hole = position
            }
        }
        serials[hole] = 0
        count -= 1
        return removed
    }

    private mutating func grow() {
        let oldSerials = serials
        let oldEntries = entries
        serials = Array(repeating: 0, count: oldSerials.count * 2)
        entries = Array(repeating: Solver.External(symbol: .none, uses: 0), count: oldSerials.count * 2)
        mask = serials.count - 1
        for index in oldSerials.indices where oldSerials[index] != 0 {
            let position = find(oldSerials[index])
            serials[position] = oldSerials[index]
            entries[position] = oldEntries[index]
        }
    }
}
