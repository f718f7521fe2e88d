/// A rectangle: an origin and a size, in a coordinate system whose y axis points down.
///
/// The Swift stand-in for `CGRect`, used for view frames and bounds. As with `CGRect`, the edge
/// and extent properties (``minX``, ``width``, …) treat a negative size as extending the other way.
///
/// ```swift
/// var frame = Rect(x: 0, y: 0, width: 320, height: 44)
/// frame.maxY                                             // 44
/// frame = frame.inset(by: EdgeInsets(horizontal: 16, vertical: 8))
/// frame.description                                      // "(16, 8, 288, 28)"
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The corner the size extends from (the top-left corner for a positive size).
    public var origin: Point
    /// The extents from the origin.
    public var size: Size

    /// The rectangle with a zero origin and a zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// A rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle from the coordinates of its origin and its extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The smallest x coordinate (the left edge).
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The smallest y coordinate (the top edge).
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest x coordinate (the right edge).
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The largest y coordinate (the bottom edge).
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, never negative.
    public var width: Double { Swift.abs(size.width) }
    /// The height, never negative.
    public var height: Double { Swift.abs(size.height) }

    /// The same rectangle with a non-negative size.
    public var standardized: Rect { Rect(x: minX, y: minY, width: width, height: height) }

    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether `point` lies inside; the left and top edges are inside, the right and bottom
    /// edges are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The standardized rectangle shrunk by `dx` on the left and right and by `dy` on the top
    /// and bottom (negative values grow it).
    ///
    /// Unlike `CGRect`, which returns the null rectangle, an inset larger than the rectangle
    /// collapses that extent to zero at the centre.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        inset(by: EdgeInsets(horizontal: dx, vertical: dy))
    }

    /// The standardized rectangle with each edge moved inwards by the matching inset (negative
    /// insets grow it).
    ///
    /// An inset larger than the rectangle collapses that extent to zero, centred between the
    /// inset edges.
    public func inset(by insets: EdgeInsets) -> Rect {
        var x = minX + insets.left
        var y = minY + insets.top
        var width = self.width - insets.horizontal
        var height = self.height - insets.vertical
        if width < 0 {
            x += width / 2
            width = 0
        }
        if height < 0 {
            y += height / 2
            height = 0
        }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// For example `(16, 8, 288, 28)`: x, y, width, height.
    public var description: String {
        "(\(origin.x.compactDescription), \(origin.y.compactDescription), "
            + "\(size.width.compactDescription), \(size.height.compactDescription))"
    }
}
