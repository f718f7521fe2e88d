/// A theme file as written, read but not yet checked against the catalog: its name, the theme
/// it extends, its variables and its rules, each with its position in the file.
///
/// Reading is the first of two steps. It needs nothing but the text, so it runs on any thread;
/// the second step, ``ThemeLoader``, resolves the names through `AppearanceCatalog` on the
/// main actor into a ``ResolvedTheme``.
///
/// ```swift
/// let source = ThemeSource(text: "rules:\n  - class: Label\n    properties: {textColor: \"#222\"}\n", path: "brand.yaml")
/// let (document, diagnostics) = ThemeDocument.read(source)
/// document.rules[0].className?.value        // "Label"
/// diagnostics.isEmpty                       // true
/// ```
public struct ThemeDocument: Hashable, Sendable {
    /// The path of the file.
    public var path: String
    /// The theme's `name`, if the file gives one.
    public var name: Located<String>?
    /// The built-in theme name or relative file path in `extends`, if any.
    public var extends: Located<String>?
    /// The `variables`, in file order.
    public var variables: [Variable]
    /// The `rules`, in file order.
    public var rules: [Rule]

    /// A document.
    public init(
        path: String, name: Located<String>? = nil, extends: Located<String>? = nil, variables: [Variable] = [],
        rules: [Rule] = []
    ) {
        self.path = path
        self.name = name
        self.extends = extends
        self.variables = variables
        self.rules = rules
    }

    /// A value with the position it was written at.
    public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
        /// The value.
        public var value: Value
        /// Where it was written.
        public var location: ThemeLocation

        /// A located value.
        public init(_ value: Value, at location: ThemeLocation) {
            self.value = value
            self.location = location
        }
    }

    /// One entry of `variables`: `tint: "#0AA4D1"`, used as `$tint`.
    public struct Variable: Hashable, Sendable {
        /// The name, without the `$`.
        public var name: Located<String>
        /// The value as written; it gets a type where it is used.
        public var value: ThemeNode

        /// A variable.
        public init(name: Located<String>, value: ThemeNode) {
            self.name = name
            self.value = value
        }
    }
}
