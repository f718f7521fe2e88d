/// Finds where a value sits in JSON text that has already parsed, so that errors about what a
/// `Contents.json` says can point at the line and column that says it.
///
/// Foundation's parser gives values without positions; this scanner walks the same bytes along
/// a path of keys and indexes. It trusts the text to be valid JSON (it has parsed) but checks
/// every index, so a surprise gives `nil`, never a crash.
struct JSONLocator {
    /// A step along a path: a key of an object or an index in an array.
    enum Step: Hashable, Sendable, CustomStringConvertible {
        case key(String)
        case index(Int)

        /// `.key` or `[index]`, as the step appears in a path such as `colors[0].color`.
        var description: String {
            switch self {
            case .key(let key): return key
            case .index(let index): return "[\(index)]"
            }
        }
    }

    /// The UTF-8 bytes of the file.
    let bytes: [UInt8]

    /// A line, column and the text of that line, for an error's caret.
    struct Position: Equatable {
        var line: Int
        var column: Int
        var text: String?
    }

    /// Lines longer than this are not quoted under an error: a minified or hostile file would
    /// print megabytes.
    static let maximumQuotedLine = 400

    // MARK: - Paths

    /// The byte offset where the value at `path` starts, or where the closest enclosing value
    /// that can be found starts (a key written with escapes is not matched).
    func offset(of path: [Step]) -> Int? {
        var path = path
        while true {
            if let offset = exactOffset(of: path) { return offset }
            if path.isEmpty { return nil }
            path.removeLast()
        }
    }

    /// The byte offset where the value at `path` starts, or `nil`.
    private func exactOffset(of path: [Step]) -> Int? {
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        var index = skipSpace(from: bytes.starts(with: byteOrderMark) ? 3 : 0)
        for step in path {
            guard let next = enter(step, at: index) else { return nil }
            index = next
        }
        return index < bytes.count ? index : nil
    }

    /// The offset of the value `step` names inside the object or array at `index`.
    private func enter(_ step: Step, at start: Int) -> Int? {
        var index = start
        switch step {
        case .key(let wanted):
            guard byte(at: index) == UInt8(ascii: "{") else { return nil }
            let wantedBytes = Array(wanted.utf8)
            index += 1
            while true {
                index = skipSpace(from: index)
                guard byte(at: index) == UInt8(ascii: "\"") else { return nil }
                let keyEnd = skipString(from: index)
                guard index + 1 <= keyEnd - 1 else { return nil }
                let key = bytes[(index + 1)..<(keyEnd - 1)]
                index = skipSpace(from: keyEnd)
                guard byte(at: index) == UInt8(ascii: ":") else { return nil }
                index = skipSpace(from: index + 1)
                if key.elementsEqual(wantedBytes) { return index }
                guard let afterComma = skipMember(from: index) else { return nil }
                index = afterComma
            }
        case .index(let wanted):
            guard byte(at: index) == UInt8(ascii: "[") else { return nil }
            index += 1
            var count = 0
            while true {
                index = skipSpace(from: index)
                guard let current = byte(at: index), current != UInt8(ascii: "]") else { return nil }
                if count == wanted { return index }
                guard let afterComma = skipMember(from: index) else { return nil }
                index = afterComma
                count += 1
            }
        }
    }

    /// The offset after the value at `index` and the comma that follows it, or `nil` at the
    /// end of the container.
    private func skipMember(from index: Int) -> Int? {
        let end = skipSpace(from: skipValue(from: index))
        return byte(at: end) == UInt8(ascii: ",") ? end + 1 : nil
    }

    // MARK: - Tokens

    /// The text of the number, `true`, `false` or `null` at `offset`: how the file wrote a
    /// value that Foundation hands back only as a number.
    func literal(at offset: Int) -> String {
        let end = skipValue(from: offset)
        guard offset < end, end <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// The offset just after the value that starts at `index`.
    private func skipValue(from start: Int) -> Int {
        guard let first = byte(at: start) else { return start }
        if first == UInt8(ascii: "\"") { return skipString(from: start) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") {
            var depth = 0
            var index = start
            while let current = byte(at: index) {
                if current == UInt8(ascii: "\"") {
                    index = skipString(from: index)
                    continue
                }
                if current == UInt8(ascii: "{") || current == UInt8(ascii: "[") { depth += 1 }
                if current == UInt8(ascii: "}") || current == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
                index += 1
            }
            return index
        }
        var index = start
        while let current = byte(at: index), !Self.endsLiteral(current) { index += 1 }
        return index
    }

    /// The offset just after the string whose opening quote is at `index`.
    private func skipString(from start: Int) -> Int {
        var index = start + 1
        while let current = byte(at: index) {
            if current == UInt8(ascii: "\\") {
                index += 2
            } else if current == UInt8(ascii: "\"") {
                return index + 1
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    /// The first offset at or after `index` that is not JSON whitespace.
    private func skipSpace(from start: Int) -> Int {
        var index = start
        while let current = byte(at: index), Self.isSpace(current) { index += 1 }
        return index
    }

    private func byte(at index: Int) -> UInt8? {
        index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func endsLiteral(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
    }

    // MARK: - Lines and columns

    /// The 1-based line and column (in Unicode scalars) of byte `offset`, with that line's text.
    func position(of offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        // Continuation bytes (10xxxxxx) do not start a scalar.
        let column = 1 + bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 }
        var lineEnd = offset
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        var text: String? = String(decoding: bytes[lineStart..<max(lineStart, lineEnd)], as: UTF8.self)
        if let quoted = text, quoted.unicodeScalars.count > Self.maximumQuotedLine { text = nil }
        return Position(line: line, column: column, text: text)
    }
}
