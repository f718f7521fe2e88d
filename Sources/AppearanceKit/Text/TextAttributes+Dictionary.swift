public import Foundation

extension TextAttributes {
    /// Reads a UIKit attribute dictionary, ignoring a value of the wrong type under a key, as
    /// UIKit ignores it.
    ///
    /// Numbers may be any of `Double`, `CGFloat`, `Float`, an integer or `NSNumber`; a number
    /// that is not finite is ignored. `.tracking` is read as `.kern` when `.kern` is absent.
    ///
    /// ```swift
    /// let shadow = NSShadow()
    /// shadow.shadowOffset = CGSize(width: 0, height: 1)
    /// let attributes = TextAttributes([
    ///     .foregroundColor: Color.white,
    ///     .shadow: shadow,
    ///     .underlineStyle: NSUnderlineStyle.single.rawValue,
    ///     .font: "Helvetica",                 // ignored: not a Font
    /// ])
    /// attributes.underlineStyle   // .single
    /// ```
    public init(_ dictionary: [NSAttributedString.Key: Any]) {
        self.init()
        foregroundColor = dictionary[.foregroundColor] as? Color
        font = dictionary[.font] as? Font
        backgroundColor = dictionary[.backgroundColor] as? Color
        kern = Self.number(dictionary[.kern]) ?? Self.number(dictionary[.tracking])
        if let shadow = dictionary[.shadow] as? NSShadow {
            shadowColor = shadow.shadowColor as? Color
            shadowOffset = Self.finite(CGSize(width: shadow.shadowOffset.width, height: shadow.shadowOffset.height))
            shadowBlurRadius = shadow.shadowBlurRadius > 0 ? Self.number(shadow.shadowBlurRadius) : nil
        }
        underlineStyle = Self.lineStyle(dictionary[.underlineStyle])
        underlineColor = dictionary[.underlineColor] as? Color
        strikethroughStyle = Self.lineStyle(dictionary[.strikethroughStyle])
        strikethroughColor = dictionary[.strikethroughColor] as? Color
        strokeColor = dictionary[.strokeColor] as? Color
        strokeWidth = Self.number(dictionary[.strokeWidth])
        baselineOffset = Self.number(dictionary[.baselineOffset])
        if let paragraph = dictionary[.paragraphStyle] as? NSParagraphStyle {
            let settings = paragraph.settings
            let defaults = NSParagraphStyle.Settings()
            if settings.alignment != defaults.alignment { alignment = settings.alignment }
            if settings.lineSpacing != 0 { lineSpacing = Self.number(settings.lineSpacing) }
            if settings.minimumLineHeight > 0 || settings.maximumLineHeight > 0 {
                lineHeight = Self.number(Swift.max(settings.minimumLineHeight, settings.maximumLineHeight))
            }
            if settings.lineBreakMode != defaults.lineBreakMode { lineBreakMode = settings.lineBreakMode }
        }
    }

    /// The attributes as a UIKit attribute dictionary, with only the specified keys.
    ///
    /// A shadow becomes an ``NSShadow`` and paragraph settings an ``NSMutableParagraphStyle``;
    /// line styles are stored as ``NSUnderlineStyle`` values.
    public var dictionary: [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        result[.foregroundColor] = foregroundColor
        result[.font] = font
        result[.backgroundColor] = backgroundColor
        result[.kern] = kern
        if hasShadow {
            let shadow = NSShadow()
            shadow.shadowColor = shadowColor
            if let shadowOffset { shadow.shadowOffset = CGSize(width: shadowOffset.width, height: shadowOffset.height) }
            if let shadowBlurRadius { shadow.shadowBlurRadius = shadowBlurRadius }
            result[.shadow] = shadow
        }
        result[.underlineStyle] = underlineStyle
        result[.underlineColor] = underlineColor
        result[.strikethroughStyle] = strikethroughStyle
        result[.strikethroughColor] = strikethroughColor
        result[.strokeColor] = strokeColor
        result[.strokeWidth] = strokeWidth
        result[.baselineOffset] = baselineOffset
        if hasParagraphStyle {
            let style = NSMutableParagraphStyle()
            if let alignment { style.alignment = alignment }
            if let lineSpacing { style.lineSpacing = lineSpacing }
            if let lineHeight {
                style.minimumLineHeight = lineHeight
                style.maximumLineHeight = lineHeight
            }
            if let lineBreakMode { style.lineBreakMode = lineBreakMode }
            result[.paragraphStyle] = style
        }
        return result
    }

    /// Whether two attribute dictionaries say the same, read as ``TextAttributes`` (keys with no
    /// typed field are not compared).
    public static func equivalent(_ lhs: [NSAttributedString.Key: Any]?, _ rhs: [NSAttributedString.Key: Any]?) -> Bool {
        lhs.map(TextAttributes.init) == rhs.map(TextAttributes.init)
    }

    // MARK: - Reading values as UIKit does

    /// A finite number of any of the types apps put in attribute dictionaries, or `nil`.
    static func number(_ value: Any?) -> Double? {
        let number: Double?
        switch value {
        case let value as Double: number = value
        case let value as CGFloat: number = Double(value)
        case let value as Float: number = Double(value)
        case let value as Int: number = Double(value)
        case let value as NSNumber: number = value.doubleValue
        case let value as any BinaryInteger: number = Double(value)
        default: number = nil
        }
        guard let number, number.isFinite else { return nil }
        return number
    }

    /// A line style given as a style or as its raw value; an empty style is none.
    static func lineStyle(_ value: Any?) -> NSUnderlineStyle? {
        let style: NSUnderlineStyle?
        switch value {
        case let value as NSUnderlineStyle: style = value
        case let value as Int: style = NSUnderlineStyle(rawValue: value)
        case let value as NSNumber: style = NSUnderlineStyle(rawValue: value.intValue)
        default: style = nil
        }
        guard let style, !style.isEmpty else { return nil }
        return style
    }

    /// The size when both sides are finite.
    private static func finite(_ size: CGSize) -> CGSize? {
        size.width.isFinite && size.height.isFinite ? size : nil
    }
}
