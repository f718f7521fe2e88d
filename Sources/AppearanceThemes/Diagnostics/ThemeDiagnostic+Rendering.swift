extension ThemeDiagnostic {
    /// The diagnostic as compilers print it: `path:line:col: error: message`, then the source
    /// line and a caret under the column.
    ///
    /// ```
    /// brand.yaml:4:16: error: expected a colour like "#1E90FF", rgba(30, 144, 255, 1) or a system colour name, got 12
    ///     textColor: 12
    ///                ^
    /// ```
    public var description: String { formatted() }

    /// The rendered diagnostic, with its path shown relative to `directory` when the file is
    /// inside it (as a command-line tool shows paths relative to the working directory).
    ///
    /// - Parameter directory: A folder path such as `/work/app`, or `nil` for the path as given.
    public func formatted(relativeTo directory: String? = nil) -> String {
        formatted(paths: SourcePaths(root: directory))
    }

    /// The rendered diagnostic, its path as `paths` writes it.
    public func formatted(paths: SourcePaths) -> String {
        var text = "\(paths.location(location)): \(severity): \(message)"
        if let sourceLine, let column = sourceColumn ?? location.column {
            text += "\n" + sourceLine + "\n" + Self.caretLine(under: sourceLine, column: column)
        }
        return text
    }

    /// Spaces (and the line's own tabs, so terminals align them) up to `column`, then `^`.
    static func caretLine(under line: String, column: Int) -> String {
        var padding = ""
        for scalar in line.unicodeScalars.prefix(max(column - 1, 0)) {
            padding.unicodeScalars.append(scalar == "\t" ? "\t" : " ")
        }
        return padding + "^"
    }
}

extension Sequence<ThemeDiagnostic> {
    /// Every diagnostic rendered, one after the other, separated by line breaks.
    ///
    /// - Parameter directory: Shows paths relative to this folder when they are inside it.
    public func formatted(relativeTo directory: String? = nil) -> String {
        map { $0.formatted(relativeTo: directory) }.joined(separator: "\n")
    }
}
