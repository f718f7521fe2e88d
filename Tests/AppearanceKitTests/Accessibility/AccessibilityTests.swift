import AppearanceKit
import Foundation
import Testing

extension KitControlTests {
    /// The settings are global: every test turns them all off again before it returns.
    @MainActor
    @Suite struct AccessibilityTests {
        @Test func settingsAreOffByDefaultAndReadableThroughUIKitsFunctionNames() {
            Appearance.reset()
            Accessibility.reset()
            defer { Accessibility.reset() }
            #expect(!Accessibility.isReduceTransparencyEnabled)
            #expect(!AccessibilityIsReduceTransparencyEnabled())
            Accessibility.isReduceTransparencyEnabled = true
            Accessibility.isReduceMotionEnabled = true
            Accessibility.isInvertColorsEnabled = true
            Accessibility.isGrayscaleEnabled = true
            Accessibility.prefersCrossFadeTransitions = true
            Accessibility.isDarkerSystemColorsEnabled = true
            Accessibility.isBoldTextEnabled = true
            #expect(AccessibilityIsReduceTransparencyEnabled())
            #expect(AccessibilityIsReduceMotionEnabled())
            #expect(AccessibilityIsInvertColorsEnabled())
            #expect(AccessibilityIsGrayscaleEnabled())
            #expect(AccessibilityPrefersCrossFadeTransitions())
            #expect(AccessibilityDarkerSystemColorsEnabled())
            #expect(AccessibilityIsBoldTextEnabled())
        }

        @Test func darkerColoursAndBoldTextAreTraitsOfEveryWindow() {
            Appearance.reset()
            Accessibility.reset()
            defer { Accessibility.reset() }
            let before = Window()
            #expect(before.traitCollection.accessibilityContrast == .normal)
            #expect(before.traitCollection.legibilityWeight == .regular)
            Accessibility.isDarkerSystemColorsEnabled = true
            Accessibility.isBoldTextEnabled = true
            #expect(before.traitCollection.accessibilityContrast == .high)
            #expect(before.traitCollection.legibilityWeight == .bold)
            let after = Window()
            #expect(after.traitCollection.accessibilityContrast == .high)
            #expect(after.traitCollection.legibilityWeight == .bold)
            #expect(
                Color.systemBlue.resolvedColor(with: after.traitCollection)
                    != Color.systemBlue.resolvedColor(
                        with: TraitCollection {
                            $0.userInterfaceStyle = .light; $0.accessibilityContrast = .normal
                        }))
            Accessibility.isBoldTextEnabled = false
            #expect(before.traitCollection.legibilityWeight == .regular)
        }

        @Test func changingASettingRestylesWindowsInPlaceThroughTraitProxies() {
            Appearance.reset()
            Accessibility.reset()
            defer { Accessibility.reset() }
            Label.appearance(for: TraitCollection(legibilityWeight: .bold)).font = .boldSystemFont(ofSize: 17)
            Label.appearance(for: TraitCollection(accessibilityContrast: .high)).textColor = .black
            let label = Label(text: "Inbox")
            let explicit = Label(text: "Mine")
            explicit.font = .systemFont(ofSize: 12)
            let window = Window()
            window.addSubview(label)
            window.addSubview(explicit)
            #expect(label.font == .systemFont(ofSize: 17))
            Accessibility.isBoldTextEnabled = true
            #expect(label.font == .boldSystemFont(ofSize: 17))
            #expect(explicit.font == .systemFont(ofSize: 12))
            Accessibility.isDarkerSystemColorsEnabled = true
            #expect(label.textColor == .black)
            Accessibility.isBoldTextEnabled = false
            Accessibility.isDarkerSystemColorsEnabled = false
            #expect(label.font == .systemFont(ofSize: 17), "styles return to the value before any appearance (R7)")
            #expect(label.textColor == nil)
        }

        @Test func otherSettingsPostUIKitsNotificationsThenRestyle() {
            Appearance.reset()
            Accessibility.reset()
            defer { Accessibility.reset() }
            let label = Label(text: "Now playing")
            let window = Window()
            window.addSubview(label)
            nonisolated(unsafe) var posted: [Notification.Name] = []
            let names = [
                Accessibility.reduceTransparencyStatusDidChangeNotification,
                Accessibility.reduceMotionStatusDidChangeNotification,
                Accessibility.invertColorsStatusDidChangeNotification,
                Accessibility.grayscaleStatusDidChangeNotification,
                Accessibility.prefersCrossFadeTransitionsStatusDidChange,
                Accessibility.boldTextStatusDidChangeNotification,
                Accessibility.darkerSystemColorsStatusDidChangeNotification,
            ]
            let observers = names.map { name in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    posted.append(note.name)
                    // An app's observer changes its theme; the window is restyled after it.
                    if note.name == Accessibility.reduceTransparencyStatusDidChangeNotification {
                        MainActor.assumeIsolated { Label.appearance().backgroundColor = .systemBackground }
                    }
                }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            Accessibility.isReduceTransparencyEnabled = true
            #expect(label.backgroundColor == .systemBackground)
            Accessibility.isReduceTransparencyEnabled = true
            Accessibility.isReduceMotionEnabled = true
            Accessibility.isInvertColorsEnabled = true
            Accessibility.isGrayscaleEnabled = true
            Accessibility.prefersCrossFadeTransitions = true
            Accessibility.isBoldTextEnabled = true
            Accessibility.isDarkerSystemColorsEnabled = true
            #expect(posted == names, "one notification per change, none when the value stays")
        }

        @Test func viewsCanIgnoreInvertColors() {
            let photo = ImageView(image: Image(named: "photo"))
            #expect(!photo.accessibilityIgnoresInvertColors)
            photo.accessibilityIgnoresInvertColors = true
            #expect(photo.accessibilityIgnoresInvertColors)
            #expect(!View().accessibilityIgnoresInvertColors)
        }
    }
}
