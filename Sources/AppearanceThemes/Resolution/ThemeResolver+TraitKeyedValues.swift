internal import AppearanceKit

// Values keyed by traits (#33): a property's value written per trait state,
//
//     textColor: {light: "#333333", dark: "#EEEEEE", highContrast: {light: black, dark: white}}
//     contentEdgeInsets: {any: 8, contentSize>=accessibilityMedium: 14}
//
// for every value type. Each entry becomes a rule of its own, the rule's `traits` joined with
// the entry's condition, so the engine's trait ranking makes the most specific entry win, a
// trait change restyles in place, and explanations name the entry's line. Two entries of equal
// specificity that can both apply, with no entry more specific covering both, are an error.
extension ThemeResolver {
    /// One entry of a value keyed by traits, its condition joined with the entries it is
    /// nested in.
    struct TraitKeyedEntry {
        let condition: TraitCondition
        /// The key path as written, `highContrast+light` for a nested entry.
        let key: String
        let keyLocation: ThemeLocation
        let value: ThemeNode
    }

    /// Whether `setting` is a colour written `{light: ..., dark: ...}`: a dynamic colour, as
    /// before values keyed by traits.
    func isDynamicColourMapping(_ setting: ThemeDocument.PropertySetting, target: AppearanceType) -> Bool {
        guard let property = catalog.property(named: setting.name.value, of: target),
            ((property.valueType as? any OptionalProtocol.Type)?.wrappedType ?? property.valueType) == Color.self,
            let entries = setting.value.entries
        else { return false }
        return entries.allSatisfy { $0.key == "light" || $0.key == "dark" }
    }

    /// The assignments of a value keyed by traits: one per entry (per content size of a range).
    mutating func traitKeyedAssignments(
        _ setting: ThemeDocument.PropertySetting, target: AppearanceType, containers: [AppearanceType],
        traits: TraitCollection?, ruleTerms: [String: String], styleClass: String?
    ) -> [ResolvedTheme.Assignment] {
        guard let entries = traitKeyedEntries(setting.value, within: .any, prefix: nil) else { return [] }
        guard checkAmbiguities(entries, property: setting.name.value) else { return [] }
        var result: [ResolvedTheme.Assignment] = []
        for entry in entries {
            let entryTraits: TraitCollection?
            switch entry.condition.traits(over: traits, baseTerms: ruleTerms) {
            case .success(let combined):
                entryTraits = combined
            case .failure(let conflict):
                reader.warning(
                    .unreachableTraitValue,
                    "'\(entry.key)' never applies: the rule requires \(conflict.trait) \(conflict.required); remove the entry "
                        + "or the rule's traits", at: entry.keyLocation)
                continue
            }
            let single = ThemeDocument.PropertySetting(name: setting.name, axis: setting.axis, value: entry.value)
            if let assignment = assignment(
                single, target: target, containers: containers, traits: entryTraits, styleClass: styleClass)
            {
                result.append(assignment)
            }
        }
        return result
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
            guard let conditions = TraitConditionParser.conditions(entry.key, at: entry.keyLocation, reader: &reader) else {
                failed = true
                continue
            }
            let key = prefix.map { "\($0)+\(entry.key)" } ?? entry.key
            let distributes = entry.key == "highContrast" && hasStyleKeys
                && !(entry.value.entries?.contains { $0.key == "light" || $0.key == "dark" } ?? false)
            for condition in conditions {
                guard outer.isCompatible(with: condition) else {
                    reader.warning(
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
                        guard let styled = TraitConditionParser.conditions(style, at: entry.keyLocation, reader: &reader)?.first
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
    mutating func checkAmbiguities(_ entries: [TraitKeyedEntry], property: String) -> Bool {
        var ok = true
        for second in entries.indices {
            for first in entries.indices where first < second {
                let a = entries[first], b = entries[second]
                guard a.key != b.key || a.keyLocation != b.keyLocation else { continue }
                if a.condition == b.condition {
                    reader.error(
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
                    reader.error(
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
}
