/// Where a rule was written: the Swift call of an `appearance…` method that made its proxy
/// (file ID and line), or the place in a theme file that set the value (path, line, column).
///
/// Every recorded value keeps the location it was recorded from, and explanations show it
/// (``AppearanceExplanation/Rule/location``):
///
/// ```swift
/// Label.appearance().textColor = .red        // App/Theme.swift:12
/// let why = Appearance.explain(label, property: "textColor")!
/// why.winner?.location?.description          // "App/Theme.swift:12"
/// ```
///
/// A proxy is one object per class and context (R1), so a Swift location is the latest
/// `appearance…` call that returned the proxy: values set through a proxy kept in a variable
/// take the line where the variable got it, and a helper that takes a proxy records the line
/// of the `appearance()` call its caller wrote.
public struct AppearanceSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// What kind of source the rule came from.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// Swift code: a proxy from `Label.appearance()` and its siblings.
        case swift
        /// A theme file (YAML or JSON).
        case themeFile
        /// A storyboard or XIB: where a view it describes, or one of the view's colours, is
        /// written (audit findings about what the file sets point there).
        case interfaceBuilder
    }

    /// Swift code or a theme file.
    public let kind: Kind
    /// The 1-based line.
    public let line: Int
    /// The 1-based column (in Unicode scalars) where known: theme files give it, Swift call
    /// sites do not.
    public let column: Int?
    /// The file ID as `#fileID` spells it, kept unconverted: converting costs an allocation
    /// per `appearance()` call, and most locations are never shown.
    private let fileID: StaticString?
    private let path: String?
    /// The theme variable the value was written in, when the rule names one (`textColor: $ink`):
    /// this location is the rule's, the variable's entry that gave the value is here.
    public let variable: Variable?

    /// The entry of a theme variable that gave a rule its value, in the rule's file.
    ///
    /// A variable keyed by traits (`ink: {light: "#333", dark: "#ddd", highContrast: black}`)
    /// makes one rule per entry where a rule names it; each rule's location is where the rule
    /// names the variable, and its `variable` the entry, so a finding names both.
    public struct Variable: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The variable's name, without the `$`.
        public let name: String
        /// The 1-based line of the entry's value.
        public let line: Int
        /// The 1-based column of the entry's value, where known.
        public let column: Int?

        /// The entry of `name` whose value starts at `line` and `column`.
        public init(name: String, line: Int, column: Int?) {
            self.name = name
            self.line = line
            self.column = column
        }

        /// `$ink at 5:11`.
        public var description: String { "$\(name) at " + (column.map { "\(line):\($0)" } ?? "\(line)") }
    }

    /// The file: the Swift file ID (`MyApp/Theme.swift`), or the theme file's path as it was
    /// given to the loader.
    public var file: String {
        if let path { return path }
        return fileID.map { "\($0)" } ?? ""
    }

    /// A location in a theme file (or another file, with `kind`); `variable`, the entry of the
    /// variable the rule at this location names, if it names one.
    public init(file: String, line: Int, column: Int? = nil, kind: Kind = .themeFile, variable: Variable? = nil) {
        self.kind = kind
        self.line = line
        self.column = column
        self.fileID = nil
        self.path = file
        self.variable = variable
    }

    /// The variable entry's own place, in the same file, when there is one; else this
    /// location: the most precise place of the value (a dead entry of a variable keyed by
    /// traits is reported there, not at the rule every entry shares).
    public var valueLocation: AppearanceSourceLocation {
        guard let variable else { return self }
        return AppearanceSourceLocation(file: file, line: variable.line, column: variable.column, kind: kind)
    }

    /// The Swift call site `#fileID`:`#line`.
    public init(fileID: StaticString, line: UInt) {
        self.kind = .swift
        self.line = Int(line)
        self.column = nil
        self.fileID = fileID
        self.path = nil
        self.variable = nil
    }

    /// `file:line`, or `file:line:column` when the column is known (the variable, if any, is
    /// ``variable``'s description).
    public var description: String {
        column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.line == rhs.line && lhs.column == rhs.column && lhs.file == rhs.file
            && lhs.variable == rhs.variable
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(file)
        hasher.combine(variable)
    }
}
