public import AppearanceCore

/// The attributes of styled text as a typed value: colour, font, shadow, spacing, lines and
/// paragraph layout.
///
/// UIKit types text attributes as `[NSAttributedString.Key: Any]`, and so does the kit
/// (``NavigationBar/titleTextAttributes``, ``BarItem/setTitleTextAttributes(_:for:)``). This
/// value is an addition beside that dictionary: ``init(_:)`` reads a dictionary the way UIKit
/// does, ignoring a value of the wrong type under a key, and ``dictionary`` writes one back.
/// The renderer and theme files use it.
///
/// ```swift
/// NavigationBar.appearance().titleTextAttributes = TextAttributes(
///     foregroundColor: .white,
///     font: .preferredFont(forTextStyle: .headline),
///     shadowColor: .black.withAlphaComponent(0.3),
///     shadowOffset: CGSize(width: 0, height: 1)
/// ).dictionary
///
/// let read = TextAttributes([.foregroundColor: Color.red, .kern: "wide"])
/// // foregroundColor #ff0000; kern is ignored, as UIKit ignores it
/// ```
///
/// What each key takes (anything else is ignored): `.foregroundColor`, `.backgroundColor`,
/// `.underlineColor`, `.strikethroughColor`, `.strokeColor` a ``Color``; `.font` a ``Font``;
/// `.kern`, `.tracking`, `.strokeWidth`, `.baselineOffset` a number (`Double`, `CGFloat`, `Float`,
/// an integer or `NSNumber`); `.shadow` an ``NSShadow``; `.paragraphStyle` an
/// ``NSParagraphStyle``; `.underlineStyle`, `.strikethroughStyle` an ``NSUnderlineStyle`` or an
/// integer raw value. Other keys (`.link`, `.ligature`, …) are kept in the dictionary but have
/// no typed field.
public struct TextAttributes: Hashable, Sendable, CustomStringConvertible {
    /// The text colour (`.foregroundColor`).
    public var foregroundColor: Color?
    /// The font (`.font`).
    public var font: Font?
    /// The colour behind the text (`.backgroundColor`).
    public var backgroundColor: Color?
    /// Extra space between characters in points (`.kern`, or `.tracking`).
    public var kern: Double?
    /// The colour of the text's shadow (`NSShadow.shadowColor`); a shadow with an offset or a
    /// blur radius but no colour is drawn in black at a third opacity, as UIKit draws it.
    public var shadowColor: Color?
    /// How far the shadow is drawn from the text, right and down (`NSShadow.shadowOffset`).
    public var shadowOffset: CGSize?
    /// The blur radius of the shadow in points (`NSShadow.shadowBlurRadius`).
    public var shadowBlurRadius: Double?
    /// The underline (`.underlineStyle`); `nil` or an empty style draws none.
    public var underlineStyle: NSUnderlineStyle?
    /// The underline's colour (`.underlineColor`); the text colour when `nil`.
    public var underlineColor: Color?
    /// The line through the text (`.strikethroughStyle`).
    public var strikethroughStyle: NSUnderlineStyle?
    /// The strikethrough's colour (`.strikethroughColor`); the text colour when `nil`.
    public var strikethroughColor: Color?
    /// The outline's colour (`.strokeColor`); the text colour when `nil`.
    public var strokeColor: Color?
    /// The outline's width as a percentage of the font size (`.strokeWidth`): positive draws
    /// hollow text, negative fills and outlines.
    public var strokeWidth: Double?
    /// How far the text is raised above its baseline in points (`.baselineOffset`).
    public var baselineOffset: Double?
    /// The paragraph's alignment (`NSParagraphStyle.alignment`).
    public var alignment: TextAlignment?
    /// Extra space between lines in points (`NSParagraphStyle.lineSpacing`).
    public var lineSpacing: Double?
    /// A fixed line height in points (`NSParagraphStyle`'s minimum and maximum line height).
    public var lineHeight: Double?
    /// How lines that do not fit are wrapped or truncated (`NSParagraphStyle.lineBreakMode`).
    public var lineBreakMode: NSLineBreakMode?

