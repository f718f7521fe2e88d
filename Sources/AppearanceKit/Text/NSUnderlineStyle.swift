/// The line style of an underline or a strikethrough.
///
/// UIKit's `NSUnderlineStyle`, with its raw values. Attribute dictionaries take the style or
/// its `rawValue` (UIKit code often writes `NSUnderlineStyle.single.rawValue`).
///
/// ```swift
/// let attributes: [NSAttributedString.Key: Any] = [.underlineStyle: NSUnderlineStyle.single.rawValue]
/// ```
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The bits: a line style in the low byte, a pattern in the second, `byWord` in bit 15.
    public let rawValue: Int

    /// The style with these bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted line.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed line.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Alternating dashes and pairs of dots.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Lines under words only, not under the spaces between them.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The names theme files use for line styles, in order of their values.
    public static let namedStyles: [(name: String, style: NSUnderlineStyle)] = [
        ("single", .single), ("thick", .thick), ("double", .double),
    ]

    /// `single`, `thick`, `double`, or the raw value for any other combination.
    public var description: String {
        Self.namedStyles.first { $0.style == self }?.name ?? "NSUnderlineStyle(rawValue: \(rawValue))"
    }
}
