extension TabBar {
    /// How a tab bar spreads its items across its width: UIKit's `UITabBar.ItemPositioning`.
    public enum ItemPositioning: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Fill on phones, centred elsewhere.
        case automatic
        /// The items share the whole width.
        case fill
        /// The items keep their width and spacing, centred.
        case centered

        /// The case name.
        public var description: String { rawValue }
    }
}
