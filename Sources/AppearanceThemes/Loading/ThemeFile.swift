public import Foundation

/// A theme loaded from a file (and the files it extends), checked and ready to apply.
///
/// A `ThemeFile` exists only for a theme without errors; its warnings (unknown keys, empty
/// rules) are in ``warnings``. It is the file counterpart of a Swift theme whose `apply()` sets
/// proxies in an `Appearance.batch`:
///
/// ```swift
/// let theme = try ThemeFile.load(contentsOf: Bundle.main.url(forResource: "brand", withExtension: "yaml")!)
/// theme.apply()                                        // replaces the theme in force, restyles in place
/// let tint = theme.variable("tint", as: Color.self)    // the file's $tint, typed
/// ```
@MainActor
public struct ThemeFile {
    /// The theme's `name`, or the file name without its extension.
    public let name: String
    /// The file it was loaded from, or `nil` for a theme loaded from text.
    public let url: URL?
    /// The documents of the chain of `extends`, the extended theme first, this file last.
    public let documents: [ThemeDocument]
    /// The proxy values the theme records.
    public let resolved: ResolvedTheme
    /// The warnings of the file and the files it extends.
    public let warnings: [ThemeDiagnostic]
    /// Every file read: this one and those it extends (built-in themes included). A
    /// ``ThemeWatcher`` watches them all.
    public let fileURLs: [URL]
    /// The variables in scope (a file's own override those of the themes it extends).
    let variables: [String: ThemeDocument.Variable]

    init(
        name: String, url: URL?, documents: [ThemeDocument], resolved: ResolvedTheme, warnings: [ThemeDiagnostic],
        fileURLs: [URL], variables: [String: ThemeDocument.Variable]
    ) {
        self.name = name
        self.url = url
        self.documents = documents
        self.resolved = resolved
        self.warnings = warnings
        self.fileURLs = fileURLs
        self.variables = variables
    }

    /// Replaces the theme in force with this one: one batch that forgets every proxy value,
    /// records this theme's values, then restyles every window once, in place.
    public func apply() {
        resolved.apply()
    }

    /// The value of the variable `name` (without `$`) read as `type`, or `nil` when the theme
    /// has no such variable or its value is not a `type`.
    ///
    /// A colour keyed by traits (`{any: gray, highContrast: black}`) reads as one dynamic
    /// colour that resolves, in each trait state, to the entry the theme's rules would apply.
    ///
    /// ```swift
    /// theme.variable("tint", as: Color.self)   // Color(hex: "#0AA4D1")
    /// ```
    public func variable<Value>(_ name: String, as type: Value.Type) -> Value? {
        guard let variable = variables[name], let parser = ValueReader.parser(for: type) else { return nil }
        var reader = ValueReader(log: DiagnosticLog(), variables: variables)
        return parser(&reader, variable.value) as? Value
    }

    // MARK: - Loading

    /// Loads the theme file at `url` with a default ``ThemeLoader``.
    ///
    /// - Throws: A ``ThemeError`` with every diagnostic when the theme has an error.
    public static func load(contentsOf url: URL) throws(ThemeError) -> ThemeFile {
        try ThemeLoader().load(contentsOf: url)
    }

    /// Loads a theme from YAML or JSON text with a default ``ThemeLoader``.
    ///
    /// - Parameters:
    ///   - text: The theme.
    ///   - path: The path shown in diagnostics; its extension picks the format when `format` is `nil`.
    ///   - format: The syntax, or `nil` to use the path's extension.
    /// - Throws: A ``ThemeError`` with every diagnostic when the theme has an error.
    public static func load(text: String, path: String = "theme.yaml", format: ThemeFormat? = nil) throws(ThemeError)
        -> ThemeFile
    {
        try ThemeLoader().load(text: text, path: path, format: format)
    }
}
