internal import AppearanceKit

// Colours derived from others in theme files (#33): `alpha($brand, 0.6)`, `mix($a, $b, 0.3)`,
// `lighten($brand, 0.1)`, `darken($brand, 0.1)`, `onColor($background)`. Lightness and mixing
// are perceptual (OKLab / OKLCH, as `Color.lightened(by:)` and `mixed(with:fraction:)` in
// Swift), and a colour derived from a dynamic one stays dynamic. An argument is any colour a
// theme file can write, a variable or another function; a problem with one is reported at
// that argument.
extension ValueReader {
    /// A colour function of a theme file: its name, what it takes, and how it combines them.
    struct ColorFunction: Sendable {
        let name: String
        /// The signature as help text shows it.
        let usage: String
        /// What a call must give: colours first, then numbers.
        let colours: ClosedRange<Int>
        let numbers: [(name: String, range: ClosedRange<Double>)]
        /// Whether the last number may be left out.
        let lastNumberIsOptional: Bool
        let make: @Sendable ([Color], [Double]) -> Color
    }

    static let colorFunctions: [ColorFunction] = [
        ColorFunction(
            name: "alpha", usage: "alpha(colour, opacity from 0 to 1), like alpha($brand, 0.6)", colours: 1...1,
            numbers: [("opacity", 0...1)], lastNumberIsOptional: false
        ) { colours, numbers in colours[0].withAlphaComponent(numbers[0]) },
        ColorFunction(
            name: "mix", usage: "mix(colour, colour, fraction of the second from 0 to 1), like mix($brand, white, 0.3)",
            colours: 2...2, numbers: [("fraction", 0...1)], lastNumberIsOptional: false
        ) { colours, numbers in colours[0].mixed(with: colours[1], fraction: numbers[0]) },
        ColorFunction(
            name: "lighten", usage: "lighten(colour, amount of lightness from 0 to 1), like lighten($brand, 0.1)",
            colours: 1...1, numbers: [("amount", 0...1)], lastNumberIsOptional: false
        ) { colours, numbers in colours[0].lightened(by: numbers[0]) },
        ColorFunction(
            name: "darken", usage: "darken(colour, amount of lightness from 0 to 1), like darken($brand, 0.1)",
            colours: 1...1, numbers: [("amount", 0...1)], lastNumberIsOptional: false
        ) { colours, numbers in colours[0].darkened(by: numbers[0]) },
        ColorFunction(
            name: "onColor",
            usage: "onColor(background, candidate colours (default black, white), minimum contrast ratio (default 4.5)), "
                + "like onColor($brand) or onColor($brand, $ink, white, 7)",
            colours: 1...16, numbers: [("minimum contrast ratio", 1...21)], lastNumberIsOptional: true
        ) { colours, numbers in
            Color.onColor(colours[0], candidates: Array(colours.dropFirst()), minimumRatio: numbers.first ?? 4.5)
        },
    ]

    /// The colour `text` computes when it calls a colour function (`darken($brand, 0.1)`);
    /// `.some(nil)` when it calls one wrongly (reported), `nil` when it is no call.
    mutating func colorFunctionCall(_ text: String, at node: ThemeNode) -> Color?? {
        let scalars = Array(text.unicodeScalars)
        guard let open = scalars.firstIndex(of: "("), open > 0,
            scalars[..<open].allSatisfy({ $0.properties.isAlphabetic })
        else { return nil }
        let name = String(String.UnicodeScalarView(scalars[..<open]))
        let start = node.textLocation
        guard let function = Self.colorFunctions.first(where: { $0.name == name }) else {
            guard !name.hasPrefix("rgb") else { return nil }
            let suggestion = NameSuggestion.didYouMean(name, in: Self.colorFunctions.map(\.name))
            let help = suggestion.isEmpty ? "; the functions are " + Self.colorFunctions.map(\.name).joined(separator: ", ") : ""
            error(.invalidColor, "unknown colour function '\(name)'\(suggestion)\(help)", at: start)
            return .some(nil)
        }
        guard scalars.last == ")" else {
            error(
                .invalidColor,
                "'\(name)(' has no closing ')'; inside a flow mapping ({...}) or a list ([...]) quote the call, "
                    + "like \"\(name)(...)\", since a comma ends an unquoted value there",
                at: start.advanced(by: open))
            return .some(nil)
        }
        let arguments = Self.splitArguments(scalars, from: open + 1, to: scalars.count - 1)
        return .some(call(function, arguments, at: start, node: node))
    }

