extension Image {
    /// How the middle of a resizable image fills its area.
    ///
    /// The Swift stand-in for `UIImage.ResizingMode`; see ``Image/resizableImage(withCapInsets:resizingMode:)``.
    public enum ResizingMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The middle repeats.
        case tile
        /// The middle stretches.
        case stretch

        /// The case name.
        public var description: String { rawValue }
    }
}
