extension ContentSizeCategory {
    /// Whether this is one of the accessibility sizes (`accessibilityMedium` and larger), as
    /// UIKit's `isAccessibilityCategory`: layouts stack side-by-side content at these sizes.
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge:
            true
        default:
            false
        }
    }
}
