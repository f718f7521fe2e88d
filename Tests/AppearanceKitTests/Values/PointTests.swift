import AppearanceKit
import Testing

@Suite struct PointTests {
    @Test func zeroAndInit() {
        #expect(Point.zero == Point(x: 0, y: 0))
        let point = Point(x: 3, y: -4)
        #expect(point.x == 3)
        #expect(point.y == -4)
    }

    @Test func offsetBy() {
        #expect(Point(x: 10, y: 20).offsetBy(dx: 5, dy: -2) == Point(x: 15, y: 18))
    }

    @Test func description() {
        #expect(Point(x: 10, y: 2.5).description == "(10, 2.5)")
    }
}
