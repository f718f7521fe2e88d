/// A width and a height.
///
/// The Swift stand-in for `CGSize`. Also used for offsets, such as a text shadow's.
///
/// ```swift
/// let size = Size(width: 44, height: 44)
/// size.description   // "44×44"
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// The size 0 × 0.
    public static let zero = Size(width: 0, height: 0)

    /// A size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// For example `44×44`.
    public var description: String { "\(width.compactDescription)×\(height.compactDescription)" }
}
