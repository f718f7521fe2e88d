import AppearanceAudit
import AppearanceKit
import AppearanceSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The SVG strategies as an app's suite uses them: references kept in `__Snapshots__`, the
/// default matrix recorded one file per state, byte-stable pictures, and a failure that names
/// the views that changed.
@MainActor
@Suite(.serialized) struct AppearanceSnapshotTests {
    /// A folder of its own for references a test records and then changes.
    static func scratchFolder() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("appearance-snapshots-\(UUID().uuidString)")
        return folder.path
    }

    @Test func aScreenMatchesItsReference() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        assertSnapshot(of: ProfileViewController(), as: .appearance)
    }

    @Test func aScreenOnAnotherDeviceInDarkMode() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        assertSnapshot(
            of: ProfileViewController(), as: .appearance(on: .iPhoneSE, traits: TraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func aViewAloneAtItsOwnSize() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        assertSnapshot(of: BadgeView(count: 3), as: .appearance)
    }

    /// The default matrix: style × contrast × content size, one reference per state.
    @Test func theDefaultMatrixRecordsOneSnapshotPerState() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let strategies: [String: Snapshotting<ViewController, String>] = .appearanceMatrix(.default)
        #expect(strategies.count == 8)
        #expect(Set(strategies.keys).contains("dark-high-AX3"))
        assertSnapshots(of: ProfileViewController(), as: .appearanceMatrix(.default))
    }

    @Test func aViewInAMatrixOfItsOwn() throws {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let matrix = try TraitMatrix([TraitMatrix.Dimension("style", ["light", "dark"])])
        assertSnapshots(of: BadgeView(count: 12), as: .appearanceMatrix(matrix))
    }

    /// Two pictures of the same screen are the same bytes, and a second instance draws the same.
    @Test func picturesAreByteStable() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let strategy = Snapshotting<ViewController, String>.appearance(traits: TraitCollection(userInterfaceStyle: .dark))
        var pictures: [String] = []
        for _ in 0..<3 {
            strategy.snapshot(ProfileViewController()).run { pictures.append($0) }
        }
        #expect(pictures.count == 3)
        #expect(Set(pictures).count == 1)
        #expect(pictures[0].hasPrefix("<?xml"))
    }

    /// One instance snapshotted in two states stays in the window made for it, restyled.
    @Test func oneInstanceRestylesBetweenStates() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let screen = ProfileViewController()
        var light = ""
        var dark = ""
        Snapshotting<ViewController, String>.appearance.snapshot(screen).run { light = $0 }
        Snapshotting<ViewController, String>.appearance(traits: TraitCollection(userInterfaceStyle: .dark)).snapshot(screen)
            .run { dark = $0 }
        #expect(light != dark)
        var fresh = ""
        Snapshotting<ViewController, String>.appearance(traits: TraitCollection(userInterfaceStyle: .dark))
            .snapshot(ProfileViewController()).run { fresh = $0 }
        #expect(dark == fresh)
    }

    /// A colour changed by the theme fails with the view that changed and its colours.
    @Test func aChangedColourNamesTheViewAndTheColours() throws {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let folder = Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let saved = Appearance.snapshot()
        defer { Appearance.restore(saved) }
        let recorded = verifySnapshot(
            of: ProfileViewController(), as: .appearance, named: "profile", record: .all, snapshotDirectory: folder)
        #expect(recorded?.contains("Record mode is on") == true)
        TitleLabel.appearance().textColor = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        let failure = try #require(
            verifySnapshot(of: ProfileViewController(), as: .appearance, named: "profile", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("differs from the reference"))
        #expect(failure.contains("1 view changed"))
        #expect(failure.contains("TitleLabel#title: text \"Ada Lovelace\" fill #000000 → #800080"))
        #expect(!failure.contains("#follow:"), "unchanged views are not listed")
    }

    /// A moved view is said to have moved; a view that is no longer there, removed.
    @Test func movedAndRemovedViewsAreNamed() throws {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        let folder = Self.scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(of: ProfileViewController(), as: .appearance, named: "profile", record: .all, snapshotDirectory: folder)
        let changed = ProfileViewController()
        changed.loadViewIfNeeded()
        changed.bodyLabel.removeFromSuperview()
        let failure = try #require(
            verifySnapshot(of: changed, as: .appearance, named: "profile", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("#body: removed"))
        #expect(failure.contains("#follow: moved from"))
    }

    @Test func devicesAreTheStudiosPresets() {
        // Proxies are global, and other suites' tests run between a suite's init and its tests.
        Appearance.reset()
        #expect(
            SnapshotDevice.presets.map(\.size) == [
                CGSize(width: 390, height: 844), CGSize(width: 375, height: 667), CGSize(width: 430, height: 932),
                CGSize(width: 744, height: 1133),
            ])
        #expect(SnapshotDevice.iPhoneSE.landscape.size == CGSize(width: 667, height: 375))
        #expect(SnapshotDevice.iPhone.description == "iPhone (390×844)")
    }
}
