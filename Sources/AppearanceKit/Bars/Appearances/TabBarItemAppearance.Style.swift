extension TabBarItemAppearance {
    /// A layout of tab bar items: UIKit's `UITabBarItemAppearance.Style`.
    public enum Style: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The icon above the title (phones in portrait).
        case stacked
        /// The icon beside the title (regular width).
        case inline
        /// The icon beside the title, smaller (compact height).
        case compactInline

        /// The case name.
        public var description: String { rawValue }
    }
}
