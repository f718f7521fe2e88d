extension AssetCatalog {
    /// The interface style an entry of a colour or image set is for: Xcode's Appearances
    /// "Any", "Light" and "Dark".
    ///
    /// A set's `Contents.json` writes it as `{"appearance": "luminosity", "value": "dark"}`; an
    /// entry without one is for any style.
    public enum Luminosity: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// No luminosity appearance: the entry for any style, and the fallback of the others.
        case any
        /// `"value": "light"`: light mode (and an unspecified style, which shows as light).
        case light
        /// `"value": "dark"`: dark mode.
        case dark

        /// The case name.
        public var description: String { rawValue }
    }
}
