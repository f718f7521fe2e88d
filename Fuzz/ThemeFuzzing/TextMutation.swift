import Foundation

/// Mutations of a theme's text, one at a time.
struct TextMutation {
    var text: String
    let isJSON: Bool

    /// Applies one random mutation and says which.
    mutating func mutate(using random: inout some RandomNumberGenerator) -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0, 1: return mutateLines(using: &random)
        case 2, 3: return insertToken(using: &random)
        case 4: return replaceNumber(using: &random)
        case 5: return insertUnicode(using: &random)
        case 6: return nestDeep(using: &random)
        case 7: return insertHugeString(using: &random)
        case 8: return duplicateKeys(using: &random)
        case 9: return addVariables(using: &random)
        case 10: return setExtends(using: &random)
        case 11: return repeatRules(using: &random)
        case 12: return addAliasBomb(using: &random)
        case 13: return changeLineBreaks(using: &random)
        case 14: return mutateTokens(using: &random)
        case 15: return mutateCharacters(using: &random)
        case 16: return replaceValue(using: &random)
        case 17: return insertLongFlowLine(using: &random)
        case 18: return insertRule(using: &random)
        default: return isJSON ? insertJSONEscape(using: &random) : insertToken(using: &random)
        }
    }

    // MARK: - Lines

    var lines: [String] {
        get { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        set { text = newValue.joined(separator: "\n") }
    }

    private mutating func mutateLines(using random: inout some RandomNumberGenerator) -> String {
        var lines = lines
        let line = Int.random(in: 0..<lines.count, using: &random)
        defer { self.lines = lines }
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            lines.remove(at: line)
            return "delete line \(line + 1)"
        case 1:
            let count = random.skewed(in: 1...3000)
            lines.insert(contentsOf: repeatElement(lines[line], count: count), at: line)
            return "duplicate line \(line + 1) ×\(count)"
        case 2:
            let other = Int.random(in: 0..<lines.count, using: &random)
            lines.swapAt(line, other)
            return "swap lines \(line + 1) and \(other + 1)"
        default:
            let other = Int.random(in: 0..<lines.count, using: &random)
            lines[line] = String(lines[line].prefix(lines[line].count / 2)) + lines[other]
            return "splice line \(other + 1) into line \(line + 1)"
        }
    }

    // MARK: - Tokens and characters

    private mutating func insert(_ insertion: String, using random: inout some RandomNumberGenerator) -> Int {
        var scalars = Array(text.unicodeScalars)
        let position = Int.random(in: 0...scalars.count, using: &random)
        scalars.insert(contentsOf: insertion.unicodeScalars, at: position)
        text = String(String.UnicodeScalarView(scalars))
        return position
    }

    private mutating func insertToken(using random: inout some RandomNumberGenerator) -> String {
        let pools = [FuzzDictionary.syntax, FuzzDictionary.keys, FuzzDictionary.classes, FuzzDictionary.properties, FuzzDictionary.values]
        let token = pools.randomElement(using: &random)!.randomElement(using: &random)!
        let position = insert(token, using: &random)
        return "insert \(token.debugDescription) at \(position)"
    }

    private mutating func insertUnicode(using random: inout some RandomNumberGenerator) -> String {
        let scalar = FuzzDictionary.unicode.randomElement(using: &random)!
        let count = random.skewed(in: 1...200)
        let position = insert(String(repeating: scalar, count: count), using: &random)
        return "insert \(scalar.debugDescription) ×\(count) at \(position)"
    }

    private mutating func insertJSONEscape(using random: inout some RandomNumberGenerator) -> String {
        let escape = FuzzDictionary.jsonEscapes.randomElement(using: &random)!
        // Inside a string, most of the time: right after an opening quote.
        let quotes = text.unicodeScalars.indices.filter { text.unicodeScalars[$0] == "\"" }
        if let quote = quotes.randomElement(using: &random) {
            var scalars = text.unicodeScalars
            scalars.insert(contentsOf: escape.unicodeScalars, at: scalars.index(after: quote))
            text = String(scalars)
            return "insert JSON escape \(escape) in a string"
        }
        let position = insert(escape, using: &random)
        return "insert JSON escape \(escape) at \(position)"
    }

    /// Words, runs of spaces and single punctuation characters; joined, they give the text back.
    private var tokens: [String] {
        var tokens: [String] = []
        var current = ""
        func kind(_ scalar: Unicode.Scalar) -> Int {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#" || scalar == "$" || scalar == "." {
                return 0
            }
            if scalar == " " { return 1 }
            return 2
        }
        for scalar in text.unicodeScalars {
            if let last = current.unicodeScalars.last, kind(last) == kind(scalar), kind(scalar) != 2 {
                current.unicodeScalars.append(scalar)
            } else {
                if !current.isEmpty { tokens.append(current) }
                current = String(scalar)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private mutating func mutateTokens(using random: inout some RandomNumberGenerator) -> String {
        var tokens = tokens
        guard tokens.count > 1 else { return "tokens: too few" }
        let index = Int.random(in: 0..<tokens.count, using: &random)
        defer { text = tokens.joined() }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            tokens.remove(at: index)
            return "delete token \(index)"
        case 1:
            tokens.insert(tokens[index], at: index)
            return "duplicate token \(index)"
        default:
            let other = Int.random(in: 0..<tokens.count, using: &random)
            tokens.swapAt(index, other)
            return "swap tokens \(index) and \(other)"
        }
    }

    private mutating func mutateCharacters(using random: inout some RandomNumberGenerator) -> String {
        var scalars = Array(text.unicodeScalars)
        guard scalars.count > 2 else { return "characters: too few" }
        let position = Int.random(in: 0..<scalars.count, using: &random)
        defer { text = String(String.UnicodeScalarView(scalars)) }
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            scalars.remove(at: position)
            return "delete character \(position)"
        case 1:
            scalars.insert(scalars[position], at: position)
            return "duplicate character \(position)"
        default:
            let other = Int.random(in: 0..<scalars.count, using: &random)
            scalars.swapAt(position, other)
            return "swap characters \(position) and \(other)"
        }
    }

    // MARK: - Values

    /// The ranges of the numbers in the text.
    private var numberRanges: [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var start: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let isDigit = text[index].isNumber && text[index].isASCII
            if isDigit, start == nil { start = index }
            if !isDigit, let begin = start {
                ranges.append(begin..<index)
                start = nil
            }
            index = text.index(after: index)
        }
        if let start { ranges.append(start..<text.endIndex) }
        return ranges
    }

    private mutating func replaceNumber(using random: inout some RandomNumberGenerator) -> String {
        let replacement = FuzzDictionary.hugeNumbers.randomElement(using: &random)!
        guard let range = numberRanges.randomElement(using: &random) else {
            let position = insert(replacement, using: &random)
            return "insert number \(replacement) at \(position)"
        }
        let old = String(text[range])
        text.replaceSubrange(range, with: replacement)
        return "replace number \(old) with \(replacement)"
    }

    private mutating func replaceValue(using random: inout some RandomNumberGenerator) -> String {
        var lines = lines
        let candidates = lines.indices.filter { lines[$0].contains(": ") }
        guard let line = candidates.randomElement(using: &random), let colon = lines[line].range(of: ": ") else {
            return insertToken(using: &random)
        }
        let pools = [FuzzDictionary.values, FuzzDictionary.hugeNumbers, FuzzDictionary.values.map { "[\($0), \($0)]" }]
        let value = pools.randomElement(using: &random)!.randomElement(using: &random)!
        lines[line] = String(lines[line][..<colon.upperBound]) + value + (isJSON && lines[line].hasSuffix(",") ? "," : "")
        self.lines = lines
        return "set the value of line \(line + 1) to \(value)"
    }

    private mutating func insertHugeString(using random: inout some RandomNumberGenerator) -> String {
        let length = random.skewed(in: 1_000...200_000)
        let unit = ["a", "é", "\u{1F600}", "#", "$a", "\\\"", "x "].randomElement(using: &random)!
        let string = String(repeating: unit, count: length / max(unit.count, 1))
        let quoted = Bool.random(using: &random) ? "\"\(string)\"" : string
        let position = insert(quoted, using: &random)
        return "insert a string of \(length) characters at \(position)"
    }
}
