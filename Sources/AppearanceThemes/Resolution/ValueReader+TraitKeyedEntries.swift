internal import AppearanceKit

// The entries of a value keyed by traits (#33), read where values are read, so a property's
// value (ThemeResolver) and a variable read from Swift (ThemeFile.variable) parse them alike.
extension ValueReader {
    /// One entry of a value keyed by traits, its condition joined with the entries it is
    /// nested in.
    struct TraitKeyedEntry {
        let condition: TraitCondition
        /// The key path as written, `highContrast+light` for a nested entry.
        let key: String
        let keyLocation: ThemeLocation
        let value: ThemeNode
    }

    /// The entries of `node`, nested ones joined with their outer conditions; `nil` after an
    /// error in a key.
    ///
    /// `highContrast: Z` beside a `light` or `dark` key (and not itself keyed by style) means
    /// Z in high contrast in either style: it stands for `light+highContrast` and
    /// `dark+highContrast`, so it is more specific than the style entries.
    mutating func traitKeyedEntries(_ node: ThemeNode, within outer: TraitCondition, prefix: String?) -> [TraitKeyedEntry]? {
        guard let entries = node.entries else { return [] }
        let hasStyleKeys = entries.contains { $0.key == "light" || $0.key == "dark" }
        var result: [TraitKeyedEntry] = []
        var failed = false
        for entry in entries {
            guard let conditions = TraitConditionParser.conditions(entry.key, at: entry.keyLocation, reader: &self) else {
                failed = true
                continue
            }
            let key = prefix.map { "\($0)+\(entry.key)" } ?? entry.key
            let distributes =
                entry.key == "highContrast" && hasStyleKeys
                && !(entry.value.entries?.contains { $0.key == "light" || $0.key == "dark" } ?? false)
            for condition in conditions {
                guard outer.isCompatible(with: condition) else {
                    warning(
                        .unreachableTraitValue, "'\(key)' never applies: it contradicts the entry it is inside; remove it",
                        at: entry.keyLocation)
                    continue
                }
                let joined = outer.union(condition)
                if TraitConditionParser.isTraitKeyed(entry.value) {
                    guard let inner = traitKeyedEntries(entry.value, within: joined, prefix: key) else {
                        failed = true
                        continue
                    }
                    result += inner
                } else if distributes {
                    for style in ["light", "dark"] {
                        guard let styled = TraitConditionParser.conditions(style, at: entry.keyLocation, reader: &self)?.first
                        else { continue }
                        result.append(
                            TraitKeyedEntry(
                                condition: joined.union(styled), key: "\(style)+\(key)", keyLocation: entry.keyLocation,
                                value: entry.value))
                    }
                } else {
                    result.append(TraitKeyedEntry(condition: joined, key: key, keyLocation: entry.keyLocation, value: entry.value))
                }
            }
        }
        return failed ? nil : result
    }

    /// Reports entries that are the same condition twice, and pairs of entries of equal
    /// specificity that both apply in some state no more specific entry covers; `false` when
    /// there was one.
    mutating func checkAmbiguities(_ entries: [ValueReader.TraitKeyedEntry], property: String) -> Bool {
        var ok = true
        for second in entries.indices {
            for first in entries.indices where first < second {
                let a = entries[first], b = entries[second]
                guard a.key != b.key || a.keyLocation != b.keyLocation else { continue }
                if a.condition == b.condition {
                    error(
                        .ambiguousTraitValues,
                        "'\(b.key)' is the same condition as '\(a.key)' (line \(a.keyLocation.line ?? 0)) for '\(property)'; "
                            + "keep one of them", at: b.keyLocation)
                    ok = false
                    continue
                }
                guard a.condition.specificity == b.condition.specificity, a.condition.isCompatible(with: b.condition) else {
                    continue
                }
                let both = a.condition.union(b.condition)
                let resolved = entries.contains { both.includes($0.condition) && $0.condition.specificity > a.condition.specificity }
                if !resolved {
                    error(
                        .ambiguousTraitValues,
                        "'\(a.key)' (line \(a.keyLocation.line ?? 0)) and '\(b.key)' both apply to '\(property)' when "
                            + "\(both.description) holds, and neither is more specific; add an entry '\(both.description)' "
                            + "for that state", at: b.keyLocation)
                    ok = false
                }
            }
        }
        return ok
    }

    /// A colour keyed by traits as one dynamic colour: in each trait state, the entry whose
    /// condition holds with the most traits required (the rule by which the entries' rules
    /// rank when they style a view). `nil` after reporting a problem.
    mutating func traitKeyedColor(_ node: ThemeNode, name: String) -> Color? {
        guard let entries = traitKeyedEntries(node, within: .any, prefix: nil), !entries.isEmpty,
            checkAmbiguities(entries, property: name)
        else { return nil }
        var choices: [(traits: TraitCollection?, specificity: Int, color: Color)] = []
        for entry in entries {
            guard let color = color(entry.value),
                case .success(let traits) = entry.condition.traits(over: nil, baseTerms: [:])
            else { return nil }
            choices.append((traits, entry.condition.specificity, color))
        }
        let sorted = choices.enumerated().sorted { ($0.element.specificity, -$0.offset) > ($1.element.specificity, -$1.offset) }
            .map(\.element)
        // With no `any` entry, a state no entry names (light and dark name them all) takes
        // the least specific entry.
        let fallback = sorted[sorted.count - 1].color
        return Color { state in
            sorted.first { $0.traits?.isSatisfied(by: state) ?? true }?.color ?? fallback
        }
    }
}
