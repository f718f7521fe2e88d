/// A strict JSON reader (RFC 8259) that builds a ``ThemeNode`` tree with the line and column of
/// every value, and stops at the first syntax error with a message that says how to fix it.
///
/// Duplicate keys are kept in the tree; the schema reader reports them, as it does for YAML.
struct JSONReader {
    private let source: ThemeSource
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1
    private var column = 1
    private var log = DiagnosticLog()

    /// The tree of `source`, or `nil` and the diagnostic that says why there is none.
    static func read(_ source: ThemeSource) -> (ThemeNode?, DiagnosticLog) {
        var reader = JSONReader(source: source)
        let node = reader.readDocument()
        return (node, reader.log)
    }

    private init(source: ThemeSource) {
        self.source = source
        self.scalars = Array(source.text.unicodeScalars)
        log.register(source)
    }

    private struct SyntaxError: Error {
        let message: String
        let location: ThemeLocation
        var code = ThemeDiagnostic.Code.syntaxError
    }

    private mutating func readDocument() -> ThemeNode? {
        do {
            try skipWhitespace()
            guard index < scalars.count else {
                log.error(.emptyFile, ThemeText.emptyMessage, at: ThemeLocation(path: source.path, line: 1, column: 1))
                return nil
            }
            let node = try readValue(depth: 1)
            try skipWhitespace()
            if index < scalars.count {
                throw error("unexpected text after the end of the JSON value; a theme file holds one object, so remove what follows")
            }
            return node
        } catch let error as SyntaxError {
            log.error(error.code, error.message, at: error.location)
            return nil
        } catch {
            return nil
        }
    }

    // MARK: - Values

    private mutating func readValue(depth: Int) throws -> ThemeNode {
        let location = here
        guard depth <= YAMLReader.maximumDepth else {
            throw SyntaxError(
                message: "lists and mappings are nested more than \(YAMLReader.maximumDepth) levels deep here; "
                    + "a theme needs no more than 5: check the brackets",
                location: location, code: .nestingTooDeep)
        }
        guard let scalar = current else {
            throw error("invalid JSON: the file ends where a value should be; complete the value and close every bracket")
        }
        switch scalar {
        case "{": return try readObject(depth: depth)
        case "[": return try readArray(depth: depth)
        case "\"": return ThemeNode(.scalar(try readString(), quoted: true), at: location)
        case "-", "0"..."9": return ThemeNode(.scalar(try readNumber(), quoted: false), at: location)
        default:
            let word = readWord()
            if ["true", "false", "null"].contains(word) { return ThemeNode(.scalar(word, quoted: false), at: location) }
            if scalar == "/" {
                throw SyntaxError(
                    message: "invalid JSON: comments are not allowed in JSON; remove the comment or write the theme in YAML",
                    location: location)
            }
            if scalar == "'" {
                throw SyntaxError(message: "invalid JSON: strings are written in double quotes; replace ' with \"", location: location)
            }
            if scalar == "}" || scalar == "]" {
                throw SyntaxError(
                    message: "invalid JSON: expected a value before '\(scalar)'; remove the trailing comma or add the value",
                    location: location)
            }
            let shown = word.isEmpty ? String(scalar) : word
            throw SyntaxError(
                message: "invalid JSON: unexpected '\(shown)' where a value should be; quote text values: \"\(shown)\"", location: location)
        }
    }

    private mutating func readObject(depth: Int) throws -> ThemeNode {
        let location = here
        advance()  // {
        var entries: [ThemeNode.Entry] = []
        try skipWhitespace()
        if current == "}" {
            advance()
            return ThemeNode(.mapping([]), at: location)
        }
        while true {
            try skipWhitespace()
            let keyLocation = here
            guard current == "\"" else {
                if current == "}" { throw error("invalid JSON: a trailing comma before '}' is not allowed; remove the ','") }
                if current == nil {
                    throw SyntaxError(message: "invalid JSON: this object is never closed; add '}' where it ends", location: location)
                }
                throw error("invalid JSON: expected a key in double quotes; write \"key\": value")
            }
            let key = try readString()
            try skipWhitespace()
            guard current == ":" else { throw error("invalid JSON: expected ':' after the key \"\(key)\"; write \"\(key)\": value") }
            advance()
            try skipWhitespace()
            let value = try readValue(depth: depth + 1)
            entries.append(ThemeNode.Entry(key: key, keyLocation: keyLocation, keyIsQuoted: true, value: value))
            try skipWhitespace()
            switch current {
            case ",": advance()
            case "}":
                advance()
                return ThemeNode(.mapping(entries), at: location)
            case nil:
                throw SyntaxError(message: "invalid JSON: this object is never closed; add '}' where it ends", location: location)
            default:
                throw error("invalid JSON: expected ',' or '}' after the value of \"\(key)\"; put a ',' between entries")
            }
        }
    }

