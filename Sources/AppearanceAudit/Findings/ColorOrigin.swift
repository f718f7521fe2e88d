public import AppearanceKit
import AppearanceThemes

/// Where a drawn colour came from: the rule that set it (with its theme-file line or Swift
/// line), a value the app set on the object in code, or the kit's own default.
public struct ColorOrigin: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Which of the three.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A proxy's rule (a theme file's or Swift code's).
        case rule
        /// A value set on the object itself.
        case explicitValue
        /// Nothing the app set: the kit's default for the view.
        case kitDefault
    }

    /// Which of the three.
    public let kind: Kind
    /// The class and property holding the colour (`Label.textColor`), when known.
    public let property: String?
    /// The rule's proxy as Swift names it (`Label.appearance(whenContainedInInstancesOf: [Card])`).
    public let proxy: String?
    /// Where the rule was written.
    public let location: SourceReference?

    /// The kit's default.
    public static let kitDefault = ColorOrigin(kind: .kitDefault, property: nil, proxy: nil, location: nil)

    /// `Label.textColor from Label.appearance() at brand.yaml:12:14`, `Label.textColor set on the
    /// view in code`, or `kit default`.
    public var description: String {
        switch kind {
        case .rule:
            let place = location.map { " at \($0)" } ?? ""
            return "\(property ?? "?") from \(proxy ?? "a rule")\(place)"
        case .explicitValue:
            return "\(property ?? "?") set on the view in code"
        case .kitDefault:
            return property.map { "\($0) (kit default)" } ?? "kit default"
        }
    }
}

/// A place in a theme file or a Swift source file, as findings report it.
public struct SourceReference: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file: a theme file's path as loaded, or a Swift file ID (`App/Theme.swift`).
    public let file: String
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in theme files.
    public let column: Int?
    /// `swift` or `themeFile`.
    public let kind: AppearanceSourceLocation.Kind

    /// The reference to `location`.
    public init(_ location: AppearanceSourceLocation) {
        file = location.file
        line = location.line
        column = location.column
        kind = location.kind
    }

    /// `file:line` or `file:line:column`.
    public var description: String {
        column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)"
    }

    private enum CodingKeys: String, CodingKey { case file, line, column, kind }

    /// Encodes the reference, its file as the encoder's ``/AppearanceThemes/SourcePaths`` write
    /// it when the report was asked for with them (`AuditReport.json(paths:)`).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let paths = encoder.userInfo[ReportJSON.pathsKey] as? SourcePaths
        try container.encode(paths?.path(of: file, kind: kind) ?? file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encodeIfPresent(column, forKey: .column)
        try container.encode(kind, forKey: .kind)
    }
}
