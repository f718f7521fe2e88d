import AppearancePort
import AppearanceUIKit
import Foundation
import PortedViews
import Testing

/// `appearance-port`'s output for two app-shaped files (Fixtures/*.swift.txt, written as an iOS
/// app writes them) is what Tests/PortedViews holds, which compiles through AppearanceUIKit and
/// runs: the `@Styled` properties take the proxies' values and keep the app's own, and the
/// `UIAction`s call the methods the selectors named. `APPEARANCE_REGENERATE=1` rewrites the
/// copies.
@MainActor
@Suite(.serialized) struct PortedViewsTests {
    nonisolated static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    nonisolated static let portedViews = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PortedViews")

    @Test(arguments: ["BadgeButton", "ToggleRowView"])
    nonisolated func theCompiledCopyIsTheToolsOutput(name: String) throws {
        let input = try String(contentsOf: Self.fixtures.appendingPathComponent("\(name).swift.txt"), encoding: .utf8)
        let ported = try PortedSource(porting: input)
        let copy = Self.portedViews.appendingPathComponent("\(name).swift")
        if ProcessInfo.processInfo.environment["APPEARANCE_REGENERATE"] == "1" {
            try ported.text.write(to: copy, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOf: copy, encoding: .utf8) == ported.text, "stale: run with APPEARANCE_REGENERATE=1")
        #expect(ported.notes.isEmpty, "\(ported.notes)")
        #expect(ported.changed)
    }

    @Test func theBadgeButtonsAppearancePropertiesComeFromTheProxyAndTheAppsOwnWin() {
        Appearance.reset()
        BadgeButton.appearance().badgeColor = .systemRed
        BadgeButton.appearance().badgeInset = 6
        BadgeButton.appearance().badgeShape = .pill
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let cart = BadgeButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        let inbox = BadgeButton(frame: CGRect(x: 100, y: 0, width: 80, height: 44))
        inbox.badgeInset = 2
        window.addSubview(cart)
        window.addSubview(inbox)
        window.layoutIfNeeded()
        #expect(cart.badgeColor == .systemRed && cart.badgeLabel.backgroundColor == .systemRed, "the observer ran")
        #expect(cart.badgeLabel.frame == CGRect(x: 80 - 27 - 6, y: 6, width: 27, height: 18), "a pill, inset 6")
        #expect(inbox.badgeInset == 2, "the app's own value beats the proxy's")
        #expect(inbox.badgeLabel.frame.origin == CGPoint(x: 80 - 27 - 2, y: 2))
        #expect(cart.badgeTextColor == .white, "unstyled: its declared value")

        cart.count = 3
        #expect(!cart.badgeLabel.isHidden)
        cart.sendActions(for: .touchUpInside)
        #expect(cart.taps == 1 && cart.count == 0 && cart.badgeLabel.isHidden, "the action called didTap")

        Appearance.batch { BadgeButton.appearance().badgeColor = .systemBlue }
        #expect(cart.badgeLabel.backgroundColor == .systemBlue, "a restyle reaches the ported property")
    }

    @Test func theToggleRowsTintAndActionWork() {
        Appearance.reset()
        ToggleRowView.appearance().rowTint = .systemGreen
        let window = UIWindow()
        let row = ToggleRowView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        window.addSubview(row)
        #expect(row.toggle.onTintColor == .systemGreen)
        #expect(row.titleLabel != nil, "the outlet is a plain property on Linux")
        row.toggle.isOn = true
        row.toggle.sendActions(for: .valueChanged)
        row.toggle.isOn = false
        row.toggle.sendActions(for: .valueChanged)
        #expect(row.changes == [true, false], "the action passed the switch as the sender")
    }
}
