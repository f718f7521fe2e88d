public import AppearanceCore

/// The look of a tab bar: background, shadow, item layout, item appearances and selection
/// indicator.
///
/// The Swift stand-in for `UITabBarAppearance`:
///
/// ```swift
/// let items = TabBarItemAppearance()
/// items.selected.iconColor = .systemOrange
/// items.selected.titleTextAttributes = [.foregroundColor: Color.systemOrange]
/// let appearance = TabBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.stackedLayoutAppearance = items
/// TabBar.appearance().standardAppearance = appearance
/// ```
@preconcurrency @MainActor
open class TabBarAppearance: BarAppearance {
    private var stacked = TabBarItemAppearance(style: .stacked)
    private var inline = TabBarItemAppearance(style: .inline)
    private var compactInline = TabBarItemAppearance(style: .compactInline)

    /// How the stacked layout spreads the items across the bar.
    public var stackedItemPositioning = TabBar.ItemPositioning.automatic
    /// The space between items in the stacked layout, in points; 0 lets the bar choose.
    public var stackedItemSpacing: CGFloat = 0
    /// The width of items in the stacked layout, in points; 0 lets the bar choose.
    public var stackedItemWidth: CGFloat = 0
    /// The colour of the selection indicator image; `nil` uses the bar's tint colour.
    public var selectionIndicatorTintColor: Color?
    /// An image drawn behind the selected item.
    public var selectionIndicatorImage: Image?

    /// The look of items in the stacked layout (icon above title). Setting it stores a copy.
    public var stackedLayoutAppearance: TabBarItemAppearance {
        get { stacked }
        set { stacked = newValue.copy() }
    }

    /// The look of items in the inline layout (icon beside title, regular width). Setting it
    /// stores a copy.
    public var inlineLayoutAppearance: TabBarItemAppearance {
        get { inline }
        set { inline = newValue.copy() }
    }

    /// The look of items in the compact inline layout (compact height). Setting it stores a copy.
    public var compactInlineLayoutAppearance: TabBarItemAppearance {
        get { compactInline }
        set { compactInline = newValue.copy() }
    }

    /// An appearance with the default background that targets `idiom`.
    public required init(idiom: UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A copy of `barAppearance`: everything when it is a tab bar appearance, else its
    /// background and shadow.
    public required init(barAppearance: BarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? TabBarAppearance else { return }
        stacked = other.stacked.copy()
        inline = other.inline.copy()
        compactInline = other.compactInline.copy()
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }

    /// The item appearance for a bar with `traits`: compact inline at compact height, inline
    /// at regular width, else stacked.
    public func itemAppearance(for traits: TraitCollection) -> TabBarItemAppearance {
        if traits.verticalSizeClass == .compact { return compactInline }
        if traits.horizontalSizeClass == .regular { return inline }
        return stacked
    }

    override func appearanceFields() -> [AppearanceField] {
        super.appearanceFields() + [
            AppearanceField("stackedItemPositioning", stackedItemPositioning),
            AppearanceField("stackedItemSpacing", stackedItemSpacing),
            AppearanceField("stackedItemWidth", stackedItemWidth),
            AppearanceField("selectionIndicatorTintColor", selectionIndicatorTintColor),
            AppearanceField("selectionIndicatorImage", selectionIndicatorImage),
        ]
            + stacked.appearanceFields().map { $0.prefixed("stackedLayoutAppearance") }
            + inline.appearanceFields().map { $0.prefixed("inlineLayoutAppearance") }
            + compactInline.appearanceFields().map { $0.prefixed("compactInlineLayoutAppearance") }
    }
}
