public import AppearanceKit

/// Where a theme file problem is: a file, and a 1-based line and column in it.
///
/// Columns count Unicode scalars, as YAML parsers do, so a tab or an `é` is one column.
/// Problems with a whole file (empty, too large, not text) have no line and column.
///
/// ```swift
/// let location = ThemeLocation(path: "themes/brand.yaml", line: 12, column: 5)
/// location.description   // "themes/brand.yaml:12:5"
/// ```
public struct ThemeLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path of the file, as it was given to the loader.
    public var path: String
    /// The 1-based line, or `nil` for the whole file.
    public var line: Int?
    /// The 1-based column (in Unicode scalars), or `nil` for the whole file.
    public var column: Int?

    /// A position in a file.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The whole file.
    public init(path: String) {
        self.path = path
        self.line = nil
        self.column = nil
    }

    /// `path:line:column`, or `path` for the whole file.
    public var description: String {
        guard let line, let column else { return path }
        return "\(path):\(line):\(column)"
    }

    /// The same file, `offset` columns further right on the same line.
    func advanced(by offset: Int) -> ThemeLocation {
        guard let line, let column else { return self }
        return ThemeLocation(path: path, line: line, column: column + offset)
    }
}

extension ThemeLocation {
    /// The location as the engine records it with a value (explanations show it), or `nil`
    /// for a whole file.
    public var sourceLocation: AppearanceSourceLocation? {
        line.map { AppearanceSourceLocation(file: path, line: $0, column: column) }
    }

    /// The theme-file location `location` names, or `nil` for a Swift location.
    public init?(_ location: AppearanceSourceLocation) {
        guard location.kind == .themeFile else { return nil }
        self.init(path: location.file, line: location.line, column: location.column ?? 1)
    }
}
