internal import AppearanceKit
internal import Foundation

extension ValueReader {
    /// The keys a text-attributes mapping may have, as theme files write them.
    static let textAttributeKeys = [
        "foregroundColor", "font", "backgroundColor", "kern", "shadowColor", "shadowOffset", "shadowBlurRadius",
        "underline", "underlineStyle", "underlineColor", "strikethroughStyle", "strikethroughColor", "strokeColor",
        "strokeWidth", "baselineOffset", "alignment", "lineSpacing", "lineHeight", "lineBreakMode",
    ]

    /// Text attributes: a mapping with any of ``textAttributeKeys``, read into UIKit's
    /// `[NSAttributedString.Key: Any]` (through ``TextAttributes``).
    ///
    /// `underline: true` is `underlineStyle: single`; line styles are `single`, `thick` or
    /// `double`; `lineBreakMode` takes the case names of `NSLineBreakMode`.
    mutating func textAttributes(_ node: ThemeNode) -> [NSAttributedString.Key: Any]? {
        read(node) { reader, node in
            guard node.entries != nil else {
                reader.expected(Self.textAttributesExpectation, got: node)
                return nil
            }
            let fields = reader.fields(of: node, known: Self.textAttributeKeys, in: "text attributes")
            var attributes = TextAttributes()
            var failed = false
            func check<Value>(_ value: Value?) -> Value? {
                if value == nil { failed = true }
                return value
            }
            if let field = fields["foregroundColor"] { attributes.foregroundColor = check(reader.color(field)) }
            if let field = fields["font"] { attributes.font = check(reader.font(field)) }
            if let field = fields["backgroundColor"] { attributes.backgroundColor = check(reader.color(field)) }
            if let field = fields["kern"] { attributes.kern = check(reader.double(field)) }
            if let field = fields["shadowColor"] { attributes.shadowColor = check(reader.color(field)) }
            if let field = fields["shadowOffset"] { attributes.shadowOffset = check(reader.size(field)) }
            if let field = fields["shadowBlurRadius"] { attributes.shadowBlurRadius = check(reader.double(field)) }
            if let field = fields["underline"], let underline = check(reader.bool(field)) {
                attributes.underlineStyle = underline ? .single : nil
            }
            if let field = fields["underlineStyle"] { attributes.underlineStyle = check(reader.lineStyle(field)) }
            if let field = fields["underlineColor"] { attributes.underlineColor = check(reader.color(field)) }
            if let field = fields["strikethroughStyle"] { attributes.strikethroughStyle = check(reader.lineStyle(field)) }
            if let field = fields["strikethroughColor"] { attributes.strikethroughColor = check(reader.color(field)) }
            if let field = fields["strokeColor"] { attributes.strokeColor = check(reader.color(field)) }
            if let field = fields["strokeWidth"] { attributes.strokeWidth = check(reader.double(field)) }
            if let field = fields["baselineOffset"] { attributes.baselineOffset = check(reader.double(field)) }
            if let field = fields["alignment"] {
                attributes.alignment = check(reader.enumValue(field, EnumCases(TextAlignment.self)!) as? TextAlignment)
            }
            if let field = fields["lineSpacing"] { attributes.lineSpacing = check(reader.double(field)) }
            if let field = fields["lineHeight"] { attributes.lineHeight = check(reader.double(field)) }
            if let field = fields["lineBreakMode"] {
                attributes.lineBreakMode = check(reader.enumValue(field, EnumCases(NSLineBreakMode.self)!) as? NSLineBreakMode)
            }
            return failed ? nil : attributes.dictionary
        }
    }

    /// A line style by name: `single`, `thick` or `double`.
    private mutating func lineStyle(_ node: ThemeNode) -> NSUnderlineStyle? {
        read(node) { reader, node in
            if let name = node.scalar, !node.isNull,
                let style = NSUnderlineStyle.namedStyles.first(where: { $0.name == name })?.style
            {
                return style
            }
            reader.expected("a line style: single, thick or double", got: node)
            return nil
        }
    }

    static let textAttributesExpectation = "text attributes: a mapping such as {foregroundColor: \"#FFFFFF\", font: headline}"
}
