extension ThemeDocument {
    /// The keys a theme file has at its top level.
    static let topLevelKeys = ["name", "extends", "variables", "rules"]
    /// The keys a rule has.
    static let ruleKeys = ["class", "containers", "traits", "styleClass", "optional", "properties"]

    /// Reads `source` (YAML or JSON, by its format) into a document, collecting every
    /// diagnostic: syntax errors, duplicate keys, values of the wrong shape, and unknown keys
    /// (warnings). Nothing is looked up in the catalog yet.
    ///
    /// - Returns: The document (empty when the text cannot be read at all) and the diagnostics.
    public static func read(_ source: ThemeSource) -> (document: ThemeDocument, diagnostics: [ThemeDiagnostic]) {
        let (document, log) = read(source, checked: false)
        return (document, log.diagnostics)
    }

    /// ``read(_:)`` with a log; `checked` says the text already passed ``ThemeText``'s checks.
    static func read(_ source: ThemeSource, checked: Bool) -> (ThemeDocument, DiagnosticLog) {
        var log = DiagnosticLog()
        log.register(source)
        var document = ThemeDocument(path: source.path)
        if !checked {
            let (_, textLog) = ThemeText.check(source.text, path: source.path, format: source.format, limit: Int.max)
            log.append(contentsOf: textLog)
            if textLog.hasErrors { return (document, log) }
        }
        let (root, readerLog) = source.format == .json ? JSONReader.read(source) : YAMLReader.read(source)
        log.append(contentsOf: readerLog)
        guard let root else { return (document, log) }
        var reader = SchemaReader(log: log)
        reader.reportDuplicates(in: root)
        reader.read(root, into: &document)
        return (document, reader.log)
    }
}

/// Turns a node tree into a ``ThemeDocument``, reporting what does not fit the schema.
private struct SchemaReader {
    var log: DiagnosticLog

    // MARK: - Duplicates

    /// Reports every key that repeats an earlier key of the same mapping, anywhere in the tree.
    mutating func reportDuplicates(in node: ThemeNode) {
        switch node.content {
        case .scalar: return
        case .sequence(let elements):
            for element in elements { reportDuplicates(in: element) }
        case .mapping(let entries):
            var seen: [String: ThemeLocation] = [:]
            seen.reserveCapacity(entries.count)
            for entry in entries {
                if let first = seen[entry.key] {
                    log.error(
                        .duplicateKey,
                        "duplicate key '\(entry.key)' (first at line \(first.line ?? 0), column \(first.column ?? 0)); "
                            + "remove one of the two",
                        at: entry.keyLocation)
                } else {
                    seen[entry.key] = entry.keyLocation
                }
                reportDuplicates(in: entry.value)
            }
        }
    }

    /// The entries of a mapping without the repeats of a key (the first one counts).
    private func unique(_ entries: [ThemeNode.Entry]) -> [ThemeNode.Entry] {
        var seen = Set<String>(minimumCapacity: entries.count)
        return entries.filter { seen.insert($0.key).inserted }
    }

    // MARK: - Theme

    mutating func read(_ root: ThemeNode, into document: inout ThemeDocument) {
        guard let entries = root.entries else {
            log.error(
                .invalidStructure,
                "a theme file is a mapping with the keys name, extends, variables and rules; got \(root.shown)",
                at: root.location)
            return
        }
        for entry in unique(entries) {
            switch entry.key {
            case "name":
                document.name = string(entry.value, for: "name", example: "name: Ocean")
            case "extends":
                document.extends = string(entry.value, for: "extends", example: "extends: dark")
            case "variables":
                document.variables = variables(entry.value)
            case "rules":
                document.rules = rules(entry.value)
            default:
                unknownKey(entry, in: "the theme", known: ThemeDocument.topLevelKeys)
            }
        }
    }

