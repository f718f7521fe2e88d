import AppearanceKit
import Testing

/// A view without a tint of its own shows the nearest superview's (``View/effectiveTintColor``),
/// as in UIKit: themes set `tintColor` on a container and expect every control inside to follow.
@MainActor
@Suite struct TintInheritanceTests {
    final class TintedPanel: View {}

    @Test func aViewWithoutItsOwnTintShowsItsSuperviewsTint() {
        Appearance.reset()
        TintedPanel.appearance().tintColor = .systemRed
        let window = Window()
        let panel = TintedPanel(), box = View(), button = Button(type: .system)
        box.addSubview(button)
        panel.addSubview(box)
        window.addSubview(panel)
        #expect(button.ownTintColor == nil, "the proxy styles the panel, not the button")
        #expect(button.effectiveTintColor == .systemRed, "two levels down")
        #expect(button.currentTitleColor == .systemRed, "a system button's title follows the tint")
    }

    @Test func theNearestTintWinsAndSystemBlueIsTheDefault() {
        Appearance.reset()
        TintedPanel.appearance().tintColor = .systemRed
        let window = Window()
        let panel = TintedPanel(), inner = View(), label = Label()
        inner.tintColor = .systemGreen
        inner.addSubview(label)
        panel.addSubview(inner)
        window.addSubview(panel)
        #expect(label.effectiveTintColor == .systemGreen)
        let loose = Label()
        #expect(loose.effectiveTintColor == .systemBlue)
    }

    @Test func theInheritedTintFollowsAThemeSwitchAndAMove() {
        Appearance.reset()
        TintedPanel.appearance().tintColor = .systemRed
        let window = Window()
        let panel = TintedPanel(), other = View(), label = Label()
        panel.addSubview(label)
        window.addSubview(panel)
        window.addSubview(other)
        Appearance.batch {
            TintedPanel.appearance().tintColor = .systemOrange
        }
        #expect(label.effectiveTintColor == .systemOrange, "read at use, never copied into the subview")
        other.addSubview(label)
        #expect(label.effectiveTintColor == .systemBlue)
    }

    /// A view that reads its tint the way UIKit apps do: `tintColor` is `UIColor!`, used without
    /// unwrapping, and overridden with an observer.
    final class OutlinedBadge: View {
        private(set) var tintChanges = 0
        override var tintColor: Color! {
            didSet { tintChanges += 1 }
        }
        override func tintColorDidChange() {
            super.tintColorDidChange()
            layer.borderColor = tintColor.cgColor
        }
    }

    @Test func tintColorReadsTheTintInEffectAndNilInheritsAgain() {
        Appearance.reset()
        let window = Window(), box = View(), badge = OutlinedBadge()
        box.addSubview(badge)
        window.addSubview(box)
        #expect(badge.tintColor == .systemBlue, "UIKit's default, never nil")
        box.tintColor = .systemGreen
        #expect(badge.tintColor == .systemGreen, "read through the superview")
        #expect(badge.layer.borderColor == Color.systemGreen.cgColor, "told of the inherited change")
        badge.tintColor = .systemPink
        #expect(badge.tintColor == .systemPink)
        #expect(badge.tintChanges == 1, "an override's observer runs")
        badge.tintColor = nil
        #expect(badge.tintColor == .systemGreen, "nil inherits again")
        #expect(badge.ownTintColor == nil)
    }

    final class TintCounter: View {
        private(set) var told = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            told += 1
        }
    }

    @Test func aTraitChangeTellsTheSubviewsThatInheritTheChangedTint() {
        Appearance.reset()
        TintedPanel.appearance(for: TraitCollection(userInterfaceStyle: .dark)).tintColor = .systemYellow
        let window = Window()
        let panel = TintedPanel(), inheriting = TintCounter(), own = TintCounter()
        own.tintColor = .systemGreen
        panel.addSubview(inheriting)
        panel.addSubview(own)
        window.addSubview(panel)
        let before = (inheriting.told, own.told)
        window.overrideUserInterfaceStyle = .dark
        #expect(inheriting.tintColor == .systemYellow)
        #expect(inheriting.told == before.0 + 1, "told in the trait change's pass")
        #expect(own.told == before.1, "its own tint did not change")
    }

    @Test func anOverrideOfTintColorSeesTheAppearanceValue() {
        Appearance.reset()
        OutlinedBadge.appearance().tintColor = .systemOrange
        let window = Window(), first = OutlinedBadge(), badge = OutlinedBadge()
        // The engine's first write of a property to a class also learns where it is stored.
        window.addSubview(first)
        window.addSubview(badge)
        #expect(badge.tintChanges == 1, "the proxy's value goes through the app's setter, once, as on iOS")
        #expect(badge.layer.borderColor == Color.systemOrange.cgColor)
    }
}
