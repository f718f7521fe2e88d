/// A value the inspector writes back into a theme file: a colour or a number.
enum StudioValue: Equatable {
    /// A colour, `#rrggbb` or `#rrggbbaa`, lower case.
    case color(String)
    /// A number, as it will be written (`12`, `0.5`).
    case number(String)

    /// Reads the text the page sends: `#rgb`, `#rrggbb` or `#rrggbbaa` for a colour, else a
    /// finite number; `nil` for anything else.
    init?(_ text: String) {
        let trimmed = text.trimmingSpaces
        if trimmed.hasPrefix("#") {
            let digits = trimmed.dropFirst().lowercased()
            // ASCII only: `Character.isHexDigit` also takes full-width digits (`０`), which no theme
            // file reads as a colour.
            guard [3, 6, 8].contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
            let expanded = digits.count == 3 ? digits.map { "\($0)\($0)" }.joined() : String(digits)
            self = .color("#" + expanded)
        } else if trimmed.allSatisfy(\.isASCII), let number = Double(trimmed), number.isFinite,
            !trimmed.contains(where: { $0.isLetter })
        {
            self = .number(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
        } else {
            return nil
        }
    }

    /// `colour` or `number`, for messages and the page.
    var kind: String {
        switch self {
        case .color: "colour"
        case .number: "number"
        }
    }
}

extension String {
    /// The text without spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
