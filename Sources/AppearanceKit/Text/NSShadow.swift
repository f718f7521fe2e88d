public import Foundation

/// The shadow of text, for the ``Foundation/NSAttributedString/Key/shadow`` attribute.
///
/// UIKit's `NSShadow`, declared by the kit because Foundation on Linux lacks it.
///
/// ```swift
/// let shadow = NSShadow()
/// shadow.shadowColor = Color.black.withAlphaComponent(0.3)
/// shadow.shadowOffset = CGSize(width: 0, height: 1)
/// NavigationBar.appearance().titleTextAttributes = [.shadow: shadow]
/// ```
open class NSShadow: NSObject, NSCopying {
    /// How far the shadow is drawn from the text: right and down in points; UIKit's default is
    /// 0 across and 3 up.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius in points; 0 draws a sharp shadow.
    open var shadowBlurRadius: CGFloat = 0
    /// The shadow's colour: a ``Color``. `nil` (or a value of another type) draws black at a
    /// third opacity, as UIKit does.
    open var shadowColor: Any?

    /// A shadow 3 points up, with no blur and the default colour.
    public override init() {
        super.init()
    }

    /// A copy with the same offset, blur radius and colour.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// Shadows are equal when their offsets, blur radii and colours are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && shadowColor as? Color == other.shadowColor as? Color
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(shadowOffset.width)
        hasher.combine(shadowOffset.height)
        hasher.combine(shadowBlurRadius)
        hasher.combine(shadowColor as? Color)
        return hasher.finalize()
    }
}
