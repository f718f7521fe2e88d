public import Foundation

/// What a measurement of text reports beyond its size: UIKit's `NSStringDrawingContext`.
///
/// The kit never shrinks text while measuring it, so ``actualScaleFactor`` stays 1;
/// ``totalBounds`` is the last measured rectangle.
///
/// ```swift
/// let context = NSStringDrawingContext()
/// _ = ("Hello" as NSString).boundingRect(
///     with: CGSize(width: 100, height: 40), options: [], attributes: nil, context: context)
/// context.totalBounds   // the same rectangle
/// ```
open class NSStringDrawingContext: NSObject {
    /// The smallest scale the text may be shrunk to; 0 (the default) allows none.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was measured at: always 1.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last measured with this context.
    open internal(set) var totalBounds: CGRect = .zero

    /// A context with no shrinking allowed.
    public override init() {
        super.init()
    }
}
