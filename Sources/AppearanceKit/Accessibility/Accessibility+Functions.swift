// UIKit's C functions for the accessibility settings, which Swift code before 4.2 called and
// Objective-C code still calls; each reads the matching ``Accessibility`` setting.

/// Whether Reduce Transparency is on (``Accessibility/isReduceTransparencyEnabled``).
@preconcurrency @MainActor
public func AccessibilityIsReduceTransparencyEnabled() -> Bool { Accessibility.isReduceTransparencyEnabled }

/// Whether Increase Contrast is on (``Accessibility/isDarkerSystemColorsEnabled``).
@preconcurrency @MainActor
public func AccessibilityDarkerSystemColorsEnabled() -> Bool { Accessibility.isDarkerSystemColorsEnabled }

/// Whether Bold Text is on (``Accessibility/isBoldTextEnabled``).
@preconcurrency @MainActor
public func AccessibilityIsBoldTextEnabled() -> Bool { Accessibility.isBoldTextEnabled }

/// Whether Reduce Motion is on (``Accessibility/isReduceMotionEnabled``).
@preconcurrency @MainActor
public func AccessibilityIsReduceMotionEnabled() -> Bool { Accessibility.isReduceMotionEnabled }

/// Whether Invert Colors is on (``Accessibility/isInvertColorsEnabled``).
@preconcurrency @MainActor
public func AccessibilityIsInvertColorsEnabled() -> Bool { Accessibility.isInvertColorsEnabled }

/// Whether Grayscale is on (``Accessibility/isGrayscaleEnabled``).
@preconcurrency @MainActor
public func AccessibilityIsGrayscaleEnabled() -> Bool { Accessibility.isGrayscaleEnabled }

/// Whether Prefer Cross-Fade Transitions is on (``Accessibility/prefersCrossFadeTransitions``).
@preconcurrency @MainActor
public func AccessibilityPrefersCrossFadeTransitions() -> Bool { Accessibility.prefersCrossFadeTransitions }
