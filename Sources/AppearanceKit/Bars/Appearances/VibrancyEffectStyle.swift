/// The colour of vibrant content: UIKit's `UIVibrancyEffectStyle` cases, named like the
/// semantic colours they match.
///
/// ```swift
/// let effect = VibrancyEffect(blurEffect: BlurEffect(style: .systemThinMaterial), style: .fill)
/// ```
public enum VibrancyEffectStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Primary text.
    case label
    /// Secondary text.
    case secondaryLabel
    /// Tertiary text.
    case tertiaryLabel
    /// Quaternary text.
    case quaternaryLabel
    /// Fills of thin and small shapes.
    case fill
    /// Fills of medium-size shapes.
    case secondaryFill
    /// Fills of large shapes.
    case tertiaryFill
    /// Separator lines.
    case separator

    /// The semantic colour the style draws content in.
    public var color: Color {
        switch self {
        case .label: .label
        case .secondaryLabel: .secondaryLabel
        case .tertiaryLabel: .tertiaryLabel
        case .quaternaryLabel: .quaternaryLabel
        case .fill: .systemFill
        case .secondaryFill: .secondarySystemFill
        case .tertiaryFill: .tertiarySystemFill
        case .separator: .separator
        }
    }

    /// The case name.
    public var description: String { rawValue }
}
