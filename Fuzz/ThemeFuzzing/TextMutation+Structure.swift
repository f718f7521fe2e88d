import Foundation

/// Mutations that change a theme's structure: deep nesting, repeated keys and rules, variables
/// that refer to themselves, `extends` of things that are not themes, alias bombs, line breaks.
extension TextMutation {
    /// Adds a top-level entry: lines before the YAML, or a member after JSON's opening brace.
    private mutating func addTopLevel(yaml: String, json: String) {
        if isJSON, let brace = text.firstIndex(of: "{") {
            text.insert(contentsOf: json + ",", at: text.index(after: brace))
        } else {
            text = yaml + "\n" + text
        }
    }

    mutating func nestDeep(using random: inout some RandomNumberGenerator) -> String {
        let depth = random.skewed(in: 2...3000)
        let mapping = Bool.random(using: &random)
        let open = mapping ? (isJSON ? "{\"a\": " : "{a: ") : "["
        let close = mapping ? "}" : "]"
        let value = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
        addTopLevel(yaml: "deep: \(value)", json: "\"deep\": \(value)")
        return "nest a value \(depth) levels deep"
    }

    mutating func duplicateKeys(using random: inout some RandomNumberGenerator) -> String {
        let count = random.skewed(in: 2...5000)
        let key = ["name", "rules", "variables", "textColor", "class"].randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let yaml = String(repeating: "\(key): x\n", count: count)
            let json = Array(repeating: "\"\(key)\": \"x\"", count: count).joined(separator: ",")
            addTopLevel(yaml: yaml, json: json)
            return "repeat the top-level key \(key) ×\(count)"
        case 1:
            let entries = Array(repeating: isJSON ? "\"\(key)\": 1" : "\(key): 1", count: count).joined(separator: ", ")
            addTopLevel(yaml: "variables: {\(entries)}", json: "\"variables\": {\(entries)}")
            return "repeat the key \(key) ×\(count) in one flow mapping"
        default:
            let properties = Array(repeating: isJSON ? "\"textColor\": \"red\"" : "textColor: red", count: count).joined(separator: ", ")
            let rule =
                isJSON
                ? "{\"class\": \"Label\", \"properties\": {\(properties)}}"
                : "{class: Label, properties: {\(properties)}}"
            addTopLevel(yaml: "rules: [\(rule)]", json: "\"rules\": [\(rule)]")
            return "repeat a property ×\(count) in one rule"
        }
    }

    mutating func addVariables(using random: inout some RandomNumberGenerator) -> String {
        let variables: String
        let description: String
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            variables = "a: \"$a\""
            description = "a variable that is itself"
        case 1:
            variables = "a: {light: \"$a\", dark: \"#000000\"}, tint: \"$a\""
            description = "a variable inside its own dynamic colour"
        case 2:
            variables = "a: \"$b\", b: {light: \"$a\", dark: \"$a\"}"
            description = "two variables that refer to each other"
        case 3:
            let count = random.skewed(in: 10...30_000)
            variables = (0..<count).map { "v\($0): \"$v\($0 + 1)\"" }.joined(separator: ", ") + ", v\(count): \"#123456\""
            description = "a chain of \(count) variables"
        default:
            variables = "a: [\"$a\", 1, 2, 3], b: {size: \"$b\"}, c: {textStyle: \"$c\"}"
            description = "variables inside their own lists and fonts"
        }
        let json = variables.replacingColons()
        addTopLevel(yaml: "variables: {\(variables)}", json: "\"variables\": {\(json)}")
        // Use them, so the cycle is reached.
        let rule =
            isJSON
            ? "{\"class\": \"Label\", \"properties\": {\"textColor\": \"$a\", \"font\": \"$c\", \"contentEdgeInsets\": \"$a\"}}"
            : "{class: Label, properties: {textColor: $a, font: $c, contentEdgeInsets: $a}}"
        addTopLevel(yaml: "rules: [\(rule)]", json: "\"rules\": [\(rule)]")
        return "add \(description)"
    }

    mutating func setExtends(using random: inout some RandomNumberGenerator) -> String {
        let target = FuzzWorkspace.extendsTargets.randomElement(using: &random)!
        addTopLevel(yaml: "extends: \(target)", json: "\"extends\": \"\(target)\"")
        return "extend \(target)"
    }

    mutating func repeatRules(using random: inout some RandomNumberGenerator) -> String {
        var lines = lines
        guard let start = lines.firstIndex(where: { $0.hasPrefix("  - class:") || $0.hasPrefix("- class:") }) else {
            return insertRule(using: &random)
        }
        var end = start + 1
        while end < lines.count, lines[end].hasPrefix("    ") || lines[end].isEmpty { end += 1 }
        let count = random.skewed(in: 10...1500)
        let block = Array(lines[start..<end])
        lines.insert(contentsOf: (0..<count).flatMap { _ in block }, at: end)
        self.lines = lines
        return "repeat the rule at line \(start + 1) ×\(count)"
    }

    mutating func insertRule(using random: inout some RandomNumberGenerator) -> String {
        let className = FuzzDictionary.classes.randomElement(using: &random)!
        let property = FuzzDictionary.properties.randomElement(using: &random)!
        let value = (FuzzDictionary.values + FuzzDictionary.hugeNumbers).randomElement(using: &random)!
        let containers = Bool.random(using: &random) ? ", containers: [\(FuzzDictionary.classes.randomElement(using: &random)!)]" : ""
        let traits = Bool.random(using: &random) ? ", traits: {userInterfaceStyle: dark, displayScale: 3}" : ""
        let yaml = "rules: [{class: \(className)\(containers)\(traits), properties: {\"\(property)\": \(value)}}]"
        let json = "\"rules\": [{\"class\": \"\(className)\", \"properties\": {\"\(property)\": \(value)}}]"
        addTopLevel(yaml: yaml, json: json)
        return "add a rule: \(className).\(property) = \(value)"
    }

    mutating func addAliasBomb(using random: inout some RandomNumberGenerator) -> String {
        let levels = random.skewed(in: 2...12)
        var yaml = "bomb0: &b0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<levels {
            let aliases = Array(repeating: "*b\(level - 1)", count: 10).joined(separator: ", ")
            yaml += "bomb\(level): &b\(level) [\(aliases)]\n"
        }
        text = yaml + text
        return "an alias bomb of \(levels) levels"
    }

    mutating func changeLineBreaks(using random: inout some RandomNumberGenerator) -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            text = text.replacingOccurrences(of: "\n", with: "\r\n")
            return "CRLF line breaks"
        case 1:
            text = "\u{FEFF}" + text
            return "a byte order mark"
        case 2:
            text = text.replacingOccurrences(of: "\n  ", with: "\n\t")
            return "tabs for indentation"
        default:
            text = text.replacingOccurrences(of: "\n", with: "\r")
            return "CR line breaks"
        }
    }

    mutating func insertLongFlowLine(using random: inout some RandomNumberGenerator) -> String {
        let count = random.skewed(in: 100...20_000)
        let entries = (0..<count).map { isJSON ? "\"k\($0)\": \($0)" : "k\($0): \($0)" }.joined(separator: ", ")
        addTopLevel(yaml: "variables: {\(entries)}", json: "\"variables\": {\(entries)}")
        return "a flow mapping of \(count) entries on one line"
    }
}

extension String {
    /// The YAML flow entries as JSON members: keys quoted.
    fileprivate func replacingColons() -> String {
        var result = ""
        var key = ""
        var inKey = true
        var depth = 0
        var inString = false
        for character in self {
            if inKey && depth == 0 && !inString {
                if character == ":" {
                    result += "\"\(key.trimmingCharacters(in: " ,"))\":"
                    key = ""
                    inKey = false
                    continue
                }
                key.append(character)
                continue
            }
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "{" || character == "[" { depth += 1 }
                if character == "}" || character == "]" { depth -= 1 }
                if character == "," && depth == 0 {
                    result += ","
                    inKey = true
                    continue
                }
                if character == ":" && depth > 0 {
                    // A nested key: quote the word before it.
                    if let range = result.range(of: "[A-Za-z]+$", options: .regularExpression) {
                        let word = String(result[range])
                        result.replaceSubrange(range, with: "\"\(word)\"")
                    }
                }
            }
            result.append(character)
        }
        return result
    }

    fileprivate func trimmingCharacters(in characters: String) -> String {
        var text = Substring(self)
        while let first = text.first, characters.contains(first) { text = text.dropFirst() }
        while let last = text.last, characters.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
