extension TextLayout {
    /// A piece of a paragraph between two line break opportunities: the text, then the spaces
    /// after it (which hang past the end of a line rather than count towards its width).
    struct BreakSegment {
        /// The text up to the spaces that end the segment.
        var body: Substring
        /// The spaces that end the segment, possibly none.
        var spaces: Substring
    }

    /// The break class of a character: a sound simplification of Unicode's line breaking
    /// algorithm (UAX #14) with the rules that matter for interface text.
    enum BreakClass {
        /// A space (SP): a line may break after a run of spaces.
        case space
        /// A hyphen, a dash or a zero-width space (HY, BA, B2, ZW): a line may break after it.
        case breakAfter
        /// An ideograph, kana, hangul syllable or emoji (ID): a line may break before and after.
        case ideographic
        /// Opening punctuation (OP): never a break after it.
        case opening
        /// Closing punctuation, stops and small kana-like marks (CL, CP, EX, IS, NS): never a
        /// break before it, even after spaces.
        case closing
        /// A digit (NU): never a break between a hyphen and a number (`-5`).
        case numeric
        /// Anything else (AL and the rest): no break between two of them.
        case other
    }

    /// `paragraph` cut at its line break opportunities. No segment boundary falls inside a
    /// grapheme cluster.
    ///
    /// - Complexity: O(*n*) in the length of the paragraph.
    static func breakSegments(_ paragraph: Substring) -> [BreakSegment] {
        var segments: [BreakSegment] = []
        var start = paragraph.startIndex
        var spacesStart: String.Index?
        var previous: BreakClass?
        var beforePrevious: BreakClass?
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let current = breakClass(of: paragraph[index])
            if let previous, index > start, breaks(between: previous, and: current, after: beforePrevious) {
                let end = spacesStart ?? index
                segments.append(BreakSegment(body: paragraph[start..<end], spaces: paragraph[end..<index]))
                start = index
            }
            if current == .space {
                if previous != .space { spacesStart = index }
            } else {
                spacesStart = nil
            }
            beforePrevious = previous
            previous = current
            index = paragraph.index(after: index)
        }
        let end = spacesStart ?? paragraph.endIndex
        segments.append(BreakSegment(body: paragraph[start..<end], spaces: paragraph[end...]))
        return segments
    }

    /// Whether a line may break between a character of class `previous` and one of class
    /// `next`, given the class before `previous` (a hyphen after a space is a sign, not a break).
    private static func breaks(between previous: BreakClass, and next: BreakClass, after earlier: BreakClass?) -> Bool {
        if next == .space || next == .closing { return false }
        switch previous {
        case .space: return true
        case .opening: return false
        case .breakAfter: return next != .numeric && earlier != nil && earlier != .space
        case .ideographic: return true
        case .closing, .numeric, .other: return next == .ideographic
        }
    }

    /// The break class of `character`, from its first code point.
    static func breakClass(of character: Character) -> BreakClass {
        guard let scalar = character.unicodeScalars.first else { return .other }
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return .space
        case 0x2D, 0xAD, 0x058A, 0x2010, 0x2012...0x2014, 0x200B: return .breakAfter
        case 0x28, 0x5B, 0x7B, 0xA1, 0xBF, 0x2018, 0x201C, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016,
            0x3018, 0x301A, 0xFF08, 0xFF3B, 0xFF5B, 0xFF62:
            return .opening
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x2019, 0x201D, 0x2026, 0x3001, 0x3002, 0x3009,
            0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x303B, 0x30FB, 0x30FC, 0xFF01, 0xFF09,
            0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF61, 0xFF63, 0xFF64:
            return .closing
        case 0x30...0x39: return .numeric
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x30A1, 0x30A3, 0x30A5,
            0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6:
            // Small kana do not start a line (CJ, treated strictly as NS).
            return .closing
        default:
            return TextMetrics.isWide(scalar.value) || TextMetrics.isEmoji(character) ? .ideographic : .other
        }
    }
}
