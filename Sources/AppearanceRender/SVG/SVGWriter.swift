/// Writes SVG markup line by line, indented, with attributes in the order given and text
/// escaped: the same input always gives the same bytes.
struct SVGWriter {
    /// Attributes in order; those whose value is `nil` are left out.
    typealias Attributes = [(String, String?)]

    /// The markup so far.
    private(set) var output = ""
    private var depth: Int

    /// A writer whose first lines are indented `depth` levels.
    init(depth: Int = 0) {
        self.depth = depth
    }

    /// Opens an element whose children follow.
    mutating func open(_ name: String, _ attributes: Attributes = []) {
        line("<\(name)\(Self.format(attributes))>")
        depth += 1
    }

    /// Closes the innermost open element, `name`.
    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// An element without children.
    mutating func element(_ name: String, _ attributes: Attributes) {
        line("<\(name)\(Self.format(attributes))/>")
    }

    /// An element whose content is `text` (escaped).
    mutating func element(_ name: String, _ attributes: Attributes, text: String) {
        line("<\(name)\(Self.format(attributes))>\(Self.escape(text))</\(name)>")
    }

    /// Lines written by another writer at this writer's depth.
    mutating func insert(_ lines: String) {
        output += lines
    }

    /// A raw line (the XML declaration).
    mutating func raw(_ text: String) {
        line(text)
    }

    /// A comment (`--` is replaced, since comments cannot contain it).
    mutating func comment(_ text: String) {
        line("<!-- \(text.replacingDoubleHyphens()) -->")
    }

    private mutating func line(_ text: String) {
        output += String(repeating: "  ", count: depth) + text + "\n"
    }

    private static func format(_ attributes: Attributes) -> String {
        var text = ""
        for (name, value) in attributes {
            guard let value else { continue }
            text += " \(name)=\"\(escape(value))\""
        }
        return text
    }

    /// `text` with `&`, `<`, `>` and `"` escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

extension String {
    fileprivate func replacingDoubleHyphens() -> String {
        var result = self
        while result.contains("--") { result = result.replacing("--", with: "- -") }
        return result
    }
}
