extension Color {
    /// A colour that fills an area with `image`, tiled: UIKit's `init(patternImage:)`.
    ///
    /// The kit loads no pixels (see ``Image``), so the pattern shows, in pictures and to the
    /// contrast audit, as one colour standing for the image: its tint when it has one
    /// (``Image/withTintColor(_:)``), else system grey 4, a neutral mid-light grey. Code that
    /// sets a pattern as a background (`view.backgroundColor = UIColor(patternImage: tile)`)
    /// compiles and runs unchanged; a screen whose legibility depends on the pattern's pixels
    /// needs a real colour behind its text.
    ///
    /// Like a provider colour, a pattern colour equals only itself.
    public convenience init(patternImage image: Image) {
        let standIn = image.tintColor ?? .systemGray4
        self.init(dynamicProvider: { _ in standIn })
    }
}
