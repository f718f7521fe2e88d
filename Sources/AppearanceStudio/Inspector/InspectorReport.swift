/// What the inspector shows for one view: who it is, where it sits, and for every styled
/// property the R10 explanation with each rule's source.
public struct InspectorReport: Codable, Sendable, Equatable {
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
    public struct Property: Codable, Sendable, Equatable {
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

    /// One rule of an explanation.
    public struct Rule: Codable, Sendable, Equatable {
        /// The 1-based position among the rules that matched, or `nil` for one that did not.
        public var order: Int?
        /// The proxy as Swift code names it.
        public var proxy: String
        /// The value it records, printed.
        public var value: String
        /// What happened to it: `won`, `outranked by 2`, `trait mismatch`, …
        public var outcome: String
        /// Whether it matched the view.
        public var matched: Bool
        /// Whether its value is the view's.
        public var won: Bool
        /// Where it was written.
        public var source: Source
        /// The paths of the views on screen it matches (for hover highlighting).
        public var matches: [String]
        /// The paths of the views on screen whose value it gives.
        public var wins: [String]
    }

    /// Where a rule was written: a line and column of a theme file, or a line of Swift.
    public struct Source: Codable, Sendable, Equatable {
        /// The theme file's path or the Swift file ID, or `nil` when unknown.
        public var path: String?
        /// `file.yaml:12:5`, `MyApp/Theme.swift:42`, or `code` when unknown.
        public var display: String
        /// The line.
        public var line: Int?
        /// The column of the value, in the theme file.
        public var column: Int?
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
        /// `swift` for a rule recorded by Swift code (its file ID and line), `themeFile` for
        /// one from a theme file, `nil` when the recording code did not say where it was.
        public var kind: String? = nil
    }
}
