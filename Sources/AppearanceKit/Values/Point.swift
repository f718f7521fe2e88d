/// A position in a two-dimensional coordinate system whose y axis points down.
///
/// The Swift stand-in for `CGPoint`.
///
/// ```swift
/// let origin = Point(x: 10, y: 20)
/// origin.offsetBy(dx: 5, dy: 0)   // (15, 20)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate; larger values are lower down.
    public var y: Double

    /// The point (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// A point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// For example `(10, 20)`.
    public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}
