public import Foundation

/// The accessibility settings apps read, as values a test or the app can set.
///
/// The Swift stand-in for `UIAccessibility`'s settings. Where UIKit ties a setting to a trait,
/// so does this: Increase Contrast (``isDarkerSystemColorsEnabled``) makes every window's
/// ``/AppearanceCore/TraitCollection/accessibilityContrast`` `.high`, and Bold Text (``isBoldTextEnabled``)
/// makes its ``/AppearanceCore/TraitCollection/legibilityWeight`` `.bold`. Changing a setting posts UIKit's
/// notification, then restyles every window in place, so trait proxies and the app's own
/// observers take effect at once:
///
/// ```swift
/// Label.appearance(for: TraitCollection(legibilityWeight: .bold)).font = .boldSystemFont(ofSize: 17)
/// Accessibility.isBoldTextEnabled = true            // every window's labels are now bold
/// if Accessibility.isReduceTransparencyEnabled { header.backgroundColor = .systemBackground }
/// ```
///
/// Every setting is off by default. The renderer honours Reduce Transparency (blurs are
/// drawn opaque), Invert Colors and Grayscale.
@preconcurrency @MainActor
public enum Accessibility {
    /// Whether Reduce Transparency is on: blurs should be opaque.
    public static var isReduceTransparencyEnabled = false {
        didSet { settingChanged(oldValue, isReduceTransparencyEnabled, reduceTransparencyStatusDidChangeNotification) }
    }

    /// Whether Increase Contrast is on: every window's accessibility contrast is `.high`, so
    /// system colours take their high-contrast variants.
    public static var isDarkerSystemColorsEnabled = false {
        didSet {
            guard oldValue != isDarkerSystemColorsEnabled else { return }
            for window in Application.shared.windows { window.screenTraits.accessibilityContrast = accessibilityContrast }
            settingChanged(oldValue, isDarkerSystemColorsEnabled, darkerSystemColorsStatusDidChangeNotification)
        }
    }

    /// Whether Bold Text is on: every window's legibility weight is `.bold`.
    public static var isBoldTextEnabled = false {
        didSet {
            guard oldValue != isBoldTextEnabled else { return }
            for window in Application.shared.windows { window.screenTraits.legibilityWeight = legibilityWeight }
            settingChanged(oldValue, isBoldTextEnabled, boldTextStatusDidChangeNotification)
        }
    }

    /// Whether Reduce Motion is on: animations should be subtle.
    public static var isReduceMotionEnabled = false {
        didSet { settingChanged(oldValue, isReduceMotionEnabled, reduceMotionStatusDidChangeNotification) }
    }

    /// Whether Classic or Smart Invert is on: colours are inverted, except in views that set
    /// ``View/accessibilityIgnoresInvertColors``.
    public static var isInvertColorsEnabled = false {
        didSet { settingChanged(oldValue, isInvertColorsEnabled, invertColorsStatusDidChangeNotification) }
    }

    /// Whether the Grayscale colour filter is on.
    public static var isGrayscaleEnabled = false {
        didSet { settingChanged(oldValue, isGrayscaleEnabled, grayscaleStatusDidChangeNotification) }
    }

    /// Whether Prefer Cross-Fade Transitions is on: slides should become fades.
    public static var prefersCrossFadeTransitions = false {
        didSet { settingChanged(oldValue, prefersCrossFadeTransitions, prefersCrossFadeTransitionsStatusDidChange) }
    }

    /// Turns every setting off (for tests), restyling the windows once.
    public static func reset() {
        isReduceTransparencyEnabled = false
        isDarkerSystemColorsEnabled = false
        isBoldTextEnabled = false
        isReduceMotionEnabled = false
        isInvertColorsEnabled = false
        isGrayscaleEnabled = false
        prefersCrossFadeTransitions = false
    }

    // MARK: - Traits

    /// The accessibility contrast windows get: `.high` while ``isDarkerSystemColorsEnabled``.
    public static var accessibilityContrast: AccessibilityContrast {
        isDarkerSystemColorsEnabled ? .high : .normal
    }

    /// The legibility weight windows get: `.bold` while ``isBoldTextEnabled``.
    public static var legibilityWeight: LegibilityWeight {
        isBoldTextEnabled ? .bold : .regular
    }

    // MARK: - Notifications

    /// Posted when ``isReduceTransparencyEnabled`` changes.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification =
        Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when ``isDarkerSystemColorsEnabled`` changes.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification =
        Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when ``isBoldTextEnabled`` changes.
    nonisolated public static let boldTextStatusDidChangeNotification =
        Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when ``isReduceMotionEnabled`` changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification =
        Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when ``isInvertColorsEnabled`` changes.
    nonisolated public static let invertColorsStatusDidChangeNotification =
        Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when ``isGrayscaleEnabled`` changes.
    nonisolated public static let grayscaleStatusDidChangeNotification =
        Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    /// Posted when ``prefersCrossFadeTransitions`` changes.
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange =
        Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

    /// Posts `name`, then restyles every window in place, when a setting changed.
    private static func settingChanged(_ oldValue: Bool, _ newValue: Bool, _ name: Notification.Name) {
        guard oldValue != newValue else { return }
        NotificationCenter.default.post(name: name, object: nil)
        for window in Application.shared.windows { window.reloadAppearance() }
    }
}
