extension AppearanceExplanation: Encodable {
    private enum CodingKeys: String, CodingKey { case type, property, value, dynamicValue, traits, explicit, rules }

    /// Encodes the explanation as `appearance explain --json` prints it: `type`, `property`,
    /// `value` (the value the object has in its traits), `dynamicValue` (the trait-dependent
    /// value it comes from, or `null`), `traits` (the traits it was resolved in, or `null`),
    /// `explicit`, and `rules` in the explanation's order, each a rule
    /// (``AppearanceRule/encode(to:)``) with its `order` (its number in the list, `null` for
    /// one that did not match), whether it `matched`, and its `outcome`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .type)
        try container.encode(property, forKey: .property)
        try container.encodeOrNull(resolvedValue ?? currentValue, forKey: .value)
        try container.encodeOrNull(resolvedValue == nil ? nil : currentValue, forKey: .dynamicValue)
        try container.encodeOrNull(resolvedTraits?.description, forKey: .traits)
        try container.encode(hasExplicitValue, forKey: .explicit)
        try container.encode(
            rules.enumerated().map { NumberedRule(rule: $0.element, order: $0.element.outcome.matched ? $0.offset + 1 : nil) },
            forKey: .rules)
    }

    /// A rule with its number in the explanation.
    private struct NumberedRule: Encodable {
        let rule: Rule
        let order: Int?

        private enum CodingKeys: String, CodingKey { case order }

        func encode(to encoder: any Encoder) throws {
            try rule.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeOrNull(order, forKey: .order)
        }
    }
}

extension AppearanceExplanation.Rule: Encodable {
    private enum CodingKeys: String, CodingKey { case matched, outcome }

    /// Encodes the rule (``AppearanceRule/encode(to:)``) with whether it `matched` the object
    /// and its `outcome` (`won`, `outranked by 2`, `trait mismatch`, …).
    public func encode(to encoder: any Encoder) throws {
        try rule.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(outcome.matched, forKey: .matched)
        try container.encode(outcome.description, forKey: .outcome)
    }
}
