extension ThemeDocument {
    /// One entry of `rules`: the proxy it sets (class, containers, traits, style class) and the
    /// property values it records.
    ///
    /// ```yaml
    /// - class: Label
    ///   containers: [Card, Screen]          # innermost first, optional
    ///   traits: {userInterfaceStyle: dark}  # optional
    ///   styleClass: danger                  # optional
    ///   properties:
    ///     textColor: "#FFFFFF"
    /// ```
    public struct Rule: Hashable, Sendable {
        /// Where the rule starts.
        public var location: ThemeLocation
        /// The class to style; `nil` when the rule has none (an error).
        public var className: Located<String>?
        /// Container classes, innermost first.
        public var containers: [Located<String>]
        /// Required traits, in file order; empty for a trait-free rule.
        public var traits: [TraitRequirement]
        /// The required style class, if any.
        public var styleClass: Located<String>?
        /// Whether the rule is skipped, without a diagnostic, when a class or a property it
        /// names is not registered (`optional: true`), for themes that style an app's own
        /// classes and properties.
        public var isOptional: Bool
        /// The property values, in file order.
        public var properties: [PropertySetting]

        /// A rule.
        public init(
            location: ThemeLocation, className: Located<String>?, containers: [Located<String>] = [],
            traits: [TraitRequirement] = [], styleClass: Located<String>? = nil, isOptional: Bool = false,
            properties: [PropertySetting] = []
        ) {
            self.location = location
            self.className = className
            self.containers = containers
            self.traits = traits
            self.styleClass = styleClass
            self.isOptional = isOptional
            self.properties = properties
        }
    }

    /// One entry of a rule's `traits`: `userInterfaceStyle: dark`.
    public struct TraitRequirement: Hashable, Sendable {
        /// The trait's name.
        public var name: Located<String>
        /// The value as written.
        public var value: ThemeNode

        /// A trait requirement.
        public init(name: Located<String>, value: ThemeNode) {
            self.name = name
            self.value = value
        }
    }

    /// One entry of a rule's `properties`: `titleColor[highlighted]: $tint`.
    public struct PropertySetting: Hashable, Sendable {
        /// The property's name, without axis values (`titleColor`).
        public var name: Located<String>
        /// The axis values written in brackets, split at commas (`[top, compact]` gives two), or
        /// `nil` when the key has no brackets.
        public var axis: [Located<String>]?
        /// The value as written.
        public var value: ThemeNode

        /// A property setting.
        public init(name: Located<String>, axis: [Located<String>]? = nil, value: ThemeNode) {
            self.name = name
            self.axis = axis
            self.value = value
        }
    }
}
