/// The text of a theme file, with its path and format, split into lines for diagnostics.
public final class ThemeSource: Sendable {
    /// The path shown in diagnostics.
    public let path: String
    /// The whole text.
    public let text: String
    /// The syntax.
    public let format: ThemeFormat
    /// The text's scalars, so a line's excerpt is found without walking the line: a minified
    /// theme is one long line with many diagnostics on it.
    private let scalars: [Unicode.Scalar]
    /// Where each line starts in `scalars`, and where the last one ends (one more entry than lines).
    private let lineBounds: [(start: Int, end: Int)]

    /// A source to read.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: The path shown in diagnostics.
    ///   - format: The syntax; by default, from the path's extension.
    public init(text: String, path: String, format: ThemeFormat? = nil) {
        self.path = path
        self.text = text
        self.format = format ?? ThemeFormat(path: path)
        let scalars = Array(text.unicodeScalars)
        var bounds: [(start: Int, end: Int)] = []
        var start = 0, index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\n" || scalar == "\r" {
                bounds.append((start, index))
                index += scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        bounds.append((start, scalars.count))
        self.scalars = scalars
        self.lineBounds = bounds
    }

    /// The text of 1-based line `line`, or `nil` when there is no such line.
    func line(_ line: Int?) -> String? {
        guard let line, line >= 1, line <= lineBounds.count else { return nil }
        return string(lineBounds[line - 1].start..<lineBounds[line - 1].end)
    }

    /// The widest excerpt of a line that diagnostics show, in scalars.
    static let excerptWidth = 120

    /// The text of 1-based line `line` for showing under a diagnostic at `column`, and the
    /// column of that position in the excerpt: the whole line when it is short, otherwise
    /// ``excerptWidth`` scalars around the column with `...` where the line is cut.
    func excerpt(line: Int?, column: Int) -> (text: String, column: Int)? {
        guard let line, line >= 1, line <= lineBounds.count else { return nil }
        let bounds = lineBounds[line - 1]
        let width = Self.excerptWidth
        guard bounds.end - bounds.start > width else { return (string(bounds.start..<bounds.end), column) }
        let position = bounds.start + min(max(column - 1, 0), bounds.end - bounds.start)
        let start = max(bounds.start, min(position - width / 2, bounds.end - width))
        let end = min(bounds.end, start + width)
        let prefix = start > bounds.start ? "..." : ""
        let suffix = end < bounds.end ? "..." : ""
        return (prefix + string(start..<end) + suffix, position - start + prefix.count + 1)
    }

    private func string(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    /// A location in this file.
    func location(line: Int, column: Int) -> ThemeLocation {
        ThemeLocation(path: path, line: line, column: column)
    }

    /// The location of the character that starts at byte `offset` of the UTF-8 text (the end
    /// of the text for an offset past it). Lines break at `\n`, `\r\n` and `\r`, as `lines` do.
    func location(utf8Offset offset: Int) -> ThemeLocation {
        var line = 1, column = 1, index = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if index >= offset { break }
            index += UTF8.width(scalar)
            if scalar == "\n" && previous == "\r" {
                // The second half of a CRLF line break: the line was counted at the CR.
            } else if scalar == "\n" || scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            previous = scalar
        }
        return location(line: line, column: column)
    }
}
