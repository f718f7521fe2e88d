/// Parsing of the names written between brackets in theme files (`[highlighted, compact]`).
enum AxisComponent {
    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }

    /// The case of `Value` named `name`, matched after trimming and case-insensitively.
    static func value<Value: RawRepresentable & CaseIterable>(_ name: String, of _: Value.Type) -> Value?
    where Value.RawValue == String {
        let word = trimmed(name).lowercased()
        return Value.allCases.first { $0.rawValue.lowercased() == word }
    }
}
