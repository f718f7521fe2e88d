/// A JSON value written with keys in the order given and two-space indentation: the same
/// text on every platform (Foundation's pretty printing differs between them).
enum JSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// The value as indented JSON text.
    func formatted(indent: Int = 0) -> String {
        let padding = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let text): return Self.quoted(text)
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let elements):
            guard !elements.isEmpty else { return "[]" }
            let lines = elements.map { inner + $0.formatted(indent: indent + 1) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + padding + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            let lines = members.map { inner + Self.quoted($0.0) + ": " + $0.1.formatted(indent: indent + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + padding + "}"
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension Optional<String> {
    /// The string, or JSON `null`.
    var json: JSONValue { map(JSONValue.string) ?? .null }
}
