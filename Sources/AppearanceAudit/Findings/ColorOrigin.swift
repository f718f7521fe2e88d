public import AppearanceKit

/// Where a drawn colour came from: the rule that set it (with its theme-file line or Swift
/// line), a value the app set on the object in code, a storyboard's or XIB's value (with its
/// line), or the kit's own default.
public struct ColorOrigin: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Which of the four.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A proxy's rule (a theme file's or Swift code's).
        case rule
        /// A value set on the object itself.
        case explicitValue
        /// Nothing the app set: the kit's default for the view.
        case kitDefault
        /// The value a storyboard or XIB gave the view (#46), which no rule replaced.
        case interfaceBuilder
    }

    /// Which of the four.
    public let kind: Kind
    /// The class and property holding the colour (`Label.textColor`), when known.
    public let property: String?
    /// The rule's proxy as Swift names it (`Label.appearance(whenContainedInInstancesOf: [Card])`).
    public let proxy: String?
    /// Where the rule (or the storyboard's colour) was written, its file written (in JSON) as
    /// the report's paths write it.
    public let location: AppearanceSourceLocation?

    /// The kit's default.
    public static let kitDefault = ColorOrigin(kind: .kitDefault, property: nil, proxy: nil, location: nil)

    /// `Label.textColor from Label.appearance() at brand.yaml:12:14`, `Label.textColor set on the
    /// view in code`, `Label.textColor from Login.storyboard:40:37`, or `kit default`.
    public var description: String {
        switch kind {
        case .rule:
            let place = location.map { " at \($0)" } ?? ""
            return "\(property ?? "?") from \(proxy ?? "a rule")\(place)"
        case .explicitValue:
            return "\(property ?? "?") set on the view in code"
        case .kitDefault:
            return property.map { "\($0) (kit default)" } ?? "kit default"
        case .interfaceBuilder:
            return "\(property ?? "?") from \(location.map(\.description) ?? "a storyboard or XIB")"
        }
    }
}
