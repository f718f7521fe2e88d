extension TextMetrics {
    /// The index of `character`'s letter in the Arabic joining table, or `nil` when it is not a
    /// letter that joins its neighbours.
    static func joiningIndex(of character: Character) -> Int? {
        guard let value = character.unicodeScalars.first?.value, value >= 0x0620, value <= 0x08FF else { return nil }
        var low = 0
        var high = joiningLetters.count
        while low < high {
            let middle = (low + high) / 2
            if joiningLetters[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < joiningLetters.count && joiningLetters[low] == value ? low : nil
    }

    /// Whether the letter at `index` joins the letter after it (it has an initial form); every
    /// joining letter joins the one before it.
    static func joinsForward(at index: Int) -> Bool {
        joiningInitialAdvances[index] != 0xFFFF_FFFF
    }

    /// What drawing `character` (whose letter is at `index` of the joining table) in the form
    /// its neighbours give it adds to its isolated advances, in thousandths of an em: zero
    /// when it stands alone or the font has no such form.
    ///
    /// - Parameters:
    ///   - joinsBefore: Whether the letter before it joins forward.
    ///   - joinsAfter: Whether it joins forward and a joining letter follows.
    static func joinedAdvances(
        of character: Character, at index: Int, joinsBefore: Bool, joinsAfter: Bool
    ) -> (regular: Double, bold: Double) {
        let packed: UInt32 =
            switch (joinsBefore, joinsAfter) {
            case (true, true): joiningMedialAdvances[index]
            case (true, false): joiningFinalAdvances[index]
            case (false, true): joiningInitialAdvances[index]
            case (false, false): 0xFFFF_FFFF
            }
        guard packed != 0xFFFF_FFFF, let first = character.unicodeScalars.first else { return (0, 0) }
        let isolated = advances(of: first)
        return (Double(packed & 0xFFFF) - isolated.regular, Double(packed >> 16) - isolated.bold)
    }
}
