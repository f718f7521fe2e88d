import AppearanceKit

/// The JSON form of an explanation (`appearance explain --json`).
enum ExplanationJSON {
    /// The explanation of a property of the view at `path`: the view, its class, the property,
    /// its value, whether the value is explicit, and every rule in application order (`order`
    /// is `null` for rules that did not match).
    @MainActor
    static func make(_ explanation: AppearanceExplanation, path: String) -> JSONValue {
        let rules = explanation.rules.enumerated().map { index, rule -> JSONValue in
            .object([
                ("order", rule.outcome.matched ? .int(index + 1) : .null),
                ("proxy", .string(rule.proxyDescription)),
                ("target", .string(rule.target)),
                ("containers", .array(rule.containers.map(JSONValue.string))),
                ("traits", rule.traits.map { .string($0.description) } ?? .null),
                ("styleClass", rule.styleClass.json),
                ("property", .string(rule.property)),
                ("value", .string(rule.value)),
                ("matched", .bool(rule.outcome.matched)),
                ("outcome", .string(rule.outcome.description)),
            ])
        }
        return .object([
            ("view", .string(path)),
            ("type", .string(explanation.typeName)),
            ("property", .string(explanation.property)),
            ("value", explanation.currentValue.json),
            ("explicit", .bool(explanation.hasExplicitValue)),
            ("rules", .array(rules)),
        ])
    }
}
