internal import AppearanceKit
internal import Foundation

/// The background configurations a bar appearance mapping can start from (`configure:`).
private enum BarBackgroundConfiguration: String, CaseIterable {
    case `default`, opaque, transparent
}

extension ValueReader {
    // MARK: - Keys

    /// The keys every bar appearance mapping may have.
    static let barAppearanceKeys = [
        "configure", "backgroundEffect", "backgroundColor", "backgroundImage", "backgroundImageContentMode",
        "shadowColor", "shadowImage",
    ]
    /// The keys of a navigation bar appearance.
    static let navigationBarAppearanceKeys =
        barAppearanceKeys + [
            "titleTextAttributes", "largeTitleTextAttributes", "titlePositionAdjustment", "backIndicatorImage",
            "backIndicatorTransitionMaskImage", "buttonAppearance", "doneButtonAppearance", "backButtonAppearance",
        ]
    /// The keys of a toolbar appearance.
    static let toolbarAppearanceKeys = barAppearanceKeys + ["buttonAppearance", "doneButtonAppearance"]
    /// The keys of a tab bar appearance.
    static let tabBarAppearanceKeys =
        barAppearanceKeys + [
            "stackedLayoutAppearance", "inlineLayoutAppearance", "compactInlineLayoutAppearance", "stackedItemPositioning",
            "stackedItemSpacing", "stackedItemWidth", "selectionIndicatorTintColor", "selectionIndicatorImage",
        ]
    /// The keys of a bar button item appearance.
    static let barButtonItemAppearanceKeys = ["style", "normal", "highlighted", "disabled", "focused"]
    /// The keys of one state of a bar button item appearance.
    static let barButtonItemStateKeys = [
        "titleTextAttributes", "titlePositionAdjustment", "backgroundImage", "backgroundImagePositionAdjustment",
    ]
    /// The keys of a tab bar item appearance.
    static let tabBarItemAppearanceKeys = ["normal", "selected", "disabled", "focused"]
    /// The keys of one state of a tab bar item appearance.
    static let tabBarItemStateKeys = [
        "titleTextAttributes", "titlePositionAdjustment", "iconColor", "badgePositionAdjustment", "badgeBackgroundColor",
        "badgeTextAttributes", "badgeTitlePositionAdjustment",
    ]

    static let navigationBarAppearanceExpectation =
        "a navigation bar appearance: a mapping such as {configure: opaque, backgroundColor: \"#123456\", "
        + "titleTextAttributes: {foregroundColor: white}}"
    static let toolbarAppearanceExpectation =
        "a toolbar appearance: a mapping such as {configure: opaque, backgroundColor: \"#123456\"}"
    static let tabBarAppearanceExpectation =
        "a tab bar appearance: a mapping such as {configure: opaque, stackedLayoutAppearance: {selected: {iconColor: orange}}}"

    // MARK: - Bar appearances

    /// A navigation bar appearance: a mapping with ``navigationBarAppearanceKeys``.
    ///
    /// `configure` (`default`, `opaque` or `transparent`) applies first, whatever its place in
    /// the mapping; the other keys then set the properties of the same names. `none` (or
    /// `null`) sets an optional property to `nil`.
    @MainActor
    mutating func navigationBarAppearance(_ node: ThemeNode) -> NavigationBarAppearance? {
        barAppearance(
            node, keys: Self.navigationBarAppearanceKeys, place: "a navigation bar appearance",
            expectation: Self.navigationBarAppearanceExpectation
        ) { (reader: inout ValueReader, fields, appearance: NavigationBarAppearance) in
            var ok = true
            if let field = fields["titleTextAttributes"] {
                if let value = reader.textAttributes(field) { appearance.titleTextAttributes = value } else { ok = false }
            }
            if let field = fields["largeTitleTextAttributes"] {
                if let value = reader.textAttributes(field) { appearance.largeTitleTextAttributes = value } else { ok = false }
            }
            if let field = fields["titlePositionAdjustment"] {
                if let value = reader.offset(field) { appearance.titlePositionAdjustment = value } else { ok = false }
            }
            var indicator = appearance.backIndicatorImage
            var mask = appearance.backIndicatorTransitionMaskImage
            if let field = fields["backIndicatorImage"] {
                if let value = reader.optionalValue(field, { $0.image($1) }) { indicator = value } else { ok = false }
            }
            if let field = fields["backIndicatorTransitionMaskImage"] {
                if let value = reader.optionalValue(field, { $0.image($1) }) { mask = value } else { ok = false }
            }
            appearance.setBackIndicatorImage(indicator, transitionMaskImage: mask)
            let buttons: [(String, BarButtonItemAppearance)] = [
                ("buttonAppearance", appearance.buttonAppearance), ("doneButtonAppearance", appearance.doneButtonAppearance),
                ("backButtonAppearance", appearance.backButtonAppearance),
            ]
            for (key, target) in buttons {
                if let field = fields[key], !reader.barButtonItemAppearance(field, into: target) { ok = false }
            }
            return ok
        }
    }

