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

    /// The file: the Swift file ID (`MyApp/Theme.swift`), or the theme file's path as it was
    /// given to the loader.
    public var file: String {
        if let path { return path }
        return fileID.map { "\($0)" } ?? ""
    }

    /// A location in a theme file (or another file, with `kind`).
    public init(file: String, line: Int, column: Int? = nil, kind: Kind = .themeFile) {
        self.kind = kind
        self.line = line
        self.column = column
        self.fileID = nil
        self.path = file
    }

    /// The Swift call site `#fileID`:`#line`.
    public init(fileID: StaticString, line: UInt) {
        self.kind = .swift
        self.line = Int(line)
        self.column = nil
        self.fileID = fileID
        self.path = nil
    }

    /// `file:line`, or `file:line:column` when the column is known.
    public var description: String {
        column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && lhs.line == rhs.line && lhs.column == rhs.column && lhs.file == rhs.file
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(line)
        hasher.combine(column)
        hasher.combine(file)
    }
}
