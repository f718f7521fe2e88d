/// One value recorded by one proxy: the unit a theme is made of, as an audit of the theme
/// counts it (which rules never match a view, which always lose).
///
/// ```swift
/// for rule in Appearance.recordedRules { print(rule.proxyDescription, rule.property, rule.location ?? "") }
/// ```
///
/// It is the shape of a rule in every JSON the tools write (``encode(to:)``): explanations,
/// audit findings and the studio's inspector.
public struct AppearanceRule: Hashable, Sendable, CustomStringConvertible {
    /// The value's place in recording order, unique among the rules recorded since launch: it
    /// tells two rules with the same proxy, property and value apart.
    public let id: UInt64
    /// The target class.
    public let target: String
    /// Containers, innermost first.
    public let containers: [String]
    /// Required traits, or `nil` for a trait-free proxy.
    public let traits: TraitCollection?
    /// Required style class, or `nil`.
    public let styleClass: String?
    /// The property name (with its axis value, if any).
    public let property: String
    /// The recorded value, printed.
    public let value: String
    /// Where the value was recorded, when the recording code said.
    public let location: AppearanceSourceLocation?
    /// The scope that recorded it (`"scope 'Player'"`), or `nil` for the app's global rules.
    public var scope: String? = nil

    /// `Label.appearance().textColor = #777777`.
    public var description: String { "\(proxyDescription).\(property) = \(value)" }

    /// How rules and explanations name a scope: `scope 'Player'`, or `scope` for one without a
    /// name.
    static func scopeDescription(name: String?) -> String {
        "scope" + (name.map { " '\($0)'" } ?? "")
    }

    /// The proxy as Swift code would name it.
    public var proxyDescription: String {
        Self.proxyDescription(target: target, containers: containers, traits: traits, styleClass: styleClass)
    }

    /// `Label.appearance(for: …, whenContainedInInstancesOf: […])`.
    static func proxyDescription(target: String, containers: [String], traits: TraitCollection?, styleClass: String?) -> String {
        var arguments: [String] = []
        if let styleClass { arguments.append("styleClass: \"\(styleClass)\"") }
        if let traits { arguments.append("for: \(traits.isEmpty ? "[]" : traits.description)") }
        if !containers.isEmpty { arguments.append("whenContainedInInstancesOf: [\(containers.joined(separator: ", "))]") }
        return "\(target).appearance(\(arguments.joined(separator: ", ")))"
    }
}

/// How one rule fared on one object (``Appearance/ruleMatches(for:)``): it matched, and either
/// its value applies, or a later rule's does, or the object's own value does.
public struct AppearanceRuleMatch: Sendable {
    /// The rule.
    public let rule: AppearanceRule
    /// The rule whose value applies instead, when this one was outranked (R4).
    public let outrankedBy: AppearanceRule?
    /// Whether the value would apply but the app set one on the object (R4.3).
    public let isOverriddenByExplicitValue: Bool

    /// Whether the rule's value is the one the object has.
    public var won: Bool { outrankedBy == nil && !isOverriddenByExplicitValue }
}

extension Appearance {
    /// Every value the proxies hold now, in recording order (inside a scope's
    /// ``AppearanceScope/record(_:)``, the scope's).
    public static var recordedRules: [AppearanceRule] {
        Explainer.rules(of: ProxyRegistry.current, scope: ProxyRegistry.recordingScope)
    }

    /// Every rule that matches `node` (its class, containers, traits and style class), each
    /// with whether it won: the same decision as ``explain(_:property:)`` for all of the
    /// object's properties in one pass.
    public static func ruleMatches(for node: any AppearanceNode) -> [AppearanceRuleMatch] {
        Explainer.ruleMatches(node)
    }
}
