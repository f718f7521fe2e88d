extension ThemeDiagnostic {
    /// How serious a problem is.
    public enum Severity: String, Hashable, Sendable, CustomStringConvertible {
        /// The theme does not apply until the problem is fixed.
        case error
        /// The theme applies; the part the warning names is ignored.
        case warning

        /// `error` or `warning`, as the rendered diagnostic shows it.
        public var description: String { rawValue }
    }
}
