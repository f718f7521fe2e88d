import AppearanceKit
import Testing

@Suite struct RectTests {
    @Test func zeroAndInitializers() {
        #expect(Rect.zero == Rect(x: 0, y: 0, width: 0, height: 0))
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.origin == Point(x: 1, y: 2))
        #expect(rect.size == Size(width: 3, height: 4))
        #expect(rect == Rect(origin: Point(x: 1, y: 2), size: Size(width: 3, height: 4)))
    }

    @Test func edgesAndCentre() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 40)
        #expect(rect.minX == 10)
        #expect(rect.minY == 20)
        #expect(rect.maxX == 110)
        #expect(rect.maxY == 60)
        #expect(rect.midX == 60)
        #expect(rect.midY == 40)
        #expect(rect.width == 100)
        #expect(rect.height == 40)
    }

    @Test func negativeSizeExtendsTheOtherWay() {
        let rect = Rect(x: 10, y: 10, width: -4, height: -6)
        #expect(rect.minX == 6)
        #expect(rect.maxX == 10)
        #expect(rect.minY == 4)
        #expect(rect.maxY == 10)
        #expect(rect.width == 4)
        #expect(rect.height == 6)
        #expect(rect.midX == 8)
        #expect(rect.midY == 7)
        #expect(rect.standardized == Rect(x: 6, y: 4, width: 4, height: 6))
    }

    @Test(arguments: [
        (Point(x: 0, y: 0), true),
        (Point(x: 5, y: 5), true),
        (Point(x: 10, y: 5), false),
        (Point(x: 5, y: 10), false),
        (Point(x: -1, y: 5), false),
    ])
    func contains(point: Point, expected: Bool) {
        #expect(Rect(x: 0, y: 0, width: 10, height: 10).contains(point) == expected)
    }

    @Test func isEmpty() {
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
        #expect(!Rect(x: 5, y: 5, width: 1, height: 1).isEmpty)
    }

    @Test func offsetBy() {
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).offsetBy(dx: 10, dy: -2) == Rect(x: 11, y: 0, width: 3, height: 4))
    }

    @Test func insetByDxDy() {
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 10, y: 5, width: 80, height: 30))
        #expect(rect.insetBy(dx: -10, dy: 0) == Rect(x: -10, y: 0, width: 120, height: 40))
    }

    @Test func insetByCollapsesAtTheCentre() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.insetBy(dx: 8, dy: 0) == Rect(x: 5, y: 0, width: 0, height: 10))
    }

    @Test func insetByEdgeInsets() {
        let rect = Rect(x: 0, y: 0, width: 320, height: 44)
        let inset = rect.inset(by: EdgeInsets(top: 8, left: 16, bottom: 4, right: 10))
        #expect(inset == Rect(x: 16, y: 8, width: 294, height: 32))
        #expect(rect.inset(by: .zero) == rect)
        #expect(rect.inset(by: EdgeInsets(top: 30, bottom: 30)).height == 0)
        #expect(rect.inset(by: EdgeInsets(top: 30, bottom: 30)).minY == 22)
    }

    @Test func description() {
        #expect(Rect(x: 16, y: 8, width: 288, height: 28.5).description == "(16, 8, 288, 28.5)")
    }
}
