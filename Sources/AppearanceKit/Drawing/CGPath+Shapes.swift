import Foundation

/// The radii of a rectangle's four corners (each a width and a height), for rounded rectangles
/// whose corners differ (``BezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``).
package struct RectCornerRadii: Equatable, Sendable {
    package var topLeft, topRight, bottomRight, bottomLeft: CGSize

    package init(topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize) {
        (self.topLeft, self.topRight, self.bottomRight, self.bottomLeft) = (topLeft, topRight, bottomRight, bottomLeft)
    }

    package init(uniform radius: CGSize) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// The radii no larger than half of `size` on either axis, and not negative.
    func clamped(to size: CGSize) -> RectCornerRadii {
        func clamp(_ radius: CGSize) -> CGSize {
            CGSize(
                width: Swift.min(Swift.max(radius.width, 0), Swift.abs(size.width) / 2),
                height: Swift.min(Swift.max(radius.height, 0), Swift.abs(size.height) / 2))
        }
        return RectCornerRadii(
            topLeft: clamp(topLeft), topRight: clamp(topRight), bottomRight: clamp(bottomRight),
            bottomLeft: clamp(bottomLeft))
    }
}

extension CGPath {
    /// How far a cubic curve's control points sit from its ends, as a fraction of the radius,
    /// for a quarter of a circle: 4/3·tan(π/8).
    static let quarterCircleControl: CGFloat = 0.552_284_749_8

    /// This path with every point transformed (itself, for `nil` or the identity).
    package func transformed(by transform: CGAffineTransform?) -> CGPath {
        guard let transform, !transform.isIdentity else { return self }
        return CGPath(
            elements: elements.map { element in
                switch element {
                case .moveToPoint(let point): .moveToPoint(point.applying(transform))
                case .addLineToPoint(let point): .addLineToPoint(point.applying(transform))
                case .addQuadCurveToPoint(let control, let point):
                    .addQuadCurveToPoint(control: control.applying(transform), point: point.applying(transform))
                case .addCurveToPoint(let control1, let control2, let point):
                    .addCurveToPoint(
                        control1: control1.applying(transform), control2: control2.applying(transform),
                        point: point.applying(transform))
                case .closeSubpath: .closeSubpath
                }
            })
    }
}

extension CGMutablePath {
    /// A closed rounded rectangle, clockwise on screen from the end of the top-left corner.
    package func addRoundedRect(in rect: CGRect, radii: RectCornerRadii, transform: CGAffineTransform = .identity) {
        let rect = rect.standardized
        let radii = radii.clamped(to: rect.size)
        let k = Self.quarterCircleControl
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
        // A square corner adds nothing: the sides meet at it.
        func corner(to end: CGPoint, control1: CGPoint, control2: CGPoint, radius: CGSize) {
            guard radius.width > 0, radius.height > 0 else { return }
            addCurve(to: end, control1: control1, control2: control2, transform: transform)
        }
        let (tl, tr, br, bl) = (radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft)
        move(to: point(rect.minX + tl.width, rect.minY), transform: transform)
        addLine(to: point(rect.maxX - tr.width, rect.minY), transform: transform)
        corner(
            to: point(rect.maxX, rect.minY + tr.height),
            control1: point(rect.maxX - tr.width * (1 - k), rect.minY),
            control2: point(rect.maxX, rect.minY + tr.height * (1 - k)), radius: tr)
        addLine(to: point(rect.maxX, rect.maxY - br.height), transform: transform)
        corner(
            to: point(rect.maxX - br.width, rect.maxY),
            control1: point(rect.maxX, rect.maxY - br.height * (1 - k)),
            control2: point(rect.maxX - br.width * (1 - k), rect.maxY), radius: br)
        addLine(to: point(rect.minX + bl.width, rect.maxY), transform: transform)
        corner(
            to: point(rect.minX, rect.maxY - bl.height),
            control1: point(rect.minX + bl.width * (1 - k), rect.maxY),
            control2: point(rect.minX, rect.maxY - bl.height * (1 - k)), radius: bl)
        addLine(to: point(rect.minX, rect.minY + tl.height), transform: transform)
        corner(
            to: point(rect.minX + tl.width, rect.minY),
            control1: point(rect.minX, rect.minY + tl.height * (1 - k)),
            control2: point(rect.minX + tl.width * (1 - k), rect.minY), radius: tl)
        closeSubpath()
    }

    /// An arc as cubic curves of at most a quarter turn each, joined to the current point by a
    /// line (or starting a subpath when there is none).
    ///
    /// - Parameter increasing: whether the angle grows from `startAngle` (clockwise on a
    ///   screen whose y grows downwards).
    package func appendArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if increasing, sweep < 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn
        } else if !increasing, sweep > 0 {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn
        }
        sweep = Swift.min(Swift.max(sweep, -fullTurn), fullTurn)
        func point(at angle: CGFloat) -> CGPoint {
            CGPoint(
                x: center.x + radius * CGFloat(Foundation.cos(Double(angle))),
                y: center.y + radius * CGFloat(Foundation.sin(Double(angle))))
        }
        let start = point(at: startAngle)
        if elements.isEmpty || elements.last == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        guard radius > 0, sweep != 0 else { return }
        let pieces = Int((Swift.abs(sweep) / (CGFloat.pi / 2)).rounded(.up))
        let step = sweep / CGFloat(pieces)
        let k = 4 / 3 * CGFloat(Foundation.tan(Double(step / 4)))
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (from, to) = (point(at: angle), point(at: next))
            let control1 = CGPoint(
                x: from.x - k * radius * CGFloat(Foundation.sin(Double(angle))),
                y: from.y + k * radius * CGFloat(Foundation.cos(Double(angle))))
            let control2 = CGPoint(
                x: to.x + k * radius * CGFloat(Foundation.sin(Double(next))),
                y: to.y - k * radius * CGFloat(Foundation.cos(Double(next))))
            addCurve(to: to, control1: control1, control2: control2, transform: transform)
            angle = next
        }
    }
}