    /// A toolbar appearance: a mapping with ``toolbarAppearanceKeys`` (see
    /// ``navigationBarAppearance(_:)``).
    @MainActor
    mutating func toolbarAppearance(_ node: ThemeNode) -> ToolbarAppearance? {
        barAppearance(
            node, keys: Self.toolbarAppearanceKeys, place: "a toolbar appearance",
            expectation: Self.toolbarAppearanceExpectation
        ) { (reader: inout ValueReader, fields, appearance: ToolbarAppearance) in
            var ok = true
            let buttons = [("buttonAppearance", appearance.buttonAppearance), ("doneButtonAppearance", appearance.doneButtonAppearance)]
            for (key, target) in buttons {
                if let field = fields[key], !reader.barButtonItemAppearance(field, into: target) { ok = false }
            }
            return ok
        }
    }

    /// A tab bar appearance: a mapping with ``tabBarAppearanceKeys`` (see
    /// ``navigationBarAppearance(_:)``).
    @MainActor
    mutating func tabBarAppearance(_ node: ThemeNode) -> TabBarAppearance? {
        barAppearance(
            node, keys: Self.tabBarAppearanceKeys, place: "a tab bar appearance",
            expectation: Self.tabBarAppearanceExpectation
        ) { (reader: inout ValueReader, fields, appearance: TabBarAppearance) in
            var ok = true
            let layouts = [
                ("stackedLayoutAppearance", appearance.stackedLayoutAppearance),
                ("inlineLayoutAppearance", appearance.inlineLayoutAppearance),
                ("compactInlineLayoutAppearance", appearance.compactInlineLayoutAppearance),
            ]
            for (key, target) in layouts {
                if let field = fields[key], !reader.tabBarItemAppearance(field, into: target) { ok = false }
            }
            if let field = fields["stackedItemPositioning"] {
                let cases = EnumCases(TabBar.ItemPositioning.self)!
                if let value = reader.enumValue(field, cases) as? TabBar.ItemPositioning {
                    appearance.stackedItemPositioning = value
                } else {
                    ok = false
                }
            }
            if let field = fields["stackedItemSpacing"] {
                if let value = reader.double(field) { appearance.stackedItemSpacing = value } else { ok = false }
            }
            if let field = fields["stackedItemWidth"] {
                if let value = reader.double(field) { appearance.stackedItemWidth = value } else { ok = false }
            }
            if let field = fields["selectionIndicatorTintColor"] {
                if let value = reader.optionalValue(field, { $0.color($1) }) {
                    appearance.selectionIndicatorTintColor = value
                } else {
                    ok = false
                }
            }
            if let field = fields["selectionIndicatorImage"] {
                if let value = reader.optionalValue(field, { $0.image($1) }) {
                    appearance.selectionIndicatorImage = value
                } else {
                    ok = false
                }
            }
            return ok
        }
    }

