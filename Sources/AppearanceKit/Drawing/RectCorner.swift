/// Corners of a rectangle, as UIKit's `UIRectCorner`: the corners a
/// ``BezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)`` rounds.
public struct RectCorner: OptionSet, Sendable, Hashable {
    /// The raw bits, as UIKit's.
    public let rawValue: UInt
    /// The corners of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
