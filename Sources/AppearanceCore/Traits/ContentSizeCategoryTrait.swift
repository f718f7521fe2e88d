/// The user's preferred text size.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The user's preferred text size.
    case unspecified, extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium,
        accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    /// The case name.
    public var description: String { rawValue }
}

/// The trait for ``ContentSizeCategory``; default ``ContentSizeCategory/unspecified``.
public enum PreferredContentSizeCategoryTrait: TraitDefinition {
    /// ``ContentSizeCategory/unspecified``.
    public static let defaultValue = ContentSizeCategory.unspecified
    /// `preferredContentSizeCategory`.
    public static let name = "preferredContentSizeCategory"
}

extension TraitCollection {
    /// A collection that specifies only the preferred content size category.
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }

    /// The preferred content size category.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { self[PreferredContentSizeCategoryTrait.self] }
        set { self[PreferredContentSizeCategoryTrait.self] = newValue }
    }
}
