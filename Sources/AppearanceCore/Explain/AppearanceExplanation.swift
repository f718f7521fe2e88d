/// Why one property of one object has its value (R10): every rule that sets it for the object's
/// class chain, in application order, which one won, and why each other lost.
///
/// ```swift
/// let why = Appearance.explain(label, property: "textColor")
/// print(why)
/// // Label.textColor = #0000ff
/// //   1.  Label.appearance()                                      textColor = #ff0000  outranked by 2  App/Theme.swift:8
/// //   2.  Label.appearance(whenContainedInInstancesOf: [Card]) @1  textColor = #0000ff  won             App/Theme.swift:9
/// //   -   Label.appearance(for: userInterfaceStyle=dark)          textColor = #ffffff  trait mismatch  themes/brand.yaml:14:16
/// ```
public struct AppearanceExplanation: Sendable, CustomStringConvertible {
    /// The class of the explained object.
    public let typeName: String
    /// The explained property.
    public let property: String
    /// The rules that matched, in application order, followed by those that did not, in
    /// recording order.
    public let rules: [Rule]
    /// Whether the app set the value on the instance, so no rule applies (R4.3).
    public let hasExplicitValue: Bool
    /// The property's current value on the object, printed: for a value that depends on
    /// traits (a dynamic colour) the value as stored, with every trait entry it has.
    public let currentValue: String?
    /// The value the object has in its own traits (style, contrast, …), printed, when the
    /// value depends on them: what a dynamic colour draws as. `nil` for other values.
    public var resolvedValue: String? = nil
    /// The object's traits, as the walk sees them, when ``resolvedValue`` depends on them.
    public var resolvedTraits: TraitCollection? = nil

    /// One proxy that records a value for the property: the rule, and how it fared on the
    /// explained object.
    public struct Rule: Sendable, Hashable {
        /// The rule, its property named as the explanation names it (a property set through a
        /// sub-object as `searchTextField.textColor`).
        public let rule: AppearanceRule
        /// Where it sits in the order, when it matched.
        public let precedence: RulePrecedence?
        /// What happened to it.
        public let outcome: Outcome
        /// The scope the rule belongs to and where it is attached, or `nil` for the app's
        /// global rules (R11).
        public var scope: Scope? = nil

        /// A rule of an explanation.
        public init(rule: AppearanceRule, precedence: RulePrecedence?, outcome: Outcome, scope: Scope? = nil) {
            self.rule = rule
            self.precedence = precedence
            self.outcome = outcome
            self.scope = scope
        }

        /// A rule of an explanation, for a rule no proxy recorded (its ``AppearanceRule/id``
        /// is 0, which names no recorded rule).
        public init(
            target: String, containers: [String], traits: TraitCollection?, styleClass: String?, property: String,
            value: String, precedence: RulePrecedence?, outcome: Outcome, location: AppearanceSourceLocation? = nil
        ) {
            self.init(
                rule: AppearanceRule(
                    id: 0, target: target, containers: containers, traits: traits, styleClass: styleClass, property: property,
                    value: value, location: location),
                precedence: precedence, outcome: outcome)
        }

        /// The target class.
        public var target: String { rule.target }
        /// Containers, innermost first.
        public var containers: [String] { rule.containers }
        /// Required traits, or `nil` for a trait-free proxy.
        public var traits: TraitCollection? { rule.traits }
        /// Required style class, or `nil`.
        public var styleClass: String? { rule.styleClass }
        /// The property name as recorded (with its axis value, if any).
        public var property: String { rule.property }
        /// The recorded value, printed.
        public var value: String { rule.value }
        /// Where the value was recorded: the `appearance…` call in Swift, or the theme file's
        /// line and column; `nil` when the recording code did not say.
        public var location: AppearanceSourceLocation? { rule.location }
        /// The proxy as Swift code would name it.
        public var proxyDescription: String { rule.proxyDescription }
    }

    /// A scope as explanations name it: `scope 'Player' at card/player`.
    public struct Scope: Sendable, Hashable, CustomStringConvertible {
        /// The scope's ``AppearanceScope/name``.
        public let name: String?
        /// The node carrying the scope, as ``AppearanceNode/appearanceDebugName`` names it.
        public let attachedTo: String

