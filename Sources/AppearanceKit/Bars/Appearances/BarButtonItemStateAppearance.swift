public import Foundation

/// How bar buttons look in one state: their title, its position and their background image.
///
/// The Swift stand-in for `UIBarButtonItemStateAppearance`. Each ``BarButtonItemAppearance``
/// has one per state (``BarButtonItemAppearance/normal``, `highlighted`, `disabled`,
/// `focused`); apps change them in place:
///
/// ```swift
/// let buttons = BarButtonItemAppearance()
/// buttons.normal.titleTextAttributes = [.foregroundColor: Color.white]
/// buttons.disabled.titleTextAttributes = [.foregroundColor: Color.white.withAlphaComponent(0.4)]
/// ```
///
/// A state whose ``titleTextAttributes`` leave an attribute out takes it from the normal state.
@preconcurrency @MainActor
public final class BarButtonItemStateAppearance {
    /// The attributes of button titles, UIKit's text-attribute dictionary.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title, in points.
    public var titlePositionAdjustment = Offset.zero
    /// The image behind the button.
    public var backgroundImage: Image?
    /// Moves the background image, in points.
    public var backgroundImagePositionAdjustment = Offset.zero

    /// A state with no customisation. Apps get theirs from a ``BarButtonItemAppearance``.
    init() {}

    /// Takes `other`'s values.
    func copyValues(from other: BarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }

    /// Back to no customisation.
    func reset() {
        titleTextAttributes = [:]
        titlePositionAdjustment = .zero
        backgroundImage = nil
        backgroundImagePositionAdjustment = .zero
    }

    /// Every property as a field.
    func appearanceFields() -> [AppearanceField] {
        [
            AppearanceField("titleTextAttributes", attributes: titleTextAttributes),
            AppearanceField("titlePositionAdjustment", titlePositionAdjustment),
            AppearanceField("backgroundImage", backgroundImage),
            AppearanceField("backgroundImagePositionAdjustment", backgroundImagePositionAdjustment),
        ]
    }
}
