import AppearanceKit
import Testing

@Suite struct EdgeInsetsTests {
    @Test func zero() {
        let zero = EdgeInsets.zero
        #expect(zero.top == 0 && zero.left == 0 && zero.bottom == 0 && zero.right == 0)
        #expect(EdgeInsets() == .zero)
    }

    @Test func memberwise() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1)
        #expect(insets.left == 2)
        #expect(insets.bottom == 3)
        #expect(insets.right == 4)
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
        #expect(EdgeInsets(top: 5) == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    }

    @Test func all() {
        let insets = EdgeInsets(all: 8)
        #expect(insets == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(insets.horizontal == 16)
        #expect(insets.vertical == 16)
    }

    @Test func horizontalAndVertical() {
        #expect(EdgeInsets(horizontal: 16, vertical: 4) == EdgeInsets(top: 4, left: 16, bottom: 4, right: 16))
    }

    @Test func description() {
        #expect(
            EdgeInsets(top: 8, left: 16, bottom: 8, right: 1.5).description
                == "(top: 8, left: 16, bottom: 8, right: 1.5)")
    }

    @Test func hashable() {
        let set: Set<EdgeInsets> = [.zero, EdgeInsets(), EdgeInsets(all: 1), EdgeInsets(top: 1)]
        #expect(set.count == 3)
    }
}
