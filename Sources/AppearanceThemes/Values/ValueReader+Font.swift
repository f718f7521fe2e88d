internal import AppearanceKit

extension ValueReader {
    /// A font: a text style name (`body`), a size for the system font (`17`), or a mapping with
    /// `textStyle`, `name`, `size` and `weight`.
    mutating func font(_ node: ThemeNode) -> Font? {
        read(node) { reader, node in
            if node.entries != nil { return reader.fontMapping(node) }
            guard let text = node.scalar, !node.isNull else {
                reader.expected(Self.fontExpectation, got: node)
                return nil
            }
            if !node.isQuoted, Self.isDecimalNumber(text), let size = Double(text), size > 0 {
                return reader.withinLimit(size, at: node).map { Font.systemFont(ofSize: $0) }
            }
            if let style = EnumCases(Font.TextStyle.self)?.value(named: text) as? Font.TextStyle {
                return Font.preferredFont(forTextStyle: style)
            }
            let names = Font.TextStyle.allCases.map(\.rawValue)
            reader.error(
                .invalidValue,
                "unknown text style '\(text)'" + NameSuggestion.didYouMean(text, in: names, then: "expected \(Self.fontExpectation)"),
                at: node.textLocation)
            return nil
        }
    }

    private mutating func fontMapping(_ node: ThemeNode) -> Font? {
        let fields = fields(of: node, known: ["textStyle", "name", "size", "weight"], in: "a font")
        var failed = false
        var style: Font.TextStyle?
        if let styleNode = fields["textStyle"] {
            style = enumValue(styleNode, EnumCases(Font.TextStyle.self)!) as? Font.TextStyle
            failed = failed || style == nil
        }
        var size: Double?
        if let sizeNode = fields["size"] {
            size = double(sizeNode)
            if let value = size, value <= 0 {
                error(.invalidValue, "a font size is a positive number of points, such as 17; got \(sizeNode.shown)", at: sizeNode)
                size = nil
            }
            failed = failed || size == nil
        }
        var weight: Font.Weight?
        if let weightNode = fields["weight"] {
            weight = enumValue(weightNode, EnumCases(Font.Weight.self)!) as? Font.Weight
            failed = failed || weight == nil
        }
        var name: String?
        if let nameNode = fields["name"] {
            name = string(nameNode)
            failed = failed || name == nil
        }
        guard !failed else { return nil }
        guard style != nil || size != nil else {
            error(.invalidValue, "a font needs a 'size' or a 'textStyle', such as {size: 17, weight: semibold}", at: node)
            return nil
        }
        var font = style.map { Font.preferredFont(forTextStyle: $0) } ?? Font.systemFont(ofSize: size ?? 17)
        if let size { font = font.withSize(size) }
        if let weight { font = font.withWeight(weight) }
        if let name { font = Font(descriptor: font.fontDescriptor.withFamily(name), size: 0) }
        return font
    }
}
