/// Whether the user asked for increased contrast.
public enum AccessibilityContrast: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Whether the user asked for increased contrast.
    case unspecified, normal, high
    /// The case name.
    public var description: String { rawValue }
}

/// The trait for ``AccessibilityContrast``; default ``AccessibilityContrast/unspecified``.
public enum AccessibilityContrastTrait: TraitDefinition {
    /// ``AccessibilityContrast/unspecified``.
    public static let defaultValue = AccessibilityContrast.unspecified
    /// `accessibilityContrast`.
    public static let name = "accessibilityContrast"
}

extension TraitCollection {
    /// A collection that specifies only the accessibility contrast.
    public init(accessibilityContrast: AccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }

    /// The accessibility contrast.
    public var accessibilityContrast: AccessibilityContrast {
        get { self[AccessibilityContrastTrait.self] }
        set { self[AccessibilityContrastTrait.self] = newValue }
    }
}
