/// The kind of device the interface is designed for.
public enum UserInterfaceIdiom: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The kind of device the interface is designed for.
    case unspecified, phone, pad, tv, carPlay, mac, vision
    /// The case name.
    public var description: String { rawValue }
}

/// The trait for ``UserInterfaceIdiom``; default ``UserInterfaceIdiom/unspecified``.
public enum UserInterfaceIdiomTrait: TraitDefinition {
    /// ``UserInterfaceIdiom/unspecified``.
    public static let defaultValue = UserInterfaceIdiom.unspecified
    /// `userInterfaceIdiom`.
    public static let name = "userInterfaceIdiom"
}

extension TraitCollection {
    /// A collection that specifies only the interface idiom.
    public init(userInterfaceIdiom: UserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
    }

    /// The interface idiom.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        get { self[UserInterfaceIdiomTrait.self] }
        set { self[UserInterfaceIdiomTrait.self] = newValue }
    }
}
