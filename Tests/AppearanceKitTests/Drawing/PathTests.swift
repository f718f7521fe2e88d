import AppearanceKit
import Foundation
import Testing

/// Core Graphics' paths and UIKit's Bézier paths (#43, item 4): the shapes apps build for shadow
/// paths, shape layers and `draw(_:)`, with Core Graphics' and UIKit's senses of "clockwise".
@MainActor
@Suite struct PathTests {
    /// Points compared to a hundredth (arcs go through sine and cosine).
    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 }

    @Test func aRectangleIsFourLinesClosedFromItsMinimumCorner() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(
            path.elements == [
                .moveToPoint(CGPoint(x: 10, y: 20)), .addLineToPoint(CGPoint(x: 40, y: 20)),
                .addLineToPoint(CGPoint(x: 40, y: 60)), .addLineToPoint(CGPoint(x: 10, y: 60)), .closeSubpath,
            ])
        #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20), "a closed subpath ends at its start")
    }

    @Test func anEmptyPathHasANullBox() {
        #expect(CGMutablePath().isEmpty)
        #expect(CGMutablePath().boundingBox.isNull)
        #expect(BezierPath().bounds == .zero)
    }

    @Test func aRoundedRectangleStaysInsideItsRectangleAndClampsItsRadius() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = BezierPath(roundedRect: rect, cornerRadius: 50)
        #expect(path.bounds == rect, "the radius is at most half the shorter side: the curves reach the edges")
        let curves = path.cgPath.elements.filter { if case .addCurveToPoint = $0 { true } else { false } }
        #expect(curves.count == 4)
        #expect(path.cgPath.elements.first == .moveToPoint(CGPoint(x: 20, y: 0)))
    }

    @Test func onlyTheAskedCornersAreRounded() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let path = BezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 8, height: 8))
        let curves = path.cgPath.elements.filter { if case .addCurveToPoint = $0 { true } else { false } }
        #expect(curves.count == 2)
        #expect(path.cgPath.elements.contains(.addLineToPoint(CGPoint(x: 100, y: 40))), "a square bottom-right corner")
    }

    /// UIKit's `clockwise` is the screen's (y down); Core Graphics' is y up's, so the same flag
    /// turns the other way on a view.
    @Test func bezierPathsTurnClockwiseOnScreenAndCorePathsTheOtherWay() {
        let center = CGPoint(x: 50, y: 50)
        let screen = BezierPath(arcCenter: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(screen.cgPath.elements.first.map(Self.point) ?? .zero, CGPoint(x: 60, y: 50)))
        #expect(close(screen.currentPoint, CGPoint(x: 50, y: 60)), "a quarter turn clockwise on screen ends below the centre")
        #expect(abs(screen.bounds.maxY - 60) < 0.01 && abs(screen.bounds.minY - 50) < 0.01)

        let core = CGMutablePath()
        core.addArc(center: center, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(core.currentPoint, CGPoint(x: 50, y: 60)))
        #expect(core.boundingBox.minY < 41, "three quarters round, through the top of the circle")
    }

    @Test func aFullCircleIsFourQuarterCurves() {
        let path = BezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: -.pi / 2, endAngle: .pi * 1.5, clockwise: true)
        let curves = path.cgPath.elements.filter { if case .addCurveToPoint = $0 { true } else { false } }
        #expect(curves.count == 4)
        #expect(close(path.currentPoint, CGPoint(x: 20, y: 2)))
        let box = path.bounds
        #expect(abs(box.minX - 2) < 0.01 && abs(box.maxX - 38) < 0.01)
    }

    @Test func anArcJoinsTheCurrentPointWithALine() {
        let path = BezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: CGPoint(x: 50, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(path.cgPath.elements[1] == .addLineToPoint(CGPoint(x: 40, y: CGFloat(sin(Double.pi) * 10))))
    }

    @Test func transformsMovePathsAndPoints() {
        let moved = CGAffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(moved) == CGPoint(x: 7, y: 9))
        #expect(moved.inverted().concatenating(moved).isIdentity)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(path.boundingBox == CGRect(x: 5, y: 0, width: 10, height: 10))
        let bezier = BezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        bezier.apply(CGAffineTransform(scaleX: 2, y: 3))
        #expect(bezier.bounds == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test func aPathGivenToALayerIsACopy() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        let shape = ShapeLayer()
        shape.path = path
        path.addRect(CGRect(x: 20, y: 20, width: 10, height: 10))
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    static func point(of element: CGPath.Element) -> CGPoint {
        switch element {
        case .moveToPoint(let point), .addLineToPoint(let point), .addQuadCurveToPoint(_, let point),
            .addCurveToPoint(_, _, let point):
            point
        case .closeSubpath: .zero
        }
    }
}