    /// A bar appearance of type `A`: checks the mapping, applies `configure` and the background
    /// and shadow keys, then `specific` for the subclass's keys (which returns whether all of
    /// them were valid).
    @MainActor
    private mutating func barAppearance<A: BarAppearance>(
        _ node: ThemeNode, keys: [String], place: String, expectation: String,
        specific: (inout ValueReader, [String: ThemeNode], A) -> Bool
    ) -> A? {
        read(node) { reader, node in
            guard node.entries != nil else {
                reader.expected(expectation, got: node)
                return nil
            }
            let fields = reader.fields(of: node, known: keys, in: place)
            let appearance = A(idiom: .phone)
            var ok = true
            if let field = fields["configure"] {
                let configurations = EnumCases(BarBackgroundConfiguration.self)!
                switch reader.caseValue(field, configurations, kind: "background configuration") as? BarBackgroundConfiguration {
                case .default: appearance.configureWithDefaultBackground()
                case .opaque: appearance.configureWithOpaqueBackground()
                case .transparent: appearance.configureWithTransparentBackground()
                case nil: ok = false
                }
            }
            if let field = fields["backgroundEffect"] {
                let styles = EnumCases(BlurEffect.Style.self)!
                if let value = reader.optionalValue(field, { $0.caseValue($1, styles, kind: "blur style") as? BlurEffect.Style }) {
                    appearance.backgroundEffect = value.map(BlurEffect.init(style:))
                } else {
                    ok = false
                }
            }
            if let field = fields["backgroundColor"] {
                if let value = reader.optionalValue(field, { $0.color($1) }) { appearance.backgroundColor = value } else { ok = false }
            }
            if let field = fields["backgroundImage"] {
                if let value = reader.optionalValue(field, { $0.image($1) }) { appearance.backgroundImage = value } else { ok = false }
            }
            if let field = fields["backgroundImageContentMode"] {
                if let value = reader.enumValue(field, EnumCases(ContentMode.self)!) as? ContentMode {
                    appearance.backgroundImageContentMode = value
                } else {
                    ok = false
                }
            }
            if let field = fields["shadowColor"] {
                if let value = reader.optionalValue(field, { $0.color($1) }) { appearance.shadowColor = value } else { ok = false }
            }
            if let field = fields["shadowImage"] {
                if let value = reader.optionalValue(field, { $0.image($1) }) { appearance.shadowImage = value } else { ok = false }
            }
            if !specific(&reader, fields, appearance) { ok = false }
            return ok ? appearance : nil
        }
    }

    // MARK: - Button and item appearances

    /// Reads a bar button item appearance mapping into `target`: `style` (`plain` or `done`)
    /// resets it for that style first; `normal`, `highlighted`, `disabled` and `focused` set
    /// the states. Returns whether everything was valid.
    @MainActor
    private mutating func barButtonItemAppearance(_ node: ThemeNode, into target: BarButtonItemAppearance) -> Bool {
        read(node) { reader, node -> Bool? in
            guard node.entries != nil else {
                reader.expected(
                    "a bar button appearance: a mapping such as {normal: {titleTextAttributes: {foregroundColor: white}}}", got: node)
                return nil
            }
            let fields = reader.fields(of: node, known: Self.barButtonItemAppearanceKeys, in: "a bar button appearance")
            var ok = true
            if let field = fields["style"] {
                if let style = reader.enumValue(field, EnumCases(BarButtonItem.Style.self)!) as? BarButtonItem.Style {
                    target.configureWithDefault(for: style)
                } else {
                    ok = false
                }
            }
            let states = [
                ("normal", target.normal), ("highlighted", target.highlighted), ("disabled", target.disabled),
                ("focused", target.focused),
            ]
            for (key, state) in states {
                if let field = fields[key], !reader.barButtonItemState(field, into: state) { ok = false }
            }
            return ok ? true : nil
        } ?? false
    }

    /// Reads one state of a bar button item appearance into `state`.
    @MainActor
    private mutating func barButtonItemState(_ node: ThemeNode, into state: BarButtonItemStateAppearance) -> Bool {
        read(node) { reader, node -> Bool? in
            guard node.entries != nil else {
                reader.expected("a button state appearance: a mapping such as {titleTextAttributes: {foregroundColor: white}}", got: node)
                return nil
            }
            let fields = reader.fields(of: node, known: Self.barButtonItemStateKeys, in: "a button state appearance")
            var ok = true
            if let field = fields["titleTextAttributes"] {
                if let value = reader.textAttributes(field) { state.titleTextAttributes = value } else { ok = false }
            }
            if let field = fields["titlePositionAdjustment"] {
                if let value = reader.offset(field) { state.titlePositionAdjustment = value } else { ok = false }
            }
            if let field = fields["backgroundImage"] {
                if let value = reader.optionalValue(field, { $0.image($1) }) { state.backgroundImage = value } else { ok = false }
            }
            if let field = fields["backgroundImagePositionAdjustment"] {
                if let value = reader.offset(field) { state.backgroundImagePositionAdjustment = value } else { ok = false }
            }
            return ok ? true : nil
        } ?? false
    }

