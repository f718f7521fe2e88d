extension ListContentConfiguration {
    /// How the image of a list's content is drawn, as UIKit's
    /// `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable {
        /// The size that leaves the image at its own size (`maximumSize` and `reservedLayoutSize`).
        public nonisolated static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint of a template image; `nil` uses the view's tint colour.
        public var tintColor: Color?
        /// The symbol configuration of a symbol image.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// The radius of the image's corners.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero: no limit).
        public var maximumSize = CGSize.zero
        /// The space kept for the image, so texts line up across rows (zero: the image's own).
        public var reservedLayoutSize = CGSize.zero
        /// Whether the image keeps its colours when the display inverts them.
        public var accessibilityIgnoresInvertColors = false

        /// Image properties with the system's defaults.
        public init() {}

        /// The tint the image is drawn with in a view whose tint colour is `tintColor`.
        public func resolvedTintColor(for tintColor: Color) -> Color { self.tintColor ?? tintColor }
    }
}
