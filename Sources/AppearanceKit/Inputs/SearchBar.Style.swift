extension SearchBar {
    /// The look of a search bar's background and field.
    ///
    /// The Swift stand-in for `UISearchBar.Style`. Theme files write the case name.
    ///
    /// ```swift
    /// SearchBar.appearance().searchBarStyle = .minimal
    /// SearchBar.Style.allCases.map(\.rawValue)   // ["default", "prominent", "minimal"]
    /// ```
    public enum Style: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The system's look (prominent).
        case `default`
        /// A bar background behind a field: for a search bar that stands on its own.
        case prominent
        /// No bar background, only the field: for a search bar inside other content.
        case minimal

        /// The case name.
        public var description: String { rawValue }
    }
}
