extension SearchBar {
    /// A search bar icon and a control state: the two axes of a search bar's icon images.
    ///
    /// ```swift
    /// let key = SearchBar.IconAndState(.clear, .highlighted)
    /// SearchBar.appearance()[\.[image: key.icon, key.state]] = Image(named: "clear-pressed")
    /// ```
    public struct IconAndState: Hashable, Sendable, CustomStringConvertible {
        /// The icon.
        public var icon: Icon
        /// The control state.
        public var state: ControlState

        /// The pair.
        public init(_ icon: Icon, _ state: ControlState) {
            self.icon = icon
            self.state = state
        }

        /// `icon, state`.
        public var description: String { "\(icon), \(state)" }
    }
}
