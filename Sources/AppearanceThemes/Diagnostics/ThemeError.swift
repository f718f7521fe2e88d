/// The error a theme file that cannot apply throws: every diagnostic found in it (and in the
/// files it extends), errors and warnings, in file order.
///
/// Loading stops at nothing: all problems of a file are reported at once. A theme that throws
/// applies nothing, so the theme in force stays as it was.
///
/// ```swift
/// do {
///     try ThemeFile.load(contentsOf: url).apply()
/// } catch {
///     print(error)        // every diagnostic, rendered with its source line and caret
/// }
/// ```
public struct ThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every diagnostic, errors and warnings, sorted by file and position.
    public var diagnostics: [ThemeDiagnostic]

    /// An error that carries `diagnostics`.
    public init(diagnostics: [ThemeDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics that are errors.
    public var errors: [ThemeDiagnostic] { diagnostics.filter(\.isError) }

    /// The diagnostics that are warnings.
    public var warnings: [ThemeDiagnostic] { diagnostics.filter { !$0.isError } }

    /// Every diagnostic rendered as `path:line:col: error: ...` with its source line and caret.
    public var description: String { diagnostics.formatted() }
}
