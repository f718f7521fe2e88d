internal import Foundation

/// The checks every theme file passes before it is parsed: size, encoding, emptiness.
enum ThemeText {
    /// The text of `data`, or the diagnostics that say why it is not a theme's text: larger than
    /// `limit` bytes, not UTF-8, control characters, or nothing but whitespace.
    static func decode(_ data: Data, path: String, format: ThemeFormat?, limit: Int) -> (ThemeSource?, DiagnosticLog) {
        var log = DiagnosticLog()
        if data.count > limit {
            log.error(.fileTooLarge, tooLargeMessage(size: data.count, limit: limit), at: ThemeLocation(path: path, line: 1, column: 1))
            return (nil, log)
        }
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }  // UTF-8 byte order mark

        // Valid UTF-8 (every real theme) is decoded in one step. Control characters are single
        // bytes in UTF-8, never part of a longer sequence, so the bytes are checked as they
        // are. A file that is not UTF-8 is decoded scalar by scalar to find its first problem.
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return (nil, firstProblem(in: bytes, path: path))
        }
        var line = 1, column = 1
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F, let problem = controlCharacterProblem(Unicode.Scalar(byte)) {
                log.error(.notText, problem, at: ThemeLocation(path: path, line: line, column: column))
                return (nil, log)
            }
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1  // the first byte of a scalar
            }
        }
        return nonEmpty(text, path: path, format: format, log: log)
    }

    /// The first problem of bytes that are not UTF-8: a control character before the first
    /// byte that is not UTF-8, or that byte.
    private static func firstProblem(in bytes: Data.SubSequence, path: String) -> DiagnosticLog {
        var log = DiagnosticLog()
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1, column = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if let problem = controlCharacterProblem(scalar) {
                    log.error(.notText, problem, at: ThemeLocation(path: path, line: line, column: column))
                    return log
                }
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput, .error:
                log.error(
                    .notText,
                    "the file is not UTF-8 text (it looks binary, or uses another encoding); save the theme as UTF-8 YAML or JSON",
                    at: ThemeLocation(path: path, line: line, column: column))
                return log
            }
        }
    }

    /// `text` as a source, or the diagnostics that say why it is not a theme's text.
    static func check(_ text: String, path: String, format: ThemeFormat?, limit: Int) -> (ThemeSource?, DiagnosticLog) {
        var log = DiagnosticLog()
        if text.utf8.count > limit {
            log.error(
                .fileTooLarge, tooLargeMessage(size: text.utf8.count, limit: limit), at: ThemeLocation(path: path, line: 1, column: 1))
            return (nil, log)
        }
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if let problem = controlCharacterProblem(scalar) {
                log.error(.notText, problem, at: ThemeLocation(path: path, line: line, column: column))
                return (nil, log)
            }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return nonEmpty(text, path: path, format: format, log: log)
    }

    /// `text` as a source, unless it is nothing but whitespace.
    private static func nonEmpty(_ text: String, path: String, format: ThemeFormat?, log: DiagnosticLog) -> (ThemeSource?, DiagnosticLog) {
        var log = log
        if text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            log.error(.emptyFile, emptyMessage, at: ThemeLocation(path: path, line: 1, column: 1))
            return (nil, log)
        }
        return (ThemeSource(text: text, path: path, format: format), log)
    }

    /// The message for an empty theme.
    static let emptyMessage =
        "the theme file is empty; write at least a 'rules:' list, such as 'rules: [{class: Label, properties: {textColor: \"#222222\"}}]'"

    private static func tooLargeMessage(size: Int, limit: Int) -> String {
        "the file is \(size) bytes, over the \(limit)-byte limit for theme files; "
            + "split the theme into files that extend each other ('extends: base.yaml')"
    }

    /// Why `scalar` cannot appear in a theme file, or `nil` when it can.
    private static func controlCharacterProblem(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        guard value < 0x20 || value == 0x7F, scalar != "\t", scalar != "\n", scalar != "\r" else { return nil }
        let code = String(value, radix: 16, uppercase: true)
        return "the file is not text (it contains the control character U+\(String(repeating: "0", count: 4 - code.count))\(code)); "
            + "save the theme as UTF-8 YAML or JSON"
    }
}
