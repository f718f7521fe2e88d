import Foundation

/// The attributes few layers set, kept apart so that a view's layer allocates nothing for
/// them until one is written (see ``Layer``).
@MainActor
final class LayerExtras {
    static let defaultShadowOffset = CGSize(width: 0, height: -3)
    static let defaultShadowRadius: CGFloat = 3

    var shadowOffset = defaultShadowOffset
    var shadowRadius = defaultShadowRadius
    var shadowPath: CGPath?
    var maskedCorners = CACornerMask.allCorners
    var name: String?
    /// A free layer's geometry and look (a view's own layer uses its view's).
    var frame = CGRect.zero
    var backgroundColor: CGColor?
    var opacity: Float = 1
    var isHidden = false
    var mask: Layer?
    /// The layers added to this one, back to front; `nil` when there are none, as UIKit's.
    var sublayers: [Layer]?
    /// The layer this one was added to.
    weak var superlayer: Layer?

    /// A copy of the attributes, without the sublayers and superlayer.
    func copyWithoutHierarchy() -> LayerExtras {
        let copy = LayerExtras()
        copy.shadowOffset = shadowOffset
        copy.shadowRadius = shadowRadius
        copy.shadowPath = shadowPath
        copy.maskedCorners = maskedCorners
        copy.name = name
        copy.frame = frame
        copy.backgroundColor = backgroundColor
        copy.opacity = opacity
        copy.isHidden = isHidden
        copy.mask = mask
        return copy
    }
}
