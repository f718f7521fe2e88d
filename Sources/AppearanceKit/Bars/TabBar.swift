public import AppearanceCore

/// A bar at the bottom of the screen with one item per tab.
///
/// The Swift stand-in for `UITabBar`. Its items are styled with it, as if they were subviews, so
/// `TabBar` works as their container in proxies:
///
/// ```swift
/// TabBar.appearance().unselectedItemTintColor = .systemGray
/// TabBarItem.appearance(whenContainedInInstancesOf: [TabBar.self]).badgeColor = .systemRed
/// let tabs = TabBar()
/// tabs.items = [TabBarItem(title: "Home", image: Image(systemName: "house"))]
/// tabs.selectedItem = tabs.items.first
/// ```
@preconcurrency @MainActor
open class TabBar: View {
    /// The items, leading to trailing.
    public var items: [TabBarItem] = [] {
        didSet { itemsDidChange(from: oldValue) }
    }

    /// The selected item (one of ``items``), or `nil`.
    public var selectedItem: TabBarItem?

    /// The look of the bar.
    @Styled public var barStyle: BarStyle = .default
    /// The background colour of the bar; `nil` uses the system bar colour.
    @Styled public var barTintColor: Color? = nil
    /// The tint colour of unselected items; `nil` uses the system grey.
    @Styled public var unselectedItemTintColor: Color? = nil
    /// The background image of the bar.
    @Styled public var backgroundImage: Image? = nil
    /// The image of the line above the bar; `nil` uses the system hairline.
    @Styled public var shadowImage: Image? = nil
    /// The image drawn behind the selected item.
    @Styled public var selectionIndicatorImage: Image? = nil
    /// Whether the bar is translucent.
    @Styled public var isTranslucent = true
    /// The width of each item in points; 0 lets the bar choose.
    @Styled public var itemWidth: CGFloat = 0
    /// The space between items in points; 0 lets the bar choose.
    @Styled public var itemSpacing: CGFloat = 0

    // The appearance objects' storage (see TabBar+Appearances.swift): the bar's own copies,
    // `nil` until the app or a proxy sets one.
    @Styled var standardAppearanceStorage: TabBarAppearance? = nil
    @Styled var scrollEdgeAppearanceStorage: TabBarAppearance? = nil
    /// What ``standardAppearance`` returns while none is set.
    var implicitStandardAppearance = ImplicitAppearance<TabBarAppearance>()

    /// Replaces the items (there is no animation here).
    public func setItems(_ items: [TabBarItem], animated: Bool) {
        self.items = items
    }

    private func itemsDidChange(from oldItems: [TabBarItem]) {
        if let selectedItem, !items.contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        relinkBarItems(from: oldItems, to: items)
    }

    /// The subviews, then the items (styled with the bar as their container).
    override open func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {
        super.forEachAppearanceChild(body)
        for item in items { body(item) }
    }
}
