extension ValueReader {
    /// The largest magnitude a theme number may have. Theme numbers are points, sizes, counts
    /// and factors; no real theme comes near this, and within it layout and drawing can add,
    /// multiply and convert them without overflowing.
    nonisolated static let numberLimit = 1_000_000.0

    /// A number written without quotes: `17`, `-0.5`, `1e3`, within ±``numberLimit``.
    mutating func double(_ node: ThemeNode) -> Double? {
        read(node) { reader, node in
            guard !node.isQuoted, let text = node.scalar, Self.isDecimalNumber(text), let value = Double(text),
                value.isFinite
            else {
                reader.expected("a number", got: node)
                return nil
            }
            return reader.withinLimit(value, at: node)
        }
    }

    /// A whole number written without quotes, within ±``numberLimit``.
    mutating func int(_ node: ThemeNode) -> Int? {
        read(node) { reader, node in
            guard !node.isQuoted, let text = node.scalar, let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text)
            else {
                reader.expected("a whole number", got: node)
                return nil
            }
            return reader.withinLimit(Double(value), at: node).map { _ in value }
        }
    }

    /// `value`, or an error naming the limit when its magnitude is beyond ``numberLimit``.
    mutating func withinLimit(_ value: Double, at node: ThemeNode) -> Double? {
        guard Swift.abs(value) <= Self.numberLimit else {
            error(
                .invalidValue,
                "the number \(node.shown) is too large: theme numbers are between -1000000 and 1000000",
                at: node)
            return nil
        }
        return value
    }

    /// `true` or `false`, written without quotes.
    mutating func bool(_ node: ThemeNode) -> Bool? {
        read(node) { reader, node in
            switch (node.isQuoted, node.scalar) {
            case (false, "true"): return true
            case (false, "false"): return false
            default:
                reader.expected("true or false", got: node)
                return nil
            }
        }
    }

    /// Any text.
    mutating func string(_ node: ThemeNode) -> String? {
        read(node) { reader, node in
            guard let text = node.scalar, !node.isNull else {
                reader.expected("text", got: node)
                return nil
            }
            return text
        }
    }

    /// Whether `text` is a decimal number: digits with an optional sign, point and exponent.
    static func isDecimalNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars[...]
        func digits() -> Int {
            var count = 0
            while let first = scalars.first, ("0"..."9").contains(first) {
                scalars.removeFirst()
                count += 1
            }
            return count
        }
        if scalars.first == "-" || scalars.first == "+" { scalars.removeFirst() }
        var count = digits()
        if scalars.first == "." {
            scalars.removeFirst()
            count += digits()
        }
        guard count > 0 else { return false }
        if scalars.first == "e" || scalars.first == "E" {
            scalars.removeFirst()
            if scalars.first == "+" || scalars.first == "-" { scalars.removeFirst() }
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
    }

    /// The entries of a mapping value, warning about keys that are not in `known` (they are
    /// ignored) and skipping repeated keys (already reported).
    mutating func fields(of node: ThemeNode, known: [String], in place: String) -> [String: ThemeNode] {
        var fields: [String: ThemeNode] = [:]
        for entry in node.entries ?? [] where fields[entry.key] == nil {
            guard known.contains(entry.key) else {
                let suggestion = NameSuggestion.nearest(to: entry.key, in: known).map { "did you mean '\($0)'? " } ?? ""
                warning(
                    .unknownKey,
                    "unknown key '\(entry.key)' in \(place) is ignored; \(suggestion)the keys are \(known.joined(separator: ", "))",
                    at: entry.keyLocation)
                continue
            }
            fields[entry.key] = entry.value
        }
        return fields
    }

    /// A list of numbers, or `nil` after reporting.
    mutating func numbers(_ node: ThemeNode) -> [Double]? {
        guard let elements = node.elements else { return nil }
        var values: [Double] = []
        var failed = false
        for element in elements {
            if let value = double(element) { values.append(value) } else { failed = true }
        }
        return failed ? nil : values
    }
}
