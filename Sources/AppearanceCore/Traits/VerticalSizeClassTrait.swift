/// The trait for the vertical ``UserInterfaceSizeClass``; default ``UserInterfaceSizeClass/unspecified``.
public enum VerticalSizeClassTrait: TraitDefinition {
    /// ``UserInterfaceSizeClass/unspecified``.
    public static let defaultValue = UserInterfaceSizeClass.unspecified
    /// `verticalSizeClass`.
    public static let name = "verticalSizeClass"
}

extension TraitCollection {
    /// A collection that specifies only the vertical size class.
    public init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }

    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { self[VerticalSizeClassTrait.self] }
        set { self[VerticalSizeClassTrait.self] = newValue }
    }
}