    private mutating func readArray(depth: Int) throws -> ThemeNode {
        let location = here
        advance()  // [
        var elements: [ThemeNode] = []
        try skipWhitespace()
        if current == "]" {
            advance()
            return ThemeNode(.sequence([]), at: location)
        }
        while true {
            try skipWhitespace()
            if current == "]" { throw error("invalid JSON: a trailing comma before ']' is not allowed; remove the ','") }
            elements.append(try readValue(depth: depth + 1))
            try skipWhitespace()
            switch current {
            case ",": advance()
            case "]":
                advance()
                return ThemeNode(.sequence(elements), at: location)
            case nil:
                throw SyntaxError(message: "invalid JSON: this list is never closed; add ']' where it ends", location: location)
            default:
                throw error("invalid JSON: expected ',' or ']' after a list item; put a ',' between items")
            }
        }
    }

    private mutating func readString() throws -> String {
        let start = here
        advance()  // "
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current else {
                throw SyntaxError(
                    message: "invalid JSON: the string that starts here is never closed; add the closing '\"'", location: start)
            }
            switch scalar {
            case "\"":
                advance()
                return String(text)
            case "\\":
                let escapeLocation = here
                advance()
                guard let escaped = current else { continue }
                advance()
                switch escaped {
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                case "/": text.append("/")
                case "b": text.append("\u{08}")
                case "f": text.append("\u{0C}")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                case "u":
                    var value: UInt32 = 0
                    for _ in 0..<4 {
                        guard let digit = current, let number = UInt32(String(digit), radix: 16) else {
                            throw SyntaxError(
                                message: "invalid JSON: '\\u' needs four hexadecimal digits, like \\u00e9", location: escapeLocation)
                        }
                        value = value * 16 + number
                        advance()
                    }
                    text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                default:
                    throw SyntaxError(
                        message: "invalid JSON: unknown escape '\\\(escaped)'; write a backslash as '\\\\'", location: escapeLocation)
                }
            case "\n", "\r":
                throw SyntaxError(
                    message: "invalid JSON: the string that starts here is never closed on its line; add the closing '\"'", location: start)
            default:
                text.append(scalar)
                advance()
            }
        }
    }

    private mutating func readNumber() throws -> String {
        let start = here
        var text = ""
        while let scalar = current,
            scalar == "-" || scalar == "+" || scalar == "." || scalar == "e" || scalar == "E"
                || ("0"..."9").contains(scalar)
        {
            text.unicodeScalars.append(scalar)
            advance()
        }
        guard Self.isJSONNumber(text) else {
            throw SyntaxError(message: "invalid JSON: '\(text)' is not a JSON number; write numbers like 12, -0.5 or 1e3", location: start)
        }
        return text
    }

    /// Whether `text` is a number in JSON's grammar.
    static func isJSONNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        func digits() -> Int {
            var count = 0
            while let first = scalars.first, ("0"..."9").contains(first) { scalars.removeFirst(); count += 1 }
            return count
        }
        if scalars.first == "-" { scalars.removeFirst() }
        if scalars.first == "0" { scalars.removeFirst() } else if digits() == 0 { return false }
        if scalars.first == "." { scalars.removeFirst(); if digits() == 0 { return false } }
        if scalars.first == "e" || scalars.first == "E" {
            scalars.removeFirst()
            if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
            if digits() == 0 { return false }
        }
        return scalars.isEmpty
    }

    private mutating func readWord() -> String {
        var word = ""
        while let scalar = current, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
            word.unicodeScalars.append(scalar)
            advance()
        }
        return word
    }

    // MARK: - Scanning

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private var here: ThemeLocation { source.location(line: line, column: column) }

    private mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else if scalars[index] == "\r" {
            if index + 1 < scalars.count, scalars[index + 1] == "\n" {
                column += 1
            } else {
                line += 1
                column = 1
            }
        } else {
            column += 1
        }
        index += 1
    }

    private mutating func skipWhitespace() throws {
        while let scalar = current {
            switch scalar {
            case " ", "\t", "\n", "\r": advance()
            case "/":
                throw error("invalid JSON: comments are not allowed in JSON; remove the comment or write the theme in YAML")
            default: return
            }
        }
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, location: here)
    }
}
