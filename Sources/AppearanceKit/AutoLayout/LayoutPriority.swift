/// How much a constraint matters, from 1 to 1000, as UIKit's `UILayoutPriority`: a required
/// constraint (1000) must hold; the layout satisfies the others as well as it can, a higher
/// priority before a lower one.
///
/// ```swift
/// let width = label.widthAnchor.constraint(equalToConstant: 120)
/// width.priority = .defaultHigh - 1
/// label.setContentHuggingPriority(.required, for: .horizontal)
/// ```
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    /// The priority, 1...1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// A priority of `rawValue`, as UIKit's `UILayoutPriority(_:)`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written as a number.
    public init(floatLiteral value: Float) { rawValue = value }
    /// A priority written as a whole number.
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// A constraint that must hold (1000).
    public static let required = LayoutPriority(1000)
    /// The content compression resistance of most views, and a strong preference (750).
    public static let defaultHigh = LayoutPriority(750)
    /// A window's drag that can resize its scene (510).
    public static let dragThatCanResizeScene = LayoutPriority(510)
    /// A scene keeping its size (500).
    public static let sceneSizeStayPut = LayoutPriority(500)
    /// A window's drag that cannot resize its scene (490).
    public static let dragThatCannotResizeScene = LayoutPriority(490)
    /// The content hugging of most views, and a weak preference (250).
    public static let defaultLow = LayoutPriority(250)
    /// The priority ``View/systemLayoutSizeFitting(_:)`` gives the target size (50): any other
    /// constraint wins over it.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the constraint must hold.
    var isRequired: Bool { rawValue >= 1000 }

    /// `lhs` raised by `rhs`: `.defaultHigh + 1`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// `lhs` lowered by `rhs`: `.required - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
    /// Whether `lhs` is the lower priority.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The number, as UIKit prints it in constraint descriptions (`750`, `999.5`).
    public var description: String {
        rawValue == rawValue.rounded() ? String(Int(rawValue)) : String(rawValue)
    }
}
