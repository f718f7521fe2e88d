public import Foundation

/// How tab bar items look in one state: title, icon colour and badge.
///
/// The Swift stand-in for `UITabBarItemStateAppearance`. Each ``TabBarItemAppearance`` has one
/// per state (``TabBarItemAppearance/normal``, `selected`, `disabled`, `focused`); apps change
/// them in place:
///
/// ```swift
/// let items = TabBarItemAppearance()
/// items.normal.iconColor = .systemGray
/// items.selected.iconColor = .white
/// items.selected.titleTextAttributes = [.foregroundColor: Color.white]
/// items.normal.badgeBackgroundColor = .systemOrange
/// ```
@preconcurrency @MainActor
public final class TabBarItemStateAppearance {
    /// The attributes of item titles.
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title, in points.
    public var titlePositionAdjustment = Offset.zero
    /// The colour of the item's icon; `nil` uses the bar's colour for the state.
    public var iconColor: Color?
    /// Moves the badge, in points.
    public var badgePositionAdjustment = Offset.zero
    /// The badge's background colour; `nil` uses the item's badge colour, else red.
    public var badgeBackgroundColor: Color?
    /// The attributes of the badge text.
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the badge text inside the badge, in points.
    public var badgeTitlePositionAdjustment = Offset.zero

    /// A state with no customisation. Apps get theirs from a ``TabBarItemAppearance``.
    init() {}

    /// Takes `other`'s values.
    func copyValues(from other: TabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }

    /// Back to no customisation.
    func reset() {
        copyValues(from: TabBarItemStateAppearance())
    }

    /// Every property as a field.
    func appearanceFields() -> [AppearanceField] {
        [
            AppearanceField("titleTextAttributes", attributes: titleTextAttributes),
            AppearanceField("titlePositionAdjustment", titlePositionAdjustment),
            AppearanceField("iconColor", iconColor),
            AppearanceField("badgePositionAdjustment", badgePositionAdjustment),
            AppearanceField("badgeBackgroundColor", badgeBackgroundColor),
            AppearanceField("badgeTextAttributes", attributes: badgeTextAttributes),
            AppearanceField("badgeTitlePositionAdjustment", badgeTitlePositionAdjustment),
        ]
    }
}
