public import AppearanceKit

extension ResolvedTheme {
    /// One proxy value of a theme: the property, the proxy it is recorded in, and the value.
    ///
    /// It is what `Label.appearance(whenContainedInInstancesOf: [Card.self]).textColor = .white`
    /// does, as data.
    @MainActor
    public struct Assignment {
        /// The property, from the catalog.
        public let property: PropertyDescriptor
        /// The axis value for a per-axis property (`ControlState.highlighted`), else `nil`.
        public let axis: (any AppearanceAxis)?
        /// The value, of the property's value type.
        public let value: Any
        /// The class whose proxy records the value.
        public let target: AppearanceType
        /// Container classes, innermost first.
        public let containers: [AppearanceType]
        /// Required traits, or `nil` for a trait-free proxy.
        public let traits: TraitCollection?
        /// The required style class, if any.
        public let styleClass: String?
        /// Where the value was written: the rule's value, or where the rule names a variable.
        public let location: ThemeLocation
        /// The entry of the variable the rule names (`textColor: $ink`) that gave the value, if
        /// the rule names one.
        public var variable: AppearanceSourceLocation.Variable? = nil

        /// An assignment.
        /// The value as explanations print it: `AppearanceValueDescribing` values (text
        /// attribute dictionaries) in their own words, others by their `description`.
        public var valueDescription: String {
            (value as? any AppearanceValueDescribing)?.appearanceDescription ?? String(describing: value)
        }

        public init(
            property: PropertyDescriptor, axis: (any AppearanceAxis)?, value: Any, target: AppearanceType,
            containers: [AppearanceType], traits: TraitCollection?, styleClass: String?, location: ThemeLocation
        ) {
            self.property = property
            self.axis = axis
            self.value = value
            self.target = target
            self.containers = containers
            self.traits = traits
            self.styleClass = styleClass
            self.location = location
        }

        /// The assignment located where its rule names `variable` (`use`), with the variable's
        /// entry at `entry`.
        func naming(variable: String, at entry: ThemeLocation, usedAt use: ThemeLocation) -> Assignment {
            var named = Assignment(
                property: property, axis: axis, value: value, target: target, containers: containers, traits: traits,
                styleClass: styleClass, location: use)
            named.variable = entry.line.map { AppearanceSourceLocation.Variable(name: variable, line: $0, column: entry.column) }
            return named
        }

        /// Records the value in its proxy.
        @discardableResult
        func record() -> Bool {
            property.record(
                value, axis: axis, target: target, containers: containers, traits: traits, styleClass: styleClass,
                location: location.line.map {
                    AppearanceSourceLocation(file: location.path, line: $0, column: location.column, variable: variable)
                })
        }
    }
}
