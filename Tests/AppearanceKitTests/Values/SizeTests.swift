import AppearanceKit
import Testing

@Suite struct SizeTests {
    @Test func zeroAndInit() {
        #expect(Size.zero == Size(width: 0, height: 0))
        let size = Size(width: 44, height: 30)
        #expect(size.width == 44)
        #expect(size.height == 30)
    }

    @Test func description() {
        #expect(Size(width: 44, height: 0.5).description == "44×0.5")
    }

    @Test func hashable() {
        let set: Set<Size> = [.zero, Size(width: 0, height: 0), Size(width: 1, height: 2), Size(width: 2, height: 1)]
        #expect(set.count == 3)
    }
}
