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
    /// Whether `setting` is a colour (or a layer's colour) written `{light: ..., dark: ...}`: a
    /// dynamic colour, as before values keyed by traits.
    func isDynamicColourMapping(_ setting: ThemeDocument.PropertySetting, target: AppearanceType) -> Bool {
        guard let property = catalog.property(named: setting.name.value, of: target) else { return false }
        let valueType = (property.valueType as? any OptionalProtocol.Type)?.wrappedType ?? property.valueType
        guard valueType == Color.self || valueType == CGColor.self,
            let entries = setting.value.entries
        else { return false }
        return entries.allSatisfy { $0.key == "light" || $0.key == "dark" }
    }

    /// The assignments of a value keyed by traits: one per entry (per content size of a range).
    mutating func traitKeyedAssignments(
        _ setting: ThemeDocument.PropertySetting, target: AppearanceType, containers: [AppearanceType],
        traits: TraitCollection?, ruleTerms: [String: String], styleClass: String?
    ) -> [ResolvedTheme.Assignment] {
        guard let entries = reader.traitKeyedEntries(setting.value, within: .any, prefix: nil) else { return [] }
        guard reader.checkAmbiguities(entries, property: setting.name.value) else { return [] }
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
}
