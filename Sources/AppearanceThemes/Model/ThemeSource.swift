/// The text of a theme file, with its path and format, split into lines for diagnostics.
public final class ThemeSource: Sendable {
    /// The path shown in diagnostics.
    public let path: String
    /// The whole text.
    public let text: String
    /// The syntax.
    public let format: ThemeFormat
    /// The lines, without their line breaks.
    let lines: [Substring]

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
        self.lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// The text of 1-based line `line`, or `nil` when there is no such line.
    func line(_ line: Int?) -> String? {
        guard let line, line >= 1, line <= lines.count else { return nil }
        return String(lines[line - 1])
    }

    /// A location in this file.
    func location(line: Int, column: Int) -> ThemeLocation {
        ThemeLocation(path: path, line: line, column: column)
    }
}