    private mutating func call(
        _ function: ColorFunction, _ arguments: [(text: String, offset: Int)], at start: ThemeLocation, node: ThemeNode
    ) -> Color? {
        // Colours come first; the numbers are the trailing arguments that look like numbers.
        let numberCount = arguments.reversed().prefix { Self.isDecimalNumber($0.text) }.count
        let colourArguments = arguments.dropLast(numberCount)
        let numberArguments = arguments.suffix(numberCount)
        let needed = function.numbers.count
        let numbersFit = numberCount == needed || (function.lastNumberIsOptional && numberCount == needed - 1)
        guard function.colours.contains(colourArguments.count), numbersFit else {
            let count = arguments.count
            error(
                .invalidColor,
                "\(function.name) got \(count) argument\(count == 1 ? "" : "s") (\(colourArguments.count) colour"
                    + "\(colourArguments.count == 1 ? "" : "s"), \(numberCount) number\(numberCount == 1 ? "" : "s")); write \(function.usage)",
                at: start)
            return nil
        }
        var colours: [Color] = []
        var failed = false
        for argument in colourArguments {
            // A hex colour inside a call is quoted (`mix("#FF0000", "#0000FF", 0.5)`): after a
            // space, `#` would start a YAML comment.
            var text = argument.text
            let quoted = text.count >= 2 && (text.hasPrefix("\"") && text.hasSuffix("\"") || text.hasPrefix("'") && text.hasSuffix("'"))
            if quoted { text = String(text.dropFirst().dropLast()) }
            let argumentNode = ThemeNode(.scalar(text, quoted: quoted), at: start.advanced(by: argument.offset))
            if argument.text.isEmpty {
                error(.invalidColor, "\(function.name) is missing a colour here; \(function.usage)", at: argumentNode.location)
                failed = true
            } else if let colour = color(argumentNode) {
                colours.append(colour)
            } else {
                failed = true
            }
        }
        var numbers: [Double] = []
        for (index, argument) in numberArguments.enumerated() {
            let (label, range) = function.numbers[index]
            guard let value = Double(argument.text), range.contains(value) else {
                error(
                    .invalidColor,
                    "\(function.name)'s \(label) is \(argument.text), out of range: it goes from "
                        + "\(Self.shortNumber(range.lowerBound)) to \(Self.shortNumber(range.upperBound))",
                    at: start.advanced(by: argument.offset))
                failed = true
                continue
            }
            numbers.append(value)
        }
        return failed ? nil : function.make(colours, numbers)
    }

    /// The arguments between `from` and `to` (exclusive), split at commas outside nested
    /// parentheses, each trimmed, with its offset in scalars from the start of the text.
    static func splitArguments(_ scalars: [Unicode.Scalar], from: Int, to: Int) -> [(text: String, offset: Int)] {
        var arguments: [(String, Int)] = []
        var depth = 0
        var start = from
        func add(_ end: Int) {
            var first = start
            var last = end
            while first < last, scalars[first] == " " || scalars[first] == "\t" { first += 1 }
            while last > first, scalars[last - 1] == " " || scalars[last - 1] == "\t" { last -= 1 }
            arguments.append((String(String.UnicodeScalarView(scalars[first..<last])), first))
        }
        for index in from..<to {
            switch scalars[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "," where depth == 0:
                add(index)
                start = index + 1
            default: break
            }
        }
        if from < to || !arguments.isEmpty { add(to) }
        return arguments
    }

    /// `0.5`, `1` (no trailing `.0`).
    static func shortNumber(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
