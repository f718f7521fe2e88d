import AppearanceKit

/// The JSON form of an explanation (`appearance explain --json`).
enum ExplanationJSON {
    /// The explanation of a property of the view at `path`: the view, its class, the property,
    /// its value, whether the value is explicit, and every rule in application order (`order`
    /// is `null` for rules that did not match) with the `location` it was written at.
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
                ("location", location(rule.location)),
            ])
        }
        return .object([
            ("view", .string(path)),
            ("type", .string(explanation.typeName)),
            ("property", .string(explanation.property)),
            // The value the view has in its traits; a dynamic colour's entries beside it.
            ("value", (explanation.resolvedValue ?? explanation.currentValue).json),
            ("dynamicValue", explanation.resolvedValue == nil ? .null : explanation.currentValue.json),
            ("traits", explanation.resolvedTraits.map { .string($0.description) } ?? .null),
            ("explicit", .bool(explanation.hasExplicitValue)),
            ("rules", .array(rules)),
        ])
    }

    /// Where a rule was written: `file` (a theme file's path, relative to the current folder
    /// when inside it; or a Swift file ID),
    /// `line`, `column` (theme files only) and `kind` (`swift` or `themeFile`); `null` when the
    /// code that recorded it did not say.
    @MainActor
    static func location(_ location: AppearanceSourceLocation?) -> JSONValue {
        guard let location else { return .null }
        var fields: [(String, JSONValue)] = [("file", .string(SourcePaths.tool.path(of: location))), ("line", .int(location.line))]
        if let column = location.column { fields.append(("column", .int(column))) }
        fields.append(("kind", .string(location.kind.rawValue)))
        return .object(fields)
    }
}
