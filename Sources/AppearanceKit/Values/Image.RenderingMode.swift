extension Image {
    /// How an image is drawn.
    ///
    /// The Swift stand-in for `UIImage.RenderingMode`. Theme files write the case name.
    public enum RenderingMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The context decides (templates in bar buttons and tab bars, originals elsewhere).
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always a template: the image's shape filled with the tint colour.
        case alwaysTemplate

        /// The case name.
        public var description: String { rawValue }
    }
}
