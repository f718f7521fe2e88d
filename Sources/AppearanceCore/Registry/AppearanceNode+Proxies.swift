extension AppearanceNode {
    /// The proxy for this class: its values apply to every instance (R4.1).
    ///
    /// ```swift
    /// Label.appearance().textColor = .red
    /// ```
    public static func appearance() -> AppearanceProxy<Self> {
        Appearance.proxy(for: .of(self), as: Self.self)
    }

    /// The proxy for instances inside the given containers, innermost first, gaps allowed.
    ///
    /// ```swift
    /// Label.appearance(whenContainedInInstancesOf: [Card.self, Screen.self]).textColor = .blue
    /// ```
    ///
    /// When several containment proxies match, the one anchored farthest out wins (R4.2).
    public static func appearance(whenContainedInInstancesOf containers: [any AppearanceContainer.Type]) -> AppearanceProxy<Self> {
        Appearance.proxy(for: .of(self), as: Self.self, whenContainedIn: containers.map { .of($0) })
    }

    /// The proxy for instances whose traits have every trait `traits` specifies.
    ///
    /// ```swift
    /// Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).textColor = .white
    /// ```
    public static func appearance(for traits: TraitCollection) -> AppearanceProxy<Self> {
        Appearance.proxy(for: .of(self), as: Self.self, traits: traits)
    }

    /// The proxy for instances with the given traits inside the given containers.
    public static func appearance(
        for traits: TraitCollection, whenContainedInInstancesOf containers: [any AppearanceContainer.Type]
    ) -> AppearanceProxy<Self> {
        Appearance.proxy(for: .of(self), as: Self.self, whenContainedIn: containers.map { .of($0) }, traits: traits)
    }

    /// The proxy for instances that carry `styleClass` in their style classes.
    ///
    /// ```swift
    /// Button.appearance(styleClass: "danger").backgroundColor = .systemRed
    /// dangerButton.styleClasses = ["danger"]
    /// ```
    ///
    /// Style-class proxies apply after class proxies with the same containers.
    public static func appearance(
        styleClass: String, for traits: TraitCollection? = nil,
        whenContainedInInstancesOf containers: [any AppearanceContainer.Type] = []
    ) -> AppearanceProxy<Self> {
        // R4.4 (Rules.md): after the class proxies it ties with; two such proxies by recording.
        Appearance.proxy(for: .of(self), as: Self.self, whenContainedIn: containers.map { .of($0) }, traits: traits, styleClass: styleClass)
    }

    /// The proxy for instances inside the given containers, innermost first, where containers
    /// may be classes (``AppearanceType/of(_:)``) or style classes (``AppearanceType/styleClass(_:)``).
    ///
    /// ```swift
    /// Label.appearance(whenContainedIn: [.styleClass("card")]).textColor = .secondaryLabel
    /// ```
    public static func appearance(
        whenContainedIn containers: [AppearanceType], for traits: TraitCollection? = nil, styleClass: String? = nil
    ) -> AppearanceProxy<Self> {
        Appearance.proxy(for: .of(self), as: Self.self, whenContainedIn: containers, traits: traits, styleClass: styleClass)
    }
}
