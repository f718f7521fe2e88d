/// One problem found in a theme file: an error, which stops the theme from applying, or a
/// warning, which does not.
///
/// A diagnostic is a plain value: a ``code`` to match in code, a ``message`` that says what is
/// wrong and how to fix it, and a ``location``. It renders in one place, ``description``, as
/// compilers do:
///
/// ```
/// themes/brand.yaml:12:5: error: unknown property 'textColour' for Label; did you mean 'textColor'?
///     textColour: "#1E90FF"
///     ^
/// ```
///
/// ```swift
/// do {
///     try ThemeFile.load(contentsOf: url).apply()
/// } catch {
///     for diagnostic in error.diagnostics where diagnostic.code == .unknownProperty {
///         print(diagnostic)
///     }
/// }
/// ```
public struct ThemeDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// Whether the problem stops a theme from applying.
    public var severity: Severity
    /// What kind of problem this is.
    public var code: Code
    /// What is wrong and how to fix it, in one line.
    public var message: String
    /// The file, line and column of the problem.
    public var location: ThemeLocation
    /// The text of the line the problem is on (without its line break), shown under the message
    /// with a caret; `nil` for problems with the whole file. A long line is cut to an excerpt
    /// around the problem, with `...` where it is cut, so a one-line theme with many problems
    /// prints each problem in a few lines.
    public var sourceLine: String?
    /// The column of the problem in ``sourceLine``: the location's column, or its place in the
    /// excerpt of a long line.
    public var sourceColumn: Int?

    /// A diagnostic.
    ///
    /// - Parameters:
    ///   - severity: Error or warning.
    ///   - code: The kind of problem.
    ///   - message: What is wrong and how to fix it.
    ///   - location: Where it is.
    ///   - sourceLine: The text of the line at `location`, for the caret display.
    public init(
        severity: Severity, code: Code, message: String, location: ThemeLocation, sourceLine: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.sourceLine = sourceLine
    }

    /// Whether this diagnostic is an error.
    public var isError: Bool { severity == .error }
}
