extension SearchBar {
    /// The icons a search bar shows in its field, each with its own images and offset.
    ///
    /// The Swift stand-in for `UISearchBar.Icon`. Theme files write the case name
    /// (`image[clear, highlighted]`, `positionAdjustment[search]`).
    ///
    /// ```swift
    /// SearchBar.appearance().setImage(Image(systemName: "magnifyingglass"), for: .search, state: .normal)
    /// SearchBar.Icon.allCases.map(\.rawValue)   // ["search", "clear", "bookmark", "resultsList"]
    /// ```
    public enum Icon: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The magnifying glass before the text.
        case search
        /// The button that clears the text.
        case clear
        /// The bookmark button (shown with ``SearchBar/showsBookmarkButton``).
        case bookmark
        /// The results list button (shown with ``SearchBar/showsSearchResultsButton``).
        case resultsList

        /// The case name.
        public var description: String { rawValue }
    }
}
