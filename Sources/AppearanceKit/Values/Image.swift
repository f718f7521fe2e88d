/// A named image, with a rendering mode and an optional tint.
///
/// The Swift stand-in for `UIImage`. An image is a reference by name (an asset or a symbol
/// name); no pixels are loaded. Equal names, modes and tints make equal images.
///
/// ```swift
/// Button.appearance().setImage(Image(named: "star").withRenderingMode(.alwaysTemplate), for: .normal)
/// let check = Image(systemName: "checkmark").withTintColor(.systemGreen)
/// ```
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The image's name.
    public var name: String
    /// How the image is drawn: with its own colours or as a template filled with a tint.
    public var renderingMode: RenderingMode
    /// The colour a template image is filled with; `nil` uses the view's tint colour.
    public var tintColor: Color?

    /// The image with the asset name `name`.
    public init(named name: String) {
        self.name = name
        self.renderingMode = .automatic
        self.tintColor = nil
    }

    /// The symbol image with the name `systemName`, such as `"star.fill"`.
    ///
    /// Symbols and named images share one name space here: `Image(systemName: "star")` equals
    /// `Image(named: "star")`.
    public init(systemName: String) {
        self.init(named: systemName)
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// The same image with the tint colour `color` (`nil` removes it).
    public func withTintColor(_ color: Color?) -> Image {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// The same image with the tint colour `color` and the rendering mode `renderingMode`.
    public func withTintColor(_ color: Color?, renderingMode: RenderingMode) -> Image {
        withTintColor(color).withRenderingMode(renderingMode)
    }

    /// For example `star`, or `star (alwaysTemplate, tint systemBlue)`.
    public var description: String {
        var details: [String] = []
        if renderingMode != .automatic { details.append(renderingMode.rawValue) }
        if let tintColor { details.append("tint \(tintColor)") }
        return details.isEmpty ? name : "\(name) (\(details.joined(separator: ", ")))"
    }

    /// How an image is drawn.
    ///
    /// The Swift stand-in for `UIImage.RenderingMode`.
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
