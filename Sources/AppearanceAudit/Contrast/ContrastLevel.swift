public import AppearanceKit

/// The WCAG 2.x conformance level an audit checks text against.
///
/// | Level | Text | Large text | Non-text (1.4.11) |
/// |-------|------|------------|-------------------|
/// | AA    | 4.5  | 3          | 3                 |
/// | AAA   | 7    | 4.5        | 3                 |
///
/// Large text is WCAG's 18 point, or 14 point bold: 24 and 18.66 CSS pixels, which an iOS
/// point is taken to equal (both are about 1/160 inch at arm's length); bold is a weight of
/// 700 or more.
public enum ContrastLevel: String, Sendable, CaseIterable, Codable {
    /// WCAG 2.x AA (1.4.3 and 1.4.11).
    case aa = "AA"
    /// WCAG 2.x AAA (1.4.6 and 1.4.11).
    case aaa = "AAA"

    /// A level from its name, `AA` or `AAA` in any case.
    public init?(name: String) {
        self.init(rawValue: name.uppercased())
    }

    /// The least contrast text in `font` needs.
    public func requiredRatio(forTextIn font: Font) -> Double {
        let large = Self.isLarge(font)
        switch self {
        case .aa: return large ? 3 : 4.5
        case .aaa: return large ? 4.5 : 7
        }
    }

    /// The least contrast a meaningful part of a control needs against what it stands on.
    public var requiredNonTextRatio: Double { 3 }

    /// Whether WCAG counts text in `font` as large.
    public static func isLarge(_ font: Font) -> Bool {
        font.pointSize >= 24 || (font.pointSize >= 18.66 && font.weight.cssValue >= 700)
    }
}
