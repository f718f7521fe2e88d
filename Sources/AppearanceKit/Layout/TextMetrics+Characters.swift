extension TextMetrics {
    /// The advance of `text` in thousandths of an em and its number of grapheme clusters,
    /// cluster by cluster: the path for text that is not all ASCII.
    ///
    /// Arabic letters take the width of the form they are drawn in (see
    /// ``joinedAdvances(of:at:joinsBefore:joinsAfter:)``), so each needs its neighbours.
    static func clusterAdvances(of text: String, monospaced: Bool, boldness: Double) -> (thousandths: Double, count: Int) {
        var thousandths = 0.0
        var count = 0
        var iterator = text.makeIterator()
        var next = iterator.next()
        var nextJoining = next.flatMap(joiningIndex(of:))
        var previousJoinsForward = false
        while let character = next {
            let joining = nextJoining
            next = iterator.next()
            nextJoining = next.flatMap(joiningIndex(of:))
            count += 1
            if monospaced {
                let wide = character.unicodeScalars.first.map { isWide($0.value) } ?? false
                thousandths += wide || isEmoji(character) ? 1000 : 600
                continue
            }
            var (regular, bold) = advances(of: character)
            if let joining {
                let joinsForward = joinsForward(at: joining) && !character.unicodeScalars.contains { $0.value == 0x200C }
                let form = joinedAdvances(
                    of: character, at: joining, joinsBefore: previousJoinsForward,
                    joinsAfter: joinsForward && nextJoining != nil)
                (regular, bold) = (regular + form.regular, bold + form.bold)
                previousJoinsForward = joinsForward
            } else {
                previousJoinsForward = false
            }
            thousandths += regular + (bold - regular) * boldness
        }
        return (thousandths, count)
    }

    /// The regular and bold advances of one grapheme cluster, in thousandths of an em.
    ///
    /// An emoji cluster (a pictograph with emoji presentation, its skin-tone modifier, variation
    /// selector, keycap or zero-width-joined partners, or a pair of regional indicators) is drawn
    /// as one glyph, 1 em wide. Any other cluster is as wide as its first code point plus its
    /// spacing marks: nonspacing marks, joiners and variation selectors draw over their base,
    /// and the jamo of a Hangul syllable make one wide character.
    static func advances(of character: Character) -> (regular: Double, bold: Double) {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return (0, 0) }
        if first.value < 0x80, scalars.count == 1 { return asciiAdvances(of: first.value) }
        if isEmoji(character) { return (1000, 1000) }
        var total = advances(of: first)
        // The table gives nonspacing marks and joiners no width; spacing marks (Devanagari's
        // vowel signs, Thai's sara am) add theirs. Hangul vowel and final jamo join the
        // leading consonant into one syllable, 1 em in all.
        for scalar in scalars.dropFirst() where !(0x1160...0x11FF).contains(scalar.value) {
            let mark = advances(of: scalar)
            total = (total.regular + mark.regular, total.bold + mark.bold)
        }
        return total
    }

    /// Whether `character` is drawn as an emoji glyph rather than as text.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if first.properties.isEmojiPresentation { return true }
        // A text-default pictograph (❤, ☺, a digit of a keycap) becomes an emoji with U+FE0F,
        // a keycap mark or a zero-width joiner.
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D }
    }

    /// Whether `value` is an East Asian wide character: an ideograph, kana, hangul, CJK
    /// punctuation or a fullwidth form (the main blocks of UAX #11's Wide and Fullwidth).
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }

    /// The advances of one code point from the generated table (0.556 em where neither font has
    /// it).
    static func advances(of scalar: Unicode.Scalar) -> (regular: Double, bold: Double) {
        let value = scalar.value
        if value < 0x80 { return asciiAdvances(of: value) }
        // The last range starting at or before `value` (binary search).
        var low = 0
        var high = advanceRangeStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if advanceRangeStarts[middle] <= value { low = middle } else { high = middle }
        }
        let packed = advanceRangeStarts[low] <= value ? advanceRangeValues[low] : 0xFFFF_FFFF
        if packed == 0xFFFF_FFFF { return (556, 556) }
        return (Double(packed & 0xFFFF), Double(packed >> 16))
    }
}
