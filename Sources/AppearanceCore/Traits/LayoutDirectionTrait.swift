/// The direction text and layout flow.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The direction text and layout flow.
    case unspecified, leftToRight, rightToLeft
    /// The case name.
    public var description: String { rawValue }
}

/// The trait for ``LayoutDirection``; default ``LayoutDirection/unspecified``.
public enum LayoutDirectionTrait: TraitDefinition {
    /// ``LayoutDirection/unspecified``.
    public static let defaultValue = LayoutDirection.unspecified
    /// `layoutDirection`.
    public static let name = "layoutDirection"
}

extension TraitCollection {
    /// A collection that specifies only the layout direction.
    public init(layoutDirection: LayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }

    /// The layout direction.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionTrait.self] }
        set { self[LayoutDirectionTrait.self] = newValue }
    }
}
