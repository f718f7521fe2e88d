// Each method takes the caller's `#fileID` and `#line` as defaulted parameters, so UIKit code
// reads and compiles as it did, and every value set through the proxy records where its
// `appearance…` call was written (AppearanceSourceLocation; explanations show it).
extension AppearanceNode {
    /// The proxy for this class: its values apply to every instance (R4.1).
    ///
    /// ```swift
    /// Label.appearance().textColor = .red
    /// ```
    ///
    /// - Parameters:
    ///   - file: Where the call is: the values set through the proxy record it. Leave the default.
    ///   - line: The line of the call. Leave the default.
    public static func appearance(file: StaticString = #fileID, line: UInt = #line) -> AppearanceProxy<Self> {
        Appearance.proxy(for: .of(self), as: Self.self, file: file, line: line)
    }

    /// The proxy for instances inside the given containers, innermost first, gaps allowed.
    ///
    /// ```swift
    /// Label.appearance(whenContainedInInstancesOf: [Card.self, Screen.self]).textColor = .blue
    /// ```
    ///
    /// When several containment proxies match, the one anchored farthest out wins (R4.2).
    ///
    /// - Parameters:
    ///   - containers: Container classes, innermost first.
    ///   - file: Where the call is: the values set through the proxy record it. Leave the default.
    ///   - line: The line of the call. Leave the default.
    public static func appearance(
        whenContainedInInstancesOf containers: [any AppearanceContainer.Type],
        file: StaticString = #fileID, line: UInt = #line
    ) -> AppearanceProxy<Self> {
        Appearance.proxy(for: .of(self), as: Self.self, whenContainedIn: containers.map { .of($0) }, file: file, line: line)
    }

    /// The proxy for instances whose traits have every trait `traits` specifies.
    ///
    /// ```swift
    /// Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).textColor = .white
    /// ```
    ///
    /// - Parameters:
    ///   - traits: The traits instances must have.
    ///   - file: Where the call is: the values set through the proxy record it. Leave the default.
    ///   - line: The line of the call. Leave the default.
    public static func appearance(
        for traits: TraitCollection, file: StaticString = #fileID, line: UInt = #line
    ) -> AppearanceProxy<Self> {
        Appearance.proxy(for: .of(self), as: Self.self, traits: traits, file: file, line: line)
    }

    /// The proxy for instances with the given traits inside the given containers.
    ///
    /// - Parameters:
    ///   - traits: The traits instances must have.
    ///   - containers: Container classes, innermost first.
    ///   - file: Where the call is: the values set through the proxy record it. Leave the default.
    ///   - line: The line of the call. Leave the default.
    public static func appearance(
        for traits: TraitCollection, whenContainedInInstancesOf containers: [any AppearanceContainer.Type],
        file: StaticString = #fileID, line: UInt = #line
    ) -> AppearanceProxy<Self> {
        Appearance.proxy(
            for: .of(self), as: Self.self, whenContainedIn: containers.map { .of($0) }, traits: traits, file: file, line: line)
    }

    /// The proxy for instances that carry `styleClass` in their style classes.
    ///
    /// ```swift
    /// Button.appearance(styleClass: "danger").backgroundColor = .systemRed
    /// dangerButton.styleClasses = ["danger"]
    /// ```
    ///
    /// Style-class proxies apply after class proxies with the same containers.
    ///
    /// - Parameters:
    ///   - styleClass: The style class instances must carry.
    ///   - traits: The traits instances must have, or `nil`.
    ///   - containers: Container classes, innermost first.
    ///   - file: Where the call is: the values set through the proxy record it. Leave the default.
    ///   - line: The line of the call. Leave the default.
    public static func appearance(
        styleClass: String, for traits: TraitCollection? = nil,
        whenContainedInInstancesOf containers: [any AppearanceContainer.Type] = [],
        file: StaticString = #fileID, line: UInt = #line
    ) -> AppearanceProxy<Self> {
        // R4.4 (Rules.md): after the class proxies it ties with; two such proxies by recording.
        Appearance.proxy(
            for: .of(self), as: Self.self, whenContainedIn: containers.map { .of($0) }, traits: traits,
            styleClass: styleClass, file: file, line: line)
    }

    /// The proxy for instances inside the given containers, innermost first, where containers
    /// may be classes (``AppearanceType/of(_:)``) or style classes (``AppearanceType/styleClass(_:)``).
    ///
    /// ```swift
    /// Label.appearance(whenContainedIn: [.styleClass("card")]).textColor = .secondaryLabel
    /// ```
    ///
    /// - Parameters:
    ///   - containers: Containers, innermost first.
    ///   - traits: The traits instances must have, or `nil`.
    ///   - styleClass: The style class instances must carry, or `nil`.
    ///   - file: Where the call is: the values set through the proxy record it. Leave the default.
    ///   - line: The line of the call. Leave the default.
    public static func appearance(
        whenContainedIn containers: [AppearanceType], for traits: TraitCollection? = nil, styleClass: String? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> AppearanceProxy<Self> {
        Appearance.proxy(
            for: .of(self), as: Self.self, whenContainedIn: containers, traits: traits, styleClass: styleClass,
            file: file, line: line)
    }
}
