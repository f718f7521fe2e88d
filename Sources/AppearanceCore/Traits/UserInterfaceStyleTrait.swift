/// Light or dark appearance.
public enum UserInterfaceStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Not decided; the window's style applies.
    case unspecified, light, dark
    /// The case name.
    public var description: String { rawValue }
}

/// The trait for ``UserInterfaceStyle``; default ``UserInterfaceStyle/unspecified``.
public enum UserInterfaceStyleTrait: TraitDefinition {
    /// ``UserInterfaceStyle/unspecified``.
    public static let defaultValue = UserInterfaceStyle.unspecified
    /// `userInterfaceStyle`.
    public static let name = "userInterfaceStyle"
}

extension TraitCollection {
    /// A collection that specifies only the interface style.
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }

    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { self[UserInterfaceStyleTrait.self] }
        set { self[UserInterfaceStyleTrait.self] = newValue }
    }
}
