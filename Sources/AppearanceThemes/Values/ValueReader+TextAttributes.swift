internal import AppearanceKit

extension ValueReader {
    /// Text attributes: a mapping with any of `foregroundColor`, `font`, `shadowColor`,
    /// `shadowOffset`, `shadowBlurRadius`, `kern`, `backgroundColor` and `underline`.
    mutating func textAttributes(_ node: ThemeNode) -> TextAttributes? {
        read(node) { reader, node in
            guard node.entries != nil else {
                reader.expected(
                    "text attributes: a mapping such as {foregroundColor: \"#FFFFFF\", font: headline}", got: node)
                return nil
            }
            let keys = [
                "foregroundColor", "font", "shadowColor", "shadowOffset", "shadowBlurRadius", "kern", "backgroundColor",
                "underline",
            ]
            let fields = reader.fields(of: node, known: keys, in: "text attributes")
            var attributes = TextAttributes()
            var failed = false
            func check<Value>(_ value: Value?) -> Value? {
                if value == nil { failed = true }
                return value
            }
            if let field = fields["foregroundColor"] { attributes.foregroundColor = check(reader.color(field)) }
            if let field = fields["font"] { attributes.font = check(reader.font(field)) }
            if let field = fields["shadowColor"] { attributes.shadowColor = check(reader.color(field)) }
            if let field = fields["shadowOffset"] { attributes.shadowOffset = check(reader.size(field)) }
            if let field = fields["shadowBlurRadius"] { attributes.shadowBlurRadius = check(reader.double(field)) }
            if let field = fields["kern"] { attributes.kern = check(reader.double(field)) }
            if let field = fields["backgroundColor"] { attributes.backgroundColor = check(reader.color(field)) }
            if let field = fields["underline"] { attributes.underline = check(reader.bool(field)) }
            return failed ? nil : attributes
        }
    }
}
