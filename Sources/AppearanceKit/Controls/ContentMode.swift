/// How a view, such as an image view, fits its content into its bounds.
///
/// The Swift stand-in for `UIView.ContentMode`. Theme files write the case name,
/// parsed with `ContentMode(rawValue: "scaleAspectFit")`.
///
/// ```swift
/// let avatar = ImageView(image: Image(named: "avatar"))
/// avatar.contentMode = .scaleAspectFill
/// ```
public enum ContentMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Stretched to fill the bounds, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    case scaleAspectFit
    /// Scaled to cover the bounds, keeping the aspect ratio (parts may be clipped).
    case scaleAspectFill
    /// Redrawn when the bounds change.
    case redraw
    /// Centred, unscaled.
    case center
    /// At the top centre, unscaled.
    case top
    /// At the bottom centre, unscaled.
    case bottom
    /// At the left centre, unscaled.
    case left
    /// At the right centre, unscaled.
    case right
    /// In the top-left corner, unscaled.
    case topLeft
    /// In the top-right corner, unscaled.
    case topRight
    /// In the bottom-left corner, unscaled.
    case bottomLeft
    /// In the bottom-right corner, unscaled.
    case bottomRight

    /// The case name.
    public var description: String { rawValue }
}
