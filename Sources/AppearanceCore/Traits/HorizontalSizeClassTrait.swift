/// A coarse measure of available space.
public enum UserInterfaceSizeClass: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A coarse measure of available space.
    case unspecified, compact, regular
    /// The case name.
    public var description: String { rawValue }
}

/// The trait for ``UserInterfaceSizeClass``; default ``UserInterfaceSizeClass/unspecified``.
public enum HorizontalSizeClassTrait: TraitDefinition {
    /// ``UserInterfaceSizeClass/unspecified``.
    public static let defaultValue = UserInterfaceSizeClass.unspecified
    /// `horizontalSizeClass`.
    public static let name = "horizontalSizeClass"
}

extension TraitCollection {
    /// A collection that specifies only the horizontal size class.
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }

    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { self[HorizontalSizeClassTrait.self] }
        set { self[HorizontalSizeClassTrait.self] = newValue }
    }
}