    /// Attributes from the given values; an omitted attribute is not specified.
    public init(
        foregroundColor: Color? = nil,
        font: Font? = nil,
        backgroundColor: Color? = nil,
        kern: Double? = nil,
        shadowColor: Color? = nil,
        shadowOffset: CGSize? = nil,
        shadowBlurRadius: Double? = nil,
        underlineStyle: NSUnderlineStyle? = nil,
        underlineColor: Color? = nil,
        strikethroughStyle: NSUnderlineStyle? = nil,
        strikethroughColor: Color? = nil,
        strokeColor: Color? = nil,
        strokeWidth: Double? = nil,
        baselineOffset: Double? = nil,
        alignment: TextAlignment? = nil,
        lineSpacing: Double? = nil,
        lineHeight: Double? = nil,
        lineBreakMode: NSLineBreakMode? = nil
    ) {
        self.foregroundColor = foregroundColor
        self.font = font
        self.backgroundColor = backgroundColor
        self.kern = kern
        self.shadowColor = shadowColor
        self.shadowOffset = shadowOffset
        self.shadowBlurRadius = shadowBlurRadius
        self.underlineStyle = underlineStyle
        self.underlineColor = underlineColor
        self.strikethroughStyle = strikethroughStyle
        self.strikethroughColor = strikethroughColor
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.baselineOffset = baselineOffset
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.lineHeight = lineHeight
        self.lineBreakMode = lineBreakMode
    }

    /// Whether no attribute is specified.
    public var isEmpty: Bool { self == TextAttributes() }

    /// Whether a shadow is specified (a colour, an offset or a blur radius).
    public var hasShadow: Bool { shadowColor != nil || shadowOffset != nil || shadowBlurRadius != nil }

    /// Whether a paragraph setting is specified.
    public var hasParagraphStyle: Bool {
        alignment != nil || lineSpacing != nil || lineHeight != nil || lineBreakMode != nil
    }

    /// These attributes with every attribute that `other` specifies replacing this one's.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        TextAttributes(
            foregroundColor: other.foregroundColor ?? foregroundColor,
            font: other.font ?? font,
            backgroundColor: other.backgroundColor ?? backgroundColor,
            kern: other.kern ?? kern,
            shadowColor: other.shadowColor ?? shadowColor,
            shadowOffset: other.shadowOffset ?? shadowOffset,
            shadowBlurRadius: other.shadowBlurRadius ?? shadowBlurRadius,
            underlineStyle: other.underlineStyle ?? underlineStyle,
            underlineColor: other.underlineColor ?? underlineColor,
            strikethroughStyle: other.strikethroughStyle ?? strikethroughStyle,
            strikethroughColor: other.strikethroughColor ?? strikethroughColor,
            strokeColor: other.strokeColor ?? strokeColor,
            strokeWidth: other.strokeWidth ?? strokeWidth,
            baselineOffset: other.baselineOffset ?? baselineOffset,
            alignment: other.alignment ?? alignment,
            lineSpacing: other.lineSpacing ?? lineSpacing,
            lineHeight: other.lineHeight ?? lineHeight,
            lineBreakMode: other.lineBreakMode ?? lineBreakMode
        )
    }

    /// The same attributes with every colour resolved for `traits` (see ``Color/resolved(with:)``).
    public func resolved(with traits: TraitCollection) -> TextAttributes {
        var copy = self
        copy.foregroundColor = foregroundColor?.resolved(with: traits)
        copy.backgroundColor = backgroundColor?.resolved(with: traits)
        copy.shadowColor = shadowColor?.resolved(with: traits)
        copy.underlineColor = underlineColor?.resolved(with: traits)
        copy.strikethroughColor = strikethroughColor?.resolved(with: traits)
        copy.strokeColor = strokeColor?.resolved(with: traits)
        return copy
    }

    /// The specified attributes, for example `[foregroundColor: #ffffff, kern: 1.5]`.
    public var description: String {
        let parts: [(String, (any CustomStringConvertible)?)] = [
            ("foregroundColor", foregroundColor), ("font", font), ("backgroundColor", backgroundColor),
            ("kern", kern?.compactDescription), ("shadowColor", shadowColor), ("shadowOffset", shadowOffset?.compactDescription),
            ("shadowBlurRadius", shadowBlurRadius?.compactDescription), ("underlineStyle", underlineStyle),
            ("underlineColor", underlineColor), ("strikethroughStyle", strikethroughStyle),
            ("strikethroughColor", strikethroughColor), ("strokeColor", strokeColor),
            ("strokeWidth", strokeWidth?.compactDescription), ("baselineOffset", baselineOffset?.compactDescription),
            ("alignment", alignment), ("lineSpacing", lineSpacing?.compactDescription),
            ("lineHeight", lineHeight?.compactDescription), ("lineBreakMode", lineBreakMode),
        ]
        return "[" + parts.compactMap { name, value in value.map { "\(name): \($0)" } }.joined(separator: ", ") + "]"
    }
}