    /// Reads a tab bar item appearance mapping (`normal`, `selected`, `disabled`, `focused`)
    /// into `target`.
    @MainActor
    private mutating func tabBarItemAppearance(_ node: ThemeNode, into target: TabBarItemAppearance) -> Bool {
        read(node) { reader, node -> Bool? in
            guard node.entries != nil else {
                reader.expected("a tab bar item appearance: a mapping such as {selected: {iconColor: orange}}", got: node)
                return nil
            }
            let fields = reader.fields(of: node, known: Self.tabBarItemAppearanceKeys, in: "a tab bar item appearance")
            var ok = true
            let states = [
                ("normal", target.normal), ("selected", target.selected), ("disabled", target.disabled),
                ("focused", target.focused),
            ]
            for (key, state) in states {
                if let field = fields[key], !reader.tabBarItemState(field, into: state) { ok = false }
            }
            return ok ? true : nil
        } ?? false
    }

    /// Reads one state of a tab bar item appearance into `state`.
    @MainActor
    private mutating func tabBarItemState(_ node: ThemeNode, into state: TabBarItemStateAppearance) -> Bool {
        read(node) { reader, node -> Bool? in
            guard node.entries != nil else {
                reader.expected("a tab bar item state appearance: a mapping such as {iconColor: orange}", got: node)
                return nil
            }
            let fields = reader.fields(of: node, known: Self.tabBarItemStateKeys, in: "a tab bar item state appearance")
            var ok = true
            if let field = fields["titleTextAttributes"] {
                if let value = reader.textAttributes(field) { state.titleTextAttributes = value } else { ok = false }
            }
            if let field = fields["badgeTextAttributes"] {
                if let value = reader.textAttributes(field) { state.badgeTextAttributes = value } else { ok = false }
            }
            let offsets: [(String, ReferenceWritableKeyPath<TabBarItemStateAppearance, Offset>)] = [
                ("titlePositionAdjustment", \.titlePositionAdjustment), ("badgePositionAdjustment", \.badgePositionAdjustment),
                ("badgeTitlePositionAdjustment", \.badgeTitlePositionAdjustment),
            ]
            for (key, keyPath) in offsets {
                guard let field = fields[key] else { continue }
                if let value = reader.offset(field) { state[keyPath: keyPath] = value } else { ok = false }
            }
            let colors: [(String, ReferenceWritableKeyPath<TabBarItemStateAppearance, Color?>)] = [
                ("iconColor", \.iconColor), ("badgeBackgroundColor", \.badgeBackgroundColor),
            ]
            for (key, keyPath) in colors {
                guard let field = fields[key] else { continue }
                if let value = reader.optionalValue(field, { $0.color($1) }) { state[keyPath: keyPath] = value } else { ok = false }
            }
            return ok ? true : nil
        } ?? false
    }

    // MARK: - Names and optional values

    /// A case of `cases` by name, with messages that call the value a `kind` ("blur style").
    private mutating func caseValue(_ node: ThemeNode, _ cases: EnumCases, kind: String) -> Any? {
        read(node) { reader, node in
            let list = cases.names.joined(separator: ", ")
            guard let text = node.scalar, !node.isNull else {
                reader.expected("a \(kind): one of \(list)", got: node)
                return nil
            }
            if let value = cases.value(named: text) { return value }
            reader.error(
                .invalidValue,
                "unknown \(kind) '\(text)'" + NameSuggestion.didYouMean(text, in: cases.names, then: "the \(kind)s are \(list)"),
                at: node.textLocation)
            return nil
        }
    }

    /// `.some(nil)` for `none` or `null`, `.some(value)` for a value `parse` reads, and `nil`
    /// after `parse` reported a problem.
    private mutating func optionalValue<Value>(
        _ node: ThemeNode, _ parse: (inout ValueReader, ThemeNode) -> Value?
    ) -> Value?? {
        read(node) { reader, node -> Value?? in
            if !node.isQuoted, let text = node.scalar, ["none", "null", "~", "Null", "NULL"].contains(text) {
                return .some(nil)
            }
            guard let value = parse(&reader, node) else { return nil }
            return .some(value)
        }
    }
}
