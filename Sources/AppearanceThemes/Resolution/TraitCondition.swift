internal import AppearanceKit

/// The condition of one entry of a value keyed by traits (#33): `dark`, `highContrast`,
/// `dark+highContrast`, `horizontalSizeClass=regular`, `contentSize>=accessibilityMedium`,
/// `containedInSettings=true`, or `any`.
///
/// A condition is a set of trait values that must all hold. A range of content sizes stands
/// for several conditions, one per size (``TraitConditionParser`` expands it).
struct TraitCondition: Hashable {
    /// The required value of each trait, by trait name, as text (for comparing and messages).
    var terms: [String: String]
    /// The values themselves, by trait name, to build the trait collection.
    var values: [String: AnyHashableValue]

    /// No requirement: the entry `any`.
    static var any: TraitCondition { TraitCondition(terms: [:], values: [:]) }

    /// How specific the condition is: the number of traits it requires.
    var specificity: Int { terms.count }

    /// Whether some trait state satisfies both conditions.
    func isCompatible(with other: TraitCondition) -> Bool {
        terms.allSatisfy { name, value in other.terms[name].map { $0 == value } ?? true }
    }

    /// Whether every requirement of `other` is one of this condition's.
    func includes(_ other: TraitCondition) -> Bool {
        other.terms.allSatisfy { terms[$0.key] == $0.value }
    }

    /// Both conditions' requirements (for compatible conditions).
    func union(_ other: TraitCondition) -> TraitCondition {
        TraitCondition(terms: terms.merging(other.terms) { first, _ in first }, values: values.merging(other.values) { first, _ in first })
    }

    /// `dark+highContrast`: the shorthand names where there are, else `trait=value`, sorted.
    var description: String {
        guard !terms.isEmpty else { return "any" }
        return terms.sorted { $0.key < $1.key }.map { name, value in
            TraitConditionParser.shorthands.first { $0.value == (name, value) }?.key ?? "\(name)=\(value)"
        }.sorted().joined(separator: "+")
    }

    /// The trait collection of this condition over the rule's own `traits` (`base`, whose
    /// requirements `baseTerms` spells as text), or the name of a trait whose value the rule
    /// requires otherwise (the entry can never apply).
    @MainActor
    func traits(over base: TraitCollection?, baseTerms: [String: String]) -> Result<TraitCollection?, Conflict> {
        if let name = terms.keys.sorted().first(where: { name in baseTerms[name].map { $0 != terms[name] } ?? false }) {
            return .failure(Conflict(trait: name, required: baseTerms[name] ?? ""))
        }
        guard !values.isEmpty else { return .success(base) }
        var collection = base ?? TraitCollection()
        for (name, value) in values {
            _ = ThemeTraits.trait(named: name)?.set(&collection, value.value)
        }
        return .success(collection)
    }

    /// A trait the rule requires a different value of.
    struct Conflict: Error {
        let trait: String
        let required: String
    }
}

/// A trait value kept as `Any` with equality by its text, so conditions can be compared.
struct AnyHashableValue: Hashable {
    let value: Any
    let text: String

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