        /// A scope of an explanation.
        public init(name: String?, attachedTo: String) {
            self.name = name
            self.attachedTo = attachedTo
        }

        /// `scope 'Player' at card/player`, or `scope at card/player` for a scope without a name.
        public var description: String {
            "\(AppearanceRule.scopeDescription(name: name)) at \(attachedTo)"
        }
    }

    /// What happened to a rule.
    public enum Outcome: Sendable, Hashable, CustomStringConvertible {
        /// It applied last: its value is the appearance value.
        case won
        /// It applied, then a later rule (by its position in ``AppearanceExplanation/rules``) replaced it.
        case outranked(by: Int)
        /// It would have won, but the app set the value on the instance.
        case overriddenByExplicitValue
        /// Its traits are not the object's.
        case traitMismatch
        /// Its containers are not among the object's ancestors, in order.
        case containersNotFound
        /// The object does not carry its style class.
        case styleClassMissing
        /// The rule is global or belongs to a scope attached above an island, which keeps it
        /// out (R12); the associated value names the island.
        case isolated(by: String)

        /// Whether the rule matched the object.
        public var matched: Bool {
            switch self {
            case .won, .outranked, .overriddenByExplicitValue: true
            default: false
            }
        }

        /// A short phrase.
        public var description: String {
            switch self {
            case .won: "won"
            case .outranked(let index): "outranked by \(index + 1)"
            case .overriddenByExplicitValue: "overridden by the explicit value"
            case .traitMismatch: "trait mismatch"
            case .containersNotFound: "containers not found"
            case .styleClassMissing: "style class missing"
            case .isolated(let island): "isolated by \(island)"
            }
        }
    }

    /// The rule whose value applies (or would, but for an explicit value).
    public var winner: Rule? {
        rules.first { $0.outcome == .won || $0.outcome == .overriddenByExplicitValue }
    }

    /// The explanation as an aligned, numbered list, each rule ending with where it was
    /// written (`file:line`).
    public var description: String { formatted() }

    /// The explanation as an aligned, numbered list, with each rule's location as
    /// `location(rule)` writes it (by default its `file:line[:column]`), and the theme
    /// variable's entry the value came from, if any (`($ink at 5:11)`).
    ///
    /// ```swift
    /// print(why.formatted { $0.location.map { "\($0.file.split(separator: "/").last!):\($0.line)" } })
    /// ```
    public func formatted(location: (Rule) -> String? = { $0.location?.description }) -> String {
        let shown =
            resolvedValue.map { resolved in
                "\(resolved) in \(resolvedTraits.map { "\($0)" } ?? "its traits"), from \(currentValue ?? "?")"
            } ?? currentValue ?? "?"
        var lines = ["\(typeName).\(property) = \(shown)\(hasExplicitValue ? " (explicit value set on the instance)" : "")"]
        if rules.isEmpty { lines.append("  no rule sets \(property) for \(typeName)") }
        func column(_ texts: [String]) -> [String] {
            let width = texts.map(\.count).max() ?? 0
            return texts.map { $0 + String(repeating: " ", count: width - $0.count) }
        }
        let proxies = column(
            rules.map { rule in
                rule.proxyDescription + (rule.precedence.map { $0.anchor > 0 ? " @\($0.anchor)" : "" } ?? "")
                    + (rule.scope.map { " in \($0)" } ?? "")
            })
        let values = column(rules.map { "\($0.property) = \($0.value)" })
        let outcomes = column(rules.map(\.outcome.description))
        for (index, rule) in rules.enumerated() {
            let number = rule.outcome.matched ? "\(index + 1)." : "- "
            var line =
                "  \(number + String(repeating: " ", count: max(0, 3 - number.count))) \(proxies[index])  \(values[index])  \(outcomes[index])"
            if let place = location(rule) { line += "  \(place)" }
            // A value from a theme variable names the variable's entry beside the rule.
            if let variable = rule.location?.variable { line += " (\(variable))" }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
