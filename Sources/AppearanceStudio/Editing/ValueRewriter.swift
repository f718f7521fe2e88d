/// Rewrites one scalar value of a theme file's text in place, so everything else (comments,
/// spacing, key order, quoting style) stays as the person wrote it.
///
/// The value is found by its position, as the loader reports it (1-based line and column,
/// columns in Unicode scalars): a quoted string (`"#112233"`, `'#112233'`) or a plain scalar,
/// which runs to the end of the line, a comment (` #`), or a `,`, `]` or `}` outside
/// parentheses (so `rgba(1, 2, 3, 1)` is one value).
enum ValueRewriter {
    /// Where a value is in the text, as scalar offsets, and its text.
    struct Token: Equatable {
        /// The offset of its first scalar in the whole text.
        let start: Int
        /// The offset just past its last scalar.
        let end: Int
        /// The value as written, quotes included.
        let text: String
        /// The quote it is written in, if any.
        let quote: Character?
    }

    /// The scalar value at `line`:`column` of `text`, or `nil` when there is none (out of
    /// range, or a mapping or list).
    static func token(in text: String, line: Int, column: Int) -> Token? {
        let scalars = Array(text.unicodeScalars)
        guard line >= 1, column >= 1, line <= scalars.count + 1 else { return nil }
        var lineStart = 0
        var currentLine = 1
        while currentLine < line {
            guard let newline = scalars[lineStart...].firstIndex(of: "\n") else { return nil }
            lineStart = newline + 1
            currentLine += 1
        }
        let lineEnd = scalars[lineStart...].firstIndex(where: { $0 == "\n" || $0 == "\r" }) ?? scalars.count
        // Compared before it is added: a column from a request may be any integer.
        guard column - 1 < lineEnd - lineStart else { return nil }
        let start = lineStart + column - 1
        // A value starts where a token can: at the start of the line or after a space, a
        // bracket, a comma or a colon (never inside a key, a class name or another value).
        if start > lineStart, !" \t[{,:(".unicodeScalars.contains(scalars[start - 1]) { return nil }
        let first = scalars[start]
        switch first {
        case "\"", "'":
            var index = start + 1
            while index < lineEnd {
                if scalars[index] == "\\", first == "\"" {
                    index += 2
                    continue
                }
                if scalars[index] == first {
                    if first == "'", index + 1 < lineEnd, scalars[index + 1] == "'" {
                        index += 2
                        continue
                    }
                    return make(scalars, start, index + 1, quote: Character(first))
                }
                index += 1
            }
            return nil
        case "{", "[", "#", ",", "]", "}", " ", "\t", "|", ">", "&", "*":
            return nil
        default:
            var index = start
            var depth = 0
            while index < lineEnd {
                let scalar = scalars[index]
                if scalar == "(" { depth += 1 }
                if scalar == ")" { depth -= 1 }
                if depth <= 0, scalar == "," || scalar == "]" || scalar == "}" { break }
                if scalar == "#", index > start, scalars[index - 1] == " " || scalars[index - 1] == "\t" { break }
                index += 1
            }
            var end = index
            while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
            guard end > start else { return nil }
            let token = make(scalars, start, end, quote: nil)
            // `key: value` is a key and its value, not a value: the studio edits values only.
            if token.text.hasSuffix(":") || token.text.contains(": ") || token.text.contains(":\t") { return nil }
            return token
        }
    }

    /// Line `number` (1-based) of `text`, without its line break; `nil` past the end.
    static func line(_ number: Int, of text: String) -> String? {
        var current = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == number { return String(line.hasSuffix("\r") ? line.dropLast() : line) }
            current += 1
        }
        return nil
    }

    /// `text` with the token replaced by `replacement`.
    static func replacing(_ token: Token, in text: String, with replacement: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<token.start])
        result.append(contentsOf: replacement.unicodeScalars)
        result.append(contentsOf: scalars[token.end...])
        return String(result)
    }

    /// How to write `value` where `token` was: colours keep the token's quotes (or get
    /// double quotes, since a plain `#` would start a comment); numbers are written plain.
    static func literal(_ value: StudioValue, replacing token: Token) -> String {
        switch value {
        case .color(let hex):
            let quote = token.quote.map(String.init) ?? "\""
            return quote + hex + quote
        case .number(let text):
            return text
        }
    }

    private static func make(_ scalars: [Unicode.Scalar], _ start: Int, _ end: Int, quote: Character?) -> Token {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<end])
        return Token(start: start, end: end, text: String(text), quote: quote)
    }
}
