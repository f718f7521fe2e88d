/// Corners of a layer, as Core Animation's `CACornerMask`: which corners
/// ``Layer/cornerRadius`` rounds (``Layer/maskedCorners``), named in a y-up frame as Core
/// Animation names them: `layerMinXMinYCorner` is the top-left corner of a view.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The raw bits, as Core Animation's.
    public let rawValue: UInt
    /// The corners of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner of a view.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner of a view.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner of a view.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner of a view.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    /// Every corner.
    package static let allCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}
