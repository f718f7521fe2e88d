internal import AppearanceKit

extension ValueReader {
    /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)` (components
    /// 0-255, alpha 0-1), a named colour (`systemBlue`, `label`, `white`), a mapping
    /// `{light: ..., dark: ...}` for a dynamic colour, or a colour derived from others
    /// (`alpha`, `mix`, `lighten`, `darken`, `onColor`: see ValueReader+ColorFunctions).
    mutating func color(_ node: ThemeNode) -> Color? {
        read(node) { reader, node in
            if let fields = node.entries {
                return reader.dynamicColor(node, fields: fields)
            }
            guard let raw = node.scalar, !node.isNull else {
                reader.expected(Self.colorExpectation, got: node, code: .invalidColor)
                return nil
            }
            let text = raw.trimmingSpaces
            if text.hasPrefix("#") {
                if let color = Color(hex: text) { return color }
                let digits = text.dropFirst()
                let problem =
                    digits.allSatisfy(\.isHexDigit)
                    ? "a hex colour has 3, 6 or 8 digits after '#', this one has \(digits.count)"
                    : "a hex colour uses the digits 0-9 and A-F"
                reader.error(.invalidColor, "invalid colour '\(text)': \(problem); write one like \"#1E90FF\"", at: node.textLocation)
                return nil
            }
            if let derived = reader.colorFunctionCall(text, at: node) {
                return derived
            }
            if text.hasPrefix("rgb") {
                return reader.rgbaColor(text, at: node)
            }
            if let color = Color.named(text) { return color }
            if !node.isQuoted, Self.isDecimalNumber(text) {
                reader.expected(Self.colorExpectation, got: node, code: .invalidColor)
                return nil
            }
            if text.count == 6 || text.count == 8, text.allSatisfy(\.isHexDigit) {
                reader.error(
                    .invalidColor,
                    "unknown colour name '\(text)'; write hex colours with '#', in quotes: \"#\(text)\"", at: node.textLocation)
                return nil
            }
            let suggestion = NameSuggestion.didYouMean(text, in: Color.allNames)
            let help = suggestion.isEmpty ? "; use \"#RRGGBB\" or a system colour such as systemBlue, label or white" : ""
            reader.error(.invalidColor, "unknown colour name '\(text)'\(suggestion)\(help)", at: node.textLocation)
            return nil
        }
    }

    private mutating func dynamicColor(_ node: ThemeNode, fields entries: [ThemeNode.Entry]) -> Color? {
        // Keyed by more than the style (inside a text attribute, a bar appearance, a derived
        // colour): one dynamic colour that picks the entry the rule for a property would.
        if entries.contains(where: { $0.key != "light" && $0.key != "dark" && TraitConditionParser.looksLikeCondition($0.key) }) {
            return traitKeyedColor(node, name: "the colour")
        }
        let fields = fields(of: node, known: ["light", "dark"], in: "a dynamic colour")
        guard let lightNode = fields["light"], let darkNode = fields["dark"] else {
            error(
                .invalidColor,
                "a dynamic colour needs both 'light' and 'dark', such as {light: \"#FFFFFF\", dark: \"#1C1C1E\"}",
                at: node)
            return nil
        }
        let light = color(lightNode)
        let dark = color(darkNode)
        guard let light, let dark else { return nil }
        return Color(light: light, dark: dark)
    }

    /// `rgb(r, g, b)` or `rgba(r, g, b, a)`.
    private mutating func rgbaColor(_ text: String, at node: ThemeNode) -> Color? {
        let hasAlpha = text.hasPrefix("rgba")
        let function = hasAlpha ? "rgba" : "rgb"
        let example = hasAlpha ? "rgba(30, 144, 255, 0.5)" : "rgb(30, 144, 255)"
        let body = text.dropFirst(function.count).trimmingSpaces
        guard body.hasPrefix("("), body.hasSuffix(")") else {
            error(.invalidColor, "invalid colour '\(text)'; write \(function) with parentheses, like \(example)", at: node.textLocation)
            return nil
        }
        let parts = body.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces }
        guard parts.count == (hasAlpha ? 4 : 3) else {
            error(
                .invalidColor,
                "invalid colour '\(text)': \(function) takes \(hasAlpha ? 4 : 3) numbers, got \(parts.count); write one like \(example)",
                at: node.textLocation)
            return nil
        }
        var values: [Double] = []
        for (index, part) in parts.enumerated() {
            guard Self.isDecimalNumber(part), let value = Double(part) else {
                error(
                    .invalidColor, "invalid colour '\(text)': '\(part)' is not a number; write one like \(example)", at: node.textLocation)
                return nil
            }
            let range: ClosedRange<Double> = index == 3 ? 0...1 : 0...255
            guard range.contains(value) else {
                let which = ["red", "green", "blue", "alpha"][index]
                let limits = index == 3 ? "alpha goes from 0 to 1" : "red, green and blue go from 0 to 255"
                error(.invalidColor, "invalid colour '\(text)': \(which) is \(part), out of range; \(limits)", at: node.textLocation)
                return nil
            }
            values.append(value)
        }
        return Color(red: values[0] / 255, green: values[1] / 255, blue: values[2] / 255, alpha: hasAlpha ? values[3] : 1)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
