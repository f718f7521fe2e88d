import AppearanceKit
import Testing

/// The kit's geometry is Foundation's Core Graphics types; these are what the kit adds to them
/// (UIKit's `inset(by:)`, the kit's clamped inset for layout, and how values print).
@Suite struct CoreGraphicsGeometryTests {
    @Test func insetByEdgeInsetsIsUIKits() {
        let rect = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(rect.inset(by: EdgeInsets(top: 8, left: 16, bottom: 4, right: 10)) == CGRect(x: 16, y: 8, width: 294, height: 32))
        #expect(rect.inset(by: .zero) == rect)
        #expect(rect.inset(by: EdgeInsets(all: -2)) == CGRect(x: -2, y: -2, width: 324, height: 48))
        // As UIKit's: not standardized, so insets past the size leave a negative extent.
        #expect(rect.inset(by: EdgeInsets(top: 30, bottom: 30)) == CGRect(x: 0, y: 30, width: 320, height: -16))
    }

    @Test func clampedInsetCollapsesAtTheCentre() {
        let rect = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(rect.insetClamped(by: EdgeInsets(top: 8, left: 16, bottom: 4, right: 10)) == CGRect(x: 16, y: 8, width: 294, height: 32))
        #expect(rect.insetClamped(by: EdgeInsets(top: 30, bottom: 30)) == CGRect(x: 0, y: 22, width: 320, height: 0))
        #expect(CGRect(x: 10, y: 10, width: -10, height: 10).insetClamped(by: .zero) == CGRect(x: 0, y: 10, width: 10, height: 10))
    }

    @Test func pointOffset() {
        #expect(CGPoint(x: 10, y: 20).offsetBy(dx: 5, dy: -2) == CGPoint(x: 15, y: 18))
    }

    @Test(arguments: [
        (CGRect(x: 16, y: 8, width: 288, height: 28.5).appearanceDescription, "(16, 8, 288, 28.5)"),
        (CGSize(width: 44, height: 0.5).appearanceDescription, "44×0.5"),
        (CGPoint(x: 10, y: 2.5).appearanceDescription, "(10, 2.5)"),
        (EdgeInsets(top: 1, left: 2, bottom: 3, right: 4.5).description, "(top: 1, left: 2, bottom: 3, right: 4.5)"),
    ])
    func valuesPrintCompactly(printed: String, expected: String) {
        #expect(printed == expected)
    }
}
