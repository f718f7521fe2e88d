/// Collects the diagnostics of one load, filling in each one's source line from the file it is in.
struct DiagnosticLog: Sendable {
    private(set) var diagnostics: [ThemeDiagnostic] = []
    private var sources: [String: ThemeSource] = [:]

    /// Makes the lines of `source` available to diagnostics located in it.
    mutating func register(_ source: ThemeSource) {
        sources[source.path] = source
    }

    /// Records an error.
    mutating func error(_ code: ThemeDiagnostic.Code, _ message: String, at location: ThemeLocation) {
        report(.error, code, message, at: location)
    }

    /// Records a warning.
    mutating func warning(_ code: ThemeDiagnostic.Code, _ message: String, at location: ThemeLocation) {
        report(.warning, code, message, at: location)
    }

    /// Records a diagnostic.
    mutating func report(
        _ severity: ThemeDiagnostic.Severity, _ code: ThemeDiagnostic.Code, _ message: String, at location: ThemeLocation
    ) {
        var diagnostic = ThemeDiagnostic(severity: severity, code: code, message: message, location: location)
        if let column = location.column, let excerpt = sources[location.path]?.excerpt(line: location.line, column: column) {
            diagnostic.sourceLine = excerpt.text
            diagnostic.sourceColumn = excerpt.column
        }
        diagnostics.append(diagnostic)
    }

    /// Adds diagnostics that another log collected.
    mutating func append(contentsOf other: DiagnosticLog) {
        diagnostics += other.diagnostics
        sources.merge(other.sources) { current, _ in current }
    }

    /// Changes the code of the diagnostic at `index`.
    mutating func replaceCode(at index: Int, with code: ThemeDiagnostic.Code) {
        diagnostics[index].code = code
    }

    /// Whether any error was recorded.
    var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// The diagnostics sorted by file (in `fileOrder`, then by path), line and column; the
    /// order of recording breaks ties.
    func sorted(fileOrder: [String]) -> [ThemeDiagnostic] {
        let rank = Dictionary(fileOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return diagnostics.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element.location, rhs.element.location)
            let fileA = rank[a.path] ?? Int.max, fileB = rank[b.path] ?? Int.max
            if fileA != fileB { return fileA < fileB }
            if a.path != b.path { return a.path < b.path }
            if (a.line ?? 0) != (b.line ?? 0) { return (a.line ?? 0) < (b.line ?? 0) }
            if (a.column ?? 0) != (b.column ?? 0) { return (a.column ?? 0) < (b.column ?? 0) }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
