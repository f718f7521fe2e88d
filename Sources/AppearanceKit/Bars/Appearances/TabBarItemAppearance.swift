/// How the items of a tab bar look in each state, for one layout of the bar.
///
/// The Swift stand-in for `UITabBarItemAppearance`. A ``TabBarAppearance`` has one per layout:
/// ``TabBarAppearance/stackedLayoutAppearance`` (icon above title, phones in portrait),
/// ``TabBarAppearance/inlineLayoutAppearance`` (icon beside title, regular width) and
/// ``TabBarAppearance/compactInlineLayoutAppearance`` (compact height). Apps usually give the
/// three the same object:
///
/// ```swift
/// let items = TabBarItemAppearance()
/// items.normal.iconColor = .systemGray
/// items.selected.iconColor = .systemOrange
/// let appearance = TabBarAppearance()
/// appearance.stackedLayoutAppearance = items        // each is a copy
/// appearance.inlineLayoutAppearance = items
/// appearance.compactInlineLayoutAppearance = items
/// ```
@preconcurrency @MainActor
public final class TabBarItemAppearance {
    /// The look of items that are not selected; the other states take what they leave out
    /// from it.
    public let normal: TabBarItemStateAppearance
    /// The look of the selected item.
    public let selected: TabBarItemStateAppearance
    /// The look of disabled items.
    public let disabled: TabBarItemStateAppearance
    /// The look of the item with focus.
    public let focused: TabBarItemStateAppearance

    /// The layout the appearance was configured for.
    public private(set) var style: Style

    /// An appearance for items laid out in `style`, with the system's look in every state.
    public init(style: Style) {
        self.style = style
        normal = TabBarItemStateAppearance()
        selected = TabBarItemStateAppearance()
        disabled = TabBarItemStateAppearance()
        focused = TabBarItemStateAppearance()
    }

    /// An appearance for the stacked layout.
    public convenience init() {
        self.init(style: .stacked)
    }

    /// A new object with the same values; changing one leaves the other alone.
    public func copy() -> TabBarItemAppearance {
        let copy = TabBarItemAppearance(style: style)
        copy.normal.copyValues(from: normal)
        copy.selected.copyValues(from: selected)
        copy.disabled.copyValues(from: disabled)
        copy.focused.copyValues(from: focused)
        return copy
    }

    /// Resets every state to the system's look for items laid out in `style`.
    public func configureWithDefault(for style: Style) {
        self.style = style
        for state in [normal, selected, disabled, focused] { state.reset() }
    }

    /// Every property as a field.
    func appearanceFields() -> [AppearanceField] {
        [AppearanceField("style", style)]
            + normal.appearanceFields().map { $0.prefixed("normal") }
            + selected.appearanceFields().map { $0.prefixed("selected") }
            + disabled.appearanceFields().map { $0.prefixed("disabled") }
            + focused.appearanceFields().map { $0.prefixed("focused") }
    }
}
