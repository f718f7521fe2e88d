extension FontDescriptor {
    /// Stylistic traits of a font: italic, bold, monospaced, …
    ///
    /// UIKit's `UIFontDescriptor.SymbolicTraits`, with the same raw values.
    ///
    /// ```swift
    /// let traits: FontDescriptor.SymbolicTraits = [.traitBold, .traitItalic]
    /// ```
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits as a bit mask.
        public let rawValue: UInt32

        /// Traits from a bit mask.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Slanted glyphs.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// A bold weight.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider glyphs.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower glyphs.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Equal advances for every glyph.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Glyphs for vertical text.
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Metrics tuned for user interfaces.
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tighter line spacing.
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }
}
