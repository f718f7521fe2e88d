public import Foundation

/// A path being built, as Core Graphics' `CGMutablePath`.
///
/// ```swift
/// let path = CGMutablePath()
/// path.move(to: CGPoint(x: 0, y: 10))
/// path.addLine(to: CGPoint(x: 20, y: 10))
/// path.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: false)
/// ```
///
/// Angles are in radians from the positive x axis. `clockwise` is Core Graphics' sense, in
/// coordinates where y grows upwards: on a view, whose y grows downwards, `clockwise: false`
/// turns clockwise on screen (``BezierPath``'s `clockwise` is the screen's sense, as UIKit's).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init()
    }

    override init(elements: [Element]) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.moveToPoint(point.applying(transform)))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        elements.append(.addLineToPoint(point.applying(transform)))
    }

    /// A quadratic curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        elements.append(.addQuadCurveToPoint(control: control.applying(transform), point: end.applying(transform)))
    }

    /// A cubic curve from the current point to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        startIfNeeded()
        elements.append(
            .addCurveToPoint(
                control1: control1.applying(transform), control2: control2.applying(transform),
                point: end.applying(transform)))
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle, drawn from its minimum corner clockwise on screen.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY), transform: transform)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform)
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY), transform: transform)
        closeSubpath()
    }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect`, as a closed subpath of four curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, cornerWidth: rect.width / 2, cornerHeight: rect.height / 2, transform: transform)
    }

    /// A closed rectangle with elliptical corners of the given radii (clamped to half the side).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let radius = CGSize(width: cornerWidth, height: cornerHeight)
        addRoundedRect(in: rect, radii: RectCornerRadii(uniform: radius), transform: transform)
    }

    /// A straight polyline through `points`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// An arc of the circle around `center`, joined to the current point by a line.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The circle's radius.
    ///   - startAngle: Where the arc starts, in radians from the positive x axis.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: Core Graphics' sense (y up): `false` turns towards growing angles, which
    ///     is clockwise on a view's screen.
    ///   - transform: A transform applied to the arc's points.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        appendArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, increasing: !clockwise,
            transform: transform)
    }

    /// The elements of `path` after this path's.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.transformed(by: transform).elements
    }

    /// A line to the current point when there is no subpath yet starts one at the origin, as
    /// Core Graphics does (with a warning there).
    private func startIfNeeded() {
        if elements.isEmpty { elements.append(.moveToPoint(.zero)) }
    }
}
