import AppearanceAudit
import AppearanceKit
import AppearanceSnapshotTesting
import XCTest

/// The XCTest twin, as an XCTest suite calls it. (XCTest on Linux runs test methods on the main
/// thread but cannot call a `@MainActor` method: the body says it is on the main actor.)
final class XCTestReadabilityTests: XCTestCase {
    func testAReadableScreenPasses() throws {
        try MainActor.assumeIsolated {
            Appearance.reset()
            let matrix = try TraitMatrix([TraitMatrix.Dimension("style", ["light", "dark"])])
            XCTAssertReadable(ProfileViewController(), in: matrix)
            XCTAssertReadable(BadgeView(count: 5), in: matrix)
        }
    }
}
