import AppearanceKit
import AppearanceSnapshotTesting
import Foundation
import SnapshotTesting
import TestSupport
import Testing

/// The PNG form, where `rsvg-convert` is installed (skipped, saying why, where it is not).
@MainActor
@Suite struct PNGSnapshotTests {
    @Test(.requires(["rsvg-convert"], orVariable: "RSVG_CONVERT", install: "apt-get install librsvg2-bin"))
    func aScreenAsAPNG() throws {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        #expect(AppearancePNG.isAvailable, AppearancePNG.unavailableReason)
        var png = Data()
        Snapshotting<ViewController, Data>.appearancePNG(on: .iPhoneSE).snapshot(ProfileViewController()).run { png = $0 }
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG signature")
        var again = Data()
        Snapshotting<ViewController, Data>.appearancePNG(on: .iPhoneSE).snapshot(ProfileViewController()).run { again = $0 }
        #expect(png == again)
    }

    @Test func theReasonSaysWhatToInstall() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        #expect(AppearancePNG.unavailableReason.rawValue.contains("librsvg2-bin"))
    }
}
