/// The rule index of the registry's current rules, built when first needed after a change,
/// and the interners that number trait collections and style-class sets for it and the walk.
@MainActor
final class RuleIndexCache {
    static let shared = RuleIndexCache()

    /// Trait collections, numbered.
    let traits = TraitInterner()
    /// Sets of style classes, numbered.
    let styleClasses = StyleClassInterner()
    /// The index of the current rules; `nil` after any change (see `init`).
    private var cached: RuleIndex?

    private init() {
        // The index holds every recorded value: let it go as soon as the rules change, so that
        // values the registry forgot are freed then (nodes still using its styles keep it).
        ProxyRegistry.shared.rulesDidChange = { [unowned self] in cached = nil }
    }

    /// The index of the registry's current rules.
    var index: RuleIndex {
        if let cached { return cached }
        let index = RuleIndex(records: ProxyRegistry.shared.recordsInCreationOrder)
        cached = index
        return index
    }
}
