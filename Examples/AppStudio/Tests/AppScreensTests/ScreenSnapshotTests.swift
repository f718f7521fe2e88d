import AppScreens
import AppearanceAudit
import AppearanceKit
import AppearanceSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// The app's screens as its test suite checks them (#47): each screen's picture in every state
/// of the default matrix (style × contrast × content size), compared with the references in
/// `__Snapshots__/ScreenSnapshotTests/`, and its contrast in each state, with the findings the
/// team has accepted in `contrast-baseline.json`.
///
/// Record the references again after an intended change with
/// `SNAPSHOT_TESTING_RECORD=all swift test`, and the baseline with `RECORD_BASELINE=1 swift test`.
@MainActor
@Suite(.serialized) struct ScreenSnapshotTests {
    init() {
        AppThemes.registerClasses()
        LightTheme().apply(for: .shared)
    }

    @Test func contactsInEveryState() {
        assertSnapshots(of: NavigationController(rootViewController: ContactListViewController()), as: .appearanceMatrix(.default))
    }

    @Test func settingsInEveryState() {
        assertSnapshots(of: NavigationController(rootViewController: SettingsFormViewController()), as: .appearanceMatrix(.default))
    }

    @Test func tabsInEveryState() {
        assertSnapshots(of: MainTabBarController(), as: .appearanceMatrix(.default))
    }

    @Test func settingsOnASmallPhone() {
        assertSnapshot(of: NavigationController(rootViewController: SettingsFormViewController()), as: .appearance(on: .iPhoneSE))
    }

    /// The accepted findings of the Light theme, kept beside this file.
    static var baseline: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("contrast-baseline.json").path
    }

    static var recordsBaseline: Bool { ProcessInfo.processInfo.environment["RECORD_BASELINE"] == "1" }

    @Test func everyScreenIsReadableInEveryState() {
        let screens: [() -> ViewController] = [
            { NavigationController(rootViewController: ContactListViewController()) },
            { NavigationController(rootViewController: SettingsFormViewController()) },
            { MainTabBarController() },
        ]
        for (index, screen) in screens.enumerated() {
            let baseline = Self.baseline.replacingOccurrences(of: ".json", with: "-\(index).json")
            expectReadable(screen(), in: .default, baseline: baseline, record: Self.recordsBaseline)
        }
    }

    /// One colour of the theme changed: the snapshot fails, naming the views it reaches and
    /// the colours before and after.
    @Test func aChangedThemeColourFailsNamingTheViews() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("app-snapshots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verifySnapshot(
            of: NavigationController(rootViewController: SettingsFormViewController()), as: .appearance, named: "settings",
            record: .all, snapshotDirectory: folder)
        BrightLabelsTheme().apply(for: .shared)
        let failure = try #require(
            verifySnapshot(
                of: NavigationController(rootViewController: SettingsFormViewController()), as: .appearance,
                named: "settings", record: .never, snapshotDirectory: folder))
        #expect(failure.contains("differs from the reference"))
        #expect(failure.contains("fill #000000 → #ff0000"), "the label colour, before and after")
        #expect(failure.contains("AppLabel"), "the views it reaches")
    }
}

/// The Light theme with one colour changed: labels red instead of black.
struct BrightLabelsTheme: Theme {
    let light = LightTheme()
    var tint: Color { light.tint }
    var secondaryTint: Color { light.secondaryTint }
    var backgroundColor: Color { light.backgroundColor }
    var separatorColor: Color { light.separatorColor }
    var selectionColor: Color { light.selectionColor }
    var labelColor: Color { .red }
    var secondaryLabelColor: Color { light.secondaryLabelColor }
    var subtleLabelColor: Color { light.subtleLabelColor }
    var barStyle: BarStyle { light.barStyle }
    func extend() { light.extend() }
}
