public import AppearanceKit

/// What the inspector shows for one view: who it is, where it sits, and for every styled
/// property the R10 explanation with each rule's source.
public struct InspectorReport: Encodable, Sendable, Equatable {
    /// The view path (`card/title`).
    public var view: String
    /// The view's class (`AppHeadline`).
    public var type: String
    /// The class and its superclasses, most derived first.
    public var classChain: [String]
    /// The view's style classes.
    public var styleClasses: [String]
    /// The appearance containers around the view, innermost first (`AppView #card`).
    public var containers: [String]
    /// The view's traits, as explanations print them.
    public var traits: String
    /// Every property some rule sets for the view, by name.
    public var properties: [Property]

    /// One property and its explanation.
    public struct Property: Encodable, Sendable, Equatable {
        /// The name, with its axis value (`titleColor[normal]`).
        public var name: String
        /// The value the view has in the page's traits, printed.
        public var value: String?
        /// The dynamic colour that value comes from, with every trait entry it has; `nil` for a
        /// value that is the same in every trait state.
        public var dynamicValue: String?
        /// Whether the app set the value on the view itself (R4.3).
        public var explicit: Bool
        /// The rules, matched ones in application order, then the others.
        public var rules: [Rule]
    }

    /// One rule of the explanation: the rule as `appearance explain --json` writes it (its
    /// proxy, target, containers, traits, style class, property, value, `location`, whether
    /// it `matched` and its `outcome`), and what the page adds: its order, whether it won, how
    /// to edit its value, and the views on screen it matches and wins.
    ///
    /// The report is written for the page, not read back: the rule is the engine's, whose
    /// traits only the app that defines them can read.
    public struct Rule: Encodable, Sendable, Equatable {
        /// The rule and how it fared on the view.
        public var explained: AppearanceExplanation.Rule
        /// The 1-based position among the rules that matched, or `nil` for one that did not.
        public var order: Int?
        /// How the page shows where it was written, and whether and where it may edit the value.
        public var source: Source
        /// The paths of the views on screen it matches (for hover highlighting).
        public var matches: [String]
        /// The paths of the views on screen whose value it gives.
        public var wins: [String]

        /// The proxy as Swift code names it.
        public var proxy: String { explained.proxyDescription }
        /// The value it records, printed.
        public var value: String { explained.value }
        /// What happened to it: `won`, `outranked by 2`, `trait mismatch`, …
        public var outcome: String { explained.outcome.description }
        /// Whether it matched the view.
        public var matched: Bool { explained.outcome.matched }
        /// Whether its value is the view's.
        public var won: Bool { explained.outcome == .won }
        /// Where it was written, when the recording code said.
        public var location: AppearanceSourceLocation? { explained.location }

        private enum CodingKeys: String, CodingKey { case order, won, source, matches, wins }

        /// Encodes the explanation's rule with `order`, `won`, `source`, `matches` and `wins`.
        public func encode(to encoder: any Encoder) throws {
            try explained.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(order, forKey: .order)
            try container.encode(won, forKey: .won)
            try container.encode(source, forKey: .source)
            try container.encode(matches, forKey: .matches)
            try container.encode(wins, forKey: .wins)
        }
    }

    /// How the page shows where a rule was written, and how it may edit the value: the place
    /// itself (file, line, column, kind) is the rule's `location`.
    public struct Source: Codable, Sendable, Equatable {
        /// `file.yaml:12:5`, `MyApp/Theme.swift:42`, or `code` when unknown.
        public var display: String
        /// The variable the rule names for its value (`tint` for `$tint`), if any: an edit
        /// rewrites the variable's value, so every rule using it follows.
        public var variable: String?
        /// Whether the inspector may write this value back into the file.
        public var editable: Bool
        /// Where an edit writes: the value's file, line and column, or the variable's.
        public var editPath: String?
        /// The line an edit writes at.
        public var editLine: Int?
        /// The column an edit writes at.
        public var editColumn: Int?
        /// `colour` or `number` for a value it may write back.
        public var valueKind: String?
        /// The value as an editor shows it: `#rrggbb` for the colour picker, or the number.
        public var editValue: String?
        /// The value as the file writes it at the edit location (`"#112233"`, `red`, `12`): the
        /// page sends it back with an edit, which is refused if the file says otherwise there now.
        public var editText: String? = nil
        /// The whole line of the edit location as the file writes it: the page sends it back
        /// with an edit, which is refused if that line is another one now.
        public var editLineText: String? = nil
    }
}
