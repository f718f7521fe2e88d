internal import AppearanceKit

/// Reads the keys of values keyed by traits (#33) into ``TraitCondition``s, and finds the
/// entries such a value stands for.
///
/// A key is `any`, or terms joined by `+`. A term is a shorthand (`light`, `dark`,
/// `highContrast`, `normalContrast`, `compactWidth`, `regularWidth`, `compactHeight`,
/// `regularHeight`, `boldText`), `trait=value` for any trait theme files know (the built-in
/// ones and an app's, see ``ThemeTraits``; `style`, `contrast` and `contentSize` are short for
/// `userInterfaceStyle`, `accessibilityContrast` and `preferredContentSizeCategory`), or a range
/// of content sizes, `contentSize>=large` or `contentSize<=small`.
enum TraitConditionParser {
    /// The shorthand terms and the trait value each stands for.
    static let shorthands: [String: (String, String)] = [
        "light": ("userInterfaceStyle", "light"), "dark": ("userInterfaceStyle", "dark"),
        "highContrast": ("accessibilityContrast", "high"), "normalContrast": ("accessibilityContrast", "normal"),
        "compactWidth": ("horizontalSizeClass", "compact"), "regularWidth": ("horizontalSizeClass", "regular"),
        "compactHeight": ("verticalSizeClass", "compact"), "regularHeight": ("verticalSizeClass", "regular"),
        "boldText": ("legibilityWeight", "bold"),
    ]

    /// Short names of traits.
    static let aliases = [
        "style": "userInterfaceStyle", "contrast": "accessibilityContrast", "contentSize": "preferredContentSizeCategory",
    ]

    /// Whether `key` is written like a condition (it may still name an unknown trait).
    static func looksLikeCondition(_ key: String) -> Bool {
        let terms = key.split(separator: "+", omittingEmptySubsequences: false).map { $0.trimmingSpaces }
        return !terms.isEmpty
            && terms.allSatisfy { term in
                term == "any" || shorthands[term] != nil || term.contains("=")
            }
    }

    /// Whether `node` is a value keyed by traits: a mapping with a key written like a condition
    /// (its other keys are then read as conditions too, so a misspelt one is reported as such).
    /// No value type's own mapping has such keys.
    static func isTraitKeyed(_ node: ThemeNode) -> Bool {
        guard let entries = node.entries, !entries.isEmpty else { return false }
        return entries.contains { looksLikeCondition($0.key) }
    }

    /// The conditions `key` stands for (several for a range of content sizes), or `nil` after
    /// reporting what is wrong with it at `location`.
    @MainActor
    static func conditions(_ key: String, at location: ThemeLocation, reader: inout ValueReader) -> [TraitCondition]? {
        var alternatives = [TraitCondition.any]
        var offset = 0
        for rawTerm in key.split(separator: "+", omittingEmptySubsequences: false) {
            let leading = rawTerm.prefix { $0 == " " || $0 == "\t" }.unicodeScalars.count
            let term = rawTerm.trimmingSpaces
            let termLocation = location.advanced(by: offset + leading)
            offset += rawTerm.unicodeScalars.count + 1
            if term == "any" { continue }
            guard let choices = values(of: term, at: termLocation, reader: &reader) else { return nil }
            var next: [TraitCondition] = []
            for condition in alternatives {
                for (name, value) in choices {
                    if let existing = condition.terms[name], existing != value.text {
                        reader.error(
                            .unreachableTraitValue,
                            "'\(key)' can never apply: \(name) cannot be both \(existing) and \(value.text)", at: location)
                        return nil
                    }
                    var combined = condition
                    combined.terms[name] = value.text
                    combined.values[name] = value
                    next.append(combined)
                }
            }
            alternatives = next
        }
        return alternatives
    }

