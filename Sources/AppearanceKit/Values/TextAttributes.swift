public import AppearanceCore

/// The attributes of styled text: colour, font, shadow, spacing, underline.
///
/// The Swift stand-in for UIKit's `[NSAttributedString.Key: Any]` dictionaries, such as
/// `UINavigationBar.titleTextAttributes`, as a typed value. Every attribute is optional; `nil`
/// means "not specified", so the view's own setting applies.
///
/// ```swift
/// NavigationBar.appearance().titleTextAttributes = TextAttributes(
///     foregroundColor: .white,
///     font: .preferredFont(forTextStyle: .headline),
///     shadowColor: .black.withAlphaComponent(0.3),
///     shadowOffset: Size(width: 0, height: 1)
/// )
///
/// let base = TextAttributes(foregroundColor: .label, font: .systemFont(ofSize: 17))
/// let emphasis = base.merging(TextAttributes(foregroundColor: .systemRed, underline: true))
/// // foregroundColor systemRed, font System 17 regular, underline true
/// ```
public struct TextAttributes: Hashable, Sendable, CustomStringConvertible {
    /// The text colour (`NSAttributedString.Key.foregroundColor`).
    public var foregroundColor: Color?
    /// The font (`NSAttributedString.Key.font`).
    public var font: Font?
    /// The colour of the text's shadow (`NSShadow.shadowColor`).
    public var shadowColor: Color?
    /// How far the shadow is drawn from the text, right and down (`NSShadow.shadowOffset`).
    public var shadowOffset: Size?
    /// The blur radius of the shadow in points (`NSShadow.shadowBlurRadius`).
    public var shadowBlurRadius: Double?
    /// Extra space between characters in points (`NSAttributedString.Key.kern`).
    public var kern: Double?
    /// The colour behind the text (`NSAttributedString.Key.backgroundColor`).
    public var backgroundColor: Color?
    /// Whether the text is underlined (`NSAttributedString.Key.underlineStyle`, single or none).
    public var underline: Bool?

    /// Attributes from the given values; an omitted attribute is not specified.
    public init(
        foregroundColor: Color? = nil,
        font: Font? = nil,
        shadowColor: Color? = nil,
        shadowOffset: Size? = nil,
        shadowBlurRadius: Double? = nil,
        kern: Double? = nil,
        backgroundColor: Color? = nil,
        underline: Bool? = nil
    ) {
        self.foregroundColor = foregroundColor
        self.font = font
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.shadowBlurRadius = shadowBlurRadius
        self.kern = kern
        self.backgroundColor = backgroundColor
        self.underline = underline
    }

    /// Whether no attribute is specified.
    public var isEmpty: Bool { self == TextAttributes() }

    /// These attributes with every attribute that `other` specifies replacing this one's.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        TextAttributes(
            foregroundColor: other.foregroundColor ?? foregroundColor,
            font: other.font ?? font,
            shadowColor: other.shadowColor ?? shadowColor,
            shadowOffset: other.shadowOffset ?? shadowOffset,
            shadowBlurRadius: other.shadowBlurRadius ?? shadowBlurRadius,
            kern: other.kern ?? kern,
            backgroundColor: other.backgroundColor ?? backgroundColor,
            underline: other.underline ?? underline
        )
    }

    /// The same attributes with every colour resolved for `traits` (see ``Color/resolved(with:)``).
    public func resolved(with traits: TraitCollection) -> TextAttributes {
        var copy = self
        copy.foregroundColor = foregroundColor?.resolved(with: traits)
        copy.shadowColor = shadowColor?.resolved(with: traits)
        copy.backgroundColor = backgroundColor?.resolved(with: traits)
        return copy
    }

    /// The specified attributes, for example `[foregroundColor: #ffffff, kern: 1.5]`.
    public var description: String {
        var parts: [String] = []
        if let foregroundColor { parts.append("foregroundColor: \(foregroundColor)") }
        if let font { parts.append("font: \(font)") }
        if let shadowColor { parts.append("shadowColor: \(shadowColor)") }
        if let shadowOffset { parts.append("shadowOffset: \(shadowOffset)") }
        if let shadowBlurRadius { parts.append("shadowBlurRadius: \(shadowBlurRadius.compactDescription)") }
        if let kern { parts.append("kern: \(kern.compactDescription)") }
        if let backgroundColor { parts.append("backgroundColor: \(backgroundColor)") }
        if let underline { parts.append("underline: \(underline)") }
        return "[" + parts.joined(separator: ", ") + "]"
    }
}
