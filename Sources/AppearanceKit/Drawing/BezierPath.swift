public import Foundation

/// A path with a line style, drawn from a view's `draw(_:)` or given to a layer, as UIKit's
/// `UIBezierPath`.
///
/// ```swift
/// layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath
/// let ring = UIBezierPath(arcCenter: center, radius: 40, startAngle: -.pi / 2, endAngle: .pi * 1.5, clockwise: true)
/// ```
///
/// Angles are in radians from the positive x axis, and `clockwise` is the screen's sense (y
/// grows downwards), as UIKit's. Rounded corners are circular (UIKit's continuous corners differ
/// by a fraction of a point).
@preconcurrency @MainActor
open class BezierPath: @MainActor CustomStringConvertible {
    private var path = CGMutablePath()

    /// The path's width when stroked.
    open var lineWidth: CGFloat = 1
    /// How stroked ends are drawn.
    open var lineCapStyle = CGLineCap.butt
    /// How stroked corners are drawn.
    open var lineJoinStyle = CGLineJoin.miter
    /// Whether ``fill()`` uses the even-odd rule.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with circular corners of `cornerRadius` (at most half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        // Circular corners: the radius is at most half the shorter side, as UIKit's.
        let side = Swift.min(Swift.abs(rect.width), Swift.abs(rect.height)) / 2
        let radius = Swift.min(Swift.max(cornerRadius, 0), side)
        path.addRoundedRect(in: rect, radii: RectCornerRadii(uniform: CGSize(width: radius, height: radius)))
    }

    /// A rectangle with the given corners rounded by `cornerRadii`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        self.init()
        let side = Swift.min(Swift.abs(rect.width), Swift.abs(rect.height)) / 2
        let rounded = CGSize(width: Swift.min(cornerRadii.width, side), height: Swift.min(cornerRadii.height, side))
        func radius(_ corner: RectCorner) -> CGSize { corners.contains(corner) ? rounded : .zero }
        path.addRoundedRect(
            in: rect,
            radii: RectCornerRadii(
                topLeft: radius(.topLeft), topRight: radius(.topRight), bottomRight: radius(.bottomRight),
                bottomLeft: radius(.bottomLeft)))
    }

    /// An arc of the circle around `center` (`clockwise` in the screen's sense).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path of `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as Core Graphics' (a copy: changing this path later does not change it).
    open var cgPath: CGPath {
        get { CGPath(elements: path.elements) }
        set { path = CGMutablePath(elements: newValue.elements) }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle holding the path's points, control points included.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    /// Where the next element starts.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }
    /// A straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// A cubic curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc (`clockwise` in the screen's sense), joined to the current point by a line.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.appendArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: clockwise)
    }
    /// Closes the current subpath.
    open func close() { path.closeSubpath() }
    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }
    /// Adds `bezierPath`'s elements after this path's.
    open func append(_ bezierPath: BezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.transformed(by: transform).elements)
    }

    /// Fills the path with the current fill colour (``Color/setFill()``) in the current context.
    open func fill() {
        CGContext.current?.fill(cgPath, evenOdd: usesEvenOddFillRule)
    }

    /// Strokes the path with the current stroke colour (``Color/setStroke()``) and this path's
    /// line style in the current context.
    open func stroke() {
        CGContext.current?.stroke(cgPath, width: lineWidth, cap: lineCapStyle, join: lineJoinStyle)
    }

    /// The path's element count and bounds.
    open var description: String { "BezierPath(\(path.elements.count) elements, bounds \(bounds.compactDescription))" }
}