    /// The trait values one term allows: one, or several for a range.
    @MainActor
    private static func values(
        of term: String, at location: ThemeLocation, reader: inout ValueReader
    ) -> [(String, AnyHashableValue)]? {
        if let (name, text) = shorthands[term] {
            guard let value = parse(text, of: name, at: location, reader: &reader) else { return nil }
            return [(name, value)]
        }
        for comparison in [">=", "<="] {
            guard let range = term.range(of: comparison) else { continue }
            let name = resolvedName(term[..<range.lowerBound].trimmingSpaces)
            let bound = term[range.upperBound...].trimmingSpaces
            guard name == "preferredContentSizeCategory" else {
                reader.error(
                    .unknownTrait,
                    "'\(comparison)' compares content sizes only, as in contentSize\(comparison)accessibilityMedium; "
                        + "write '\(term.replacingOccurrences(of: comparison, with: "="))' for one value", at: location)
                return nil
            }
            let sizes = ContentSizeCategory.allCases.filter { $0 != .unspecified }
            guard let index = sizes.firstIndex(where: { $0.rawValue == bound }) else {
                reader.error(
                    .invalidTraitValue,
                    "unknown content size '\(bound)'"
                        + NameSuggestion.didYouMean(
                            bound, in: sizes.map(\.rawValue), then: "the sizes are \(sizes.map(\.rawValue).joined(separator: ", "))"),
                    at: location.advanced(by: term.distance(to: range.upperBound)))
                return nil
            }
            let chosen = comparison == ">=" ? sizes[index...] : sizes[...index]
            return chosen.map { (name, AnyHashableValue(value: $0, text: $0.rawValue)) }
        }
        guard let equals = term.firstIndex(of: "=") else {
            reader.error(
                .unknownTrait,
                "unknown trait condition '\(term)'"
                    + NameSuggestion.didYouMean(
                        term, in: shorthands.keys.sorted() + ["any"],
                        then: "write a shorthand (\(shorthands.keys.sorted().joined(separator: ", "))), any, "
                            + "or trait=value"),
                at: location)
            return nil
        }
        let name = resolvedName(term[..<equals].trimmingSpaces)
        let text = term[term.index(after: equals)...].trimmingSpaces
        guard ThemeTraits.trait(named: name) != nil else {
            reportUnknownTrait(name, at: location, reader: &reader)
            return nil
        }
        guard let value = parse(text, of: name, at: location.advanced(by: term.distance(to: equals) + 1), reader: &reader) else {
            return nil
        }
        return [(name, value)]
    }

    @MainActor
    private static func reportUnknownTrait(_ name: String, at location: ThemeLocation, reader: inout ValueReader) {
        let names = ThemeTraits.names + aliases.keys.sorted()
        reader.error(
            .unknownTrait,
            "unknown trait '\(name)'"
                + NameSuggestion.didYouMean(name, in: names, then: "the traits are \(ThemeTraits.names.joined(separator: ", "))"),
            at: location)
    }

    /// A trait's full name from a short one (`style` → `userInterfaceStyle`).
    private static func resolvedName(_ name: String) -> String { aliases[name] ?? name }

    /// The value `text` of the trait `name`, read as `traits:` values are.
    @MainActor
    private static func parse(
        _ text: String, of name: String, at location: ThemeLocation, reader: inout ValueReader
    ) -> AnyHashableValue? {
        guard let trait = ThemeTraits.trait(named: name) else {
            reportUnknownTrait(name, at: location, reader: &reader)
            return nil
        }
        guard let parser = ValueReader.parser(for: trait.valueType) else { return nil }
        let node = ThemeNode(.scalar(text, quoted: false), at: location)
        let first = reader.log.diagnostics.count
        guard let value = parser(&reader, node) else {
            reader.log.recode(from: first, to: .invalidTraitValue)
            return nil
        }
        var probe = TraitCollection()
        guard trait.set(&probe, value) else { return nil }
        return AnyHashableValue(value: value, text: text)
    }
}

extension StringProtocol {
    /// The number of Unicode scalars from the start to `index`.
    func distance(to index: Index) -> Int {
        self[..<index].unicodeScalars.count
    }
}
