public import Foundation

/// A path of lines and curves, as Core Graphics' `CGPath`: what a ``ShapeLayer`` draws, a
/// layer's `shadowPath` casts, and ``BezierPath/cgPath`` gives.
///
/// Foundation on Linux has Core Graphics' geometry but not its paths, so the kit declares them
/// under their own names; build one with ``CGMutablePath`` or ``BezierPath``:
///
/// ```swift
/// layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
/// let ring = CGMutablePath()
/// ring.addArc(center: CGPoint(x: 20, y: 20), radius: 18, startAngle: 0, endAngle: .pi * 2, clockwise: false)
/// ```
///
/// A path is a value in all but name: ``CGMutablePath`` changes it in place, and every reader
/// (``BezierPath/cgPath``, a layer) takes a copy, as Core Graphics' immutable paths are.
public class CGPath: @unchecked Sendable, CustomStringConvertible {
    // `@unchecked Sendable`: only `CGMutablePath` writes `elements`, and Core Graphics' own
    // mutable paths are not thread-safe either; an immutable `CGPath` never changes.

    /// One piece of a path, in the path's coordinates.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at the point.
        case moveToPoint(CGPoint)
        /// A straight line to the point.
        case addLineToPoint(CGPoint)
        /// A quadratic Bézier curve to `point`, bent towards `control`.
        case addQuadCurveToPoint(control: CGPoint, point: CGPoint)
        /// A cubic Bézier curve to `point` with two control points.
        case addCurveToPoint(control1: CGPoint, control2: CGPoint, point: CGPoint)
        /// A line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The path's pieces, in order (arcs, ellipses and rounded corners as cubic curves).
    public internal(set) var elements: [Element]

    /// An empty path.
    init(elements: [Element] = []) {
        self.elements = elements
    }

    /// A rectangle, as Core Graphics' `CGPath(rect:transform:)` (the transform by value: `nil`, or a transform where Core Graphics takes a pointer).
    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        let path = CGMutablePath()
        path.addRect(rect)
        self.init(elements: path.transformed(by: transform).elements)
    }

    /// The ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        self.init(elements: path.transformed(by: transform).elements)
    }

    /// A rectangle with rounded corners, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform? = nil
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(elements: path.transformed(by: transform).elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, control points included
    /// (Core Graphics' `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .moveToPoint(let point), .addLineToPoint(let point): points.append(point)
            case .addQuadCurveToPoint(let control, let point): points += [control, point]
            case .addCurveToPoint(let control1, let control2, let point): points += [control1, control2, point]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var minimum = first
        var maximum = first
        for point in points.dropFirst() {
            minimum = CGPoint(x: Swift.min(minimum.x, point.x), y: Swift.min(minimum.y, point.y))
            maximum = CGPoint(x: Swift.max(maximum.x, point.x), y: Swift.max(maximum.y, point.y))
        }
        return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }

    /// The point the next element starts from: the end of the last one (a closed subpath's
    /// start); `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .moveToPoint(let point):
                start = point
                current = point
            case .addLineToPoint(let point), .addQuadCurveToPoint(_, let point), .addCurveToPoint(_, _, let point):
                current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// An immutable copy, as Core Graphics' `copy()`.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A mutable copy, as Core Graphics' `mutableCopy()`.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// Calls `body` with each element in order, as Core Graphics' `applyWithBlock(_:)` walks them.
    public func forEachElement(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The elements, as SVG's path data writes them.
    public var description: String { "CGPath(\(elements.count) elements, box \(boundingBox.compactDescription))" }
}

extension CGPath: Equatable {
    /// Whether two paths have the same elements, as Core Graphics' `==` compares paths.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
}