    private mutating func variables(_ node: ThemeNode) -> [ThemeDocument.Variable] {
        guard let entries = node.entries else {
            if !node.isNull {
                log.error(
                    .invalidStructure,
                    "'variables' is a mapping of names to values, such as 'tint: \"#0AA4D1\"'; got \(node.shown)",
                    at: node.location)
            }
            return []
        }
        var variables: [ThemeDocument.Variable] = []
        for entry in unique(entries) {
            let name = entry.key.hasPrefix("$") ? String(entry.key.dropFirst()) : entry.key
            guard Self.isVariableName(name) else {
                log.error(
                    .invalidStructure,
                    "'\(entry.key)' is not a variable name; use letters, digits, '_' and '-', starting with a letter",
                    at: entry.keyLocation)
                continue
            }
            variables.append(ThemeDocument.Variable(name: .init(name, at: entry.keyLocation), value: entry.value))
        }
        return variables
    }

    /// Whether `name` can be written as `$name`.
    static func isVariableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
        return name.unicodeScalars.allSatisfy {
            isLetter($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" || $0 == "."
        }
    }

    /// Whether `scalar` is a letter: ASCII ones without a look-up of Unicode's tables.
    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        return scalar.properties.isAlphabetic
    }

    // MARK: - Rules

    private mutating func rules(_ node: ThemeNode) -> [ThemeDocument.Rule] {
        guard let elements = node.elements else {
            if !node.isNull {
                log.error(
                    .invalidStructure,
                    "'rules' is a list of rules, each starting with '- class: ...'; got \(node.shown)",
                    at: node.location)
            }
            return []
        }
        return elements.compactMap { rule($0) }
    }

    private mutating func rule(_ node: ThemeNode) -> ThemeDocument.Rule? {
        guard let entries = node.entries else {
            log.error(
                .invalidStructure,
                "a rule is a mapping with 'class' and 'properties', such as '{class: Label, properties: {textColor: red}}'; "
                    + "got \(node.shown)",
                at: node.location)
            return nil
        }
        var rule = ThemeDocument.Rule(location: node.location, className: nil)
        var writesProperties = false
        for entry in unique(entries) {
            switch entry.key {
            case "class":
                rule.className = string(entry.value, for: "class", example: "class: Label")
            case "containers":
                rule.containers = containers(entry.value)
            case "traits":
                rule.traits = traits(entry.value)
            case "styleClass":
                rule.styleClass = string(entry.value, for: "styleClass", example: "styleClass: danger")
            case "optional":
                if entry.value.isQuoted == false, let text = entry.value.scalar, text == "true" || text == "false" {
                    rule.isOptional = text == "true"
                } else {
                    log.error(.invalidValue, "'optional' is true or false; got \(entry.value.shown)", at: entry.value.location)
                }
            case "properties":
                writesProperties = !(entry.value.isNull || entry.value.entries?.isEmpty == true)
                rule.properties = properties(entry.value)
            default:
                unknownKey(entry, in: "a rule", known: ThemeDocument.ruleKeys)
            }
        }
        if rule.className == nil, !entries.contains(where: { $0.key == "class" }) {
            log.error(.missingKey, "this rule has no 'class'; add the class it styles, such as 'class: Label'", at: node.location)
        }
        if !writesProperties, !log.hasErrors(at: node.location) {
            log.warning(
                .emptyRule,
                "this rule sets no properties; add 'properties:' with the values to set, or remove the rule",
                at: node.location)
        }
        return rule
    }

    private mutating func containers(_ node: ThemeNode) -> [ThemeDocument.Located<String>] {
        if node.scalar != nil, !node.isNull {
            return string(node, for: "containers", example: "containers: [Card, Screen]").map { [$0] } ?? []
        }
        guard let elements = node.elements else {
            log.error(
                .invalidStructure,
                "'containers' is a list of class names, innermost first, such as '[Card, Screen]'; got \(node.shown)",
                at: node.location)
            return []
        }
        return elements.compactMap { string($0, for: "containers", example: "containers: [Card, Screen]") }
    }

    private mutating func traits(_ node: ThemeNode) -> [ThemeDocument.TraitRequirement] {
        guard let entries = node.entries else {
            log.error(
                .invalidStructure,
                "'traits' is a mapping of trait names to values, such as '{userInterfaceStyle: dark}'; got \(node.shown)",
                at: node.location)
            return []
        }
        return unique(entries).map { ThemeDocument.TraitRequirement(name: .init($0.key, at: $0.keyLocation), value: $0.value) }
    }

    private mutating func properties(_ node: ThemeNode) -> [ThemeDocument.PropertySetting] {
        guard let entries = node.entries else {
            if !node.isNull {
                log.error(
                    .invalidStructure,
                    "'properties' is a mapping of property names to values, such as '{textColor: \"#222222\"}'; "
                        + "got \(node.shown)",
                    at: node.location)
            }
            return []
        }
        return unique(entries).compactMap { property($0) }
    }

    /// Splits `titleColor[highlighted]` into the name and its axis values.
    private mutating func property(_ entry: ThemeNode.Entry) -> ThemeDocument.PropertySetting? {
        let key = entry.key
        let start = entry.keyIsQuoted ? entry.keyLocation.advanced(by: 1) : entry.keyLocation
        let scalars = Array(key.unicodeScalars)
        guard let open = scalars.firstIndex(of: "[") else {
            if scalars.contains("]") {
                return malformed(entry, start: start)
            }
            return ThemeDocument.PropertySetting(name: .init(trimmed(key), at: start), value: entry.value)
        }
        guard scalars.last == "]", open > 0, scalars[(open + 1)...].filter({ $0 == "[" || $0 == "]" }).count == 1 else {
            return malformed(entry, start: start)
        }
        let name = String(String.UnicodeScalarView(scalars[..<open]))
        var components: [ThemeDocument.Located<String>] = []
        var offset = open + 1
        for part in scalars[(open + 1)..<(scalars.count - 1)].split(separator: ",", omittingEmptySubsequences: false) {
            let leading = part.prefix { $0 == " " || $0 == "\t" }.count
            let text = trimmed(String(String.UnicodeScalarView(part)))
            guard !text.isEmpty else {
                log.error(
                    .invalidAxis,
                    "empty axis value in '\(key)'; write the values between the brackets, separated by commas, "
                        + "like '\(trimmed(name))[highlighted]'",
                    at: start.advanced(by: offset))
                return nil
            }
            components.append(.init(text, at: start.advanced(by: offset + leading)))
            offset += part.count + 1
        }
        return ThemeDocument.PropertySetting(name: .init(trimmed(name), at: start), axis: components, value: entry.value)
    }

    private mutating func malformed(_ entry: ThemeNode.Entry, start: ThemeLocation) -> ThemeDocument.PropertySetting? {
        let name = trimmed(String(entry.key.prefix { $0 != "[" && $0 != "]" }))
        log.error(
            .invalidAxis,
            "malformed property key '\(entry.key)'; write axis values in one pair of brackets after the name, "
                + "like '\(name.isEmpty ? "titleColor" : name)[highlighted]'",
            at: start)
        return nil
    }

    private func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }

    // MARK: - Helpers

    /// The text of a scalar, or `nil` (with an error) for anything else.
    private mutating func string(_ node: ThemeNode, for key: String, example: String) -> ThemeDocument.Located<String>? {
        guard let text = node.scalar, !node.isNull, !text.isEmpty else {
            log.error(.invalidStructure, "'\(key)' needs a name, such as '\(example)'; got \(node.shown)", at: node.location)
            return nil
        }
        return .init(text, at: node.textLocation)
    }

    private mutating func unknownKey(_ entry: ThemeNode.Entry, in place: String, known: [String]) {
        let suggestion = NameSuggestion.nearest(to: entry.key, in: known)
        let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
        log.warning(
            .unknownKey,
            "unknown key '\(entry.key)' in \(place) is ignored; \(hint)the keys are \(known.joined(separator: ", "))",
            at: entry.keyLocation)
    }
}

extension DiagnosticLog {
    /// Whether an error was recorded at exactly `location`.
    func hasErrors(at location: ThemeLocation) -> Bool {
        diagnostics.contains { $0.isError && $0.location == location }
    }
}
