public import AppearanceCore
public import Foundation

/// A bar at the top of the screen that shows the top navigation item's title and bar buttons.
///
/// The Swift stand-in for `UINavigationBar`. The bar buttons it shows are styled with it, as if
/// they were subviews, so `NavigationBar` works as their container in proxies:
///
/// ```swift
/// NavigationBar.appearance().barTintColor = .systemIndigo
/// NavigationBar.appearance().titleTextAttributes = [.foregroundColor: Color.white]
/// NavigationBar.appearance().setBackgroundImage(Image(named: "bar"), for: .default)
/// BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
///
/// let bar = NavigationBar()
/// let item = NavigationItem()
/// item.title = "Inbox"
/// item.rightBarButtonItem = BarButtonItem(title: "Edit")
/// bar.pushItem(item)
/// ```
///
/// The bar notices changes to ``items`` and to the bar buttons of the items on it; new buttons
/// are styled at once when the bar is in a window.
@preconcurrency @MainActor
open class NavigationBar: View {
    /// The stack of navigation items, bottom to top; the last is shown.
    public var items: [NavigationItem] = [] {
        didSet {
            for item in oldValue where !items.contains(where: { $0 === item }) { item.detach(from: self) }
            for item in items { item.attach(to: self) }
            itemsDidChange()
        }
    }

    /// The bar button items linked to this bar, as of the last change of ``items`` or of their
    /// bar buttons.
    private var linkedItems: [BarButtonItem] = []
    /// The top item's title view, while it is a subview of this bar.
    var shownTitleView: View?

    /// The look of the bar.
    @Styled public var barStyle: BarStyle = .default
    /// The background colour of the bar; `nil` uses the system bar colour.
    @Styled public var barTintColor: Color? = nil
    /// Whether the bar is translucent.
    @Styled public var isTranslucent = true
    /// Whether titles are shown large.
    @Styled public var prefersLargeTitles = false
    /// The attributes of the title text.
    @Styled public var titleTextAttributes: [NSAttributedString.Key: Any]? = nil
    /// The attributes of large title text.
    @Styled public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? = nil
    /// The image of the line under the bar; `nil` uses the system hairline.
    @Styled public var shadowImage: Image? = nil
    /// The image of the back button's chevron.
    @Styled public var backIndicatorImage: Image? = nil
    /// The mask the back title disappears under during transitions.
    @Styled public var backIndicatorTransitionMaskImage: Image? = nil
    /// Background images per bar position and bar metrics.
    @Styled public var backgroundImages = AxisValues<PositionAndMetrics, Image?>(default: nil)
    /// Vertical title offsets per bar metrics, in points.
    @Styled public var titleVerticalPositionAdjustments = AxisValues<BarMetrics, CGFloat>(default: 0)

    // The appearance objects' storage (see NavigationBar+Appearances.swift): the bar's own
    // copies, `nil` until the app or a proxy sets one.
    @Styled var standardAppearanceStorage: NavigationBarAppearance? = nil
    @Styled var compactAppearanceStorage: NavigationBarAppearance? = nil
    @Styled var scrollEdgeAppearanceStorage: NavigationBarAppearance? = nil
    @Styled var compactScrollEdgeAppearanceStorage: NavigationBarAppearance? = nil
    /// What ``standardAppearance`` returns while none is set.
    var implicitStandardAppearance = ImplicitAppearance<NavigationBarAppearance>()

    // MARK: - Items

    /// The item shown: the last of ``items``.
    public var topItem: NavigationItem? { items.last }

    /// The item below the top one, whose back button the bar shows.
    public var backItem: NavigationItem? { items.count >= 2 ? items[items.count - 2] : nil }

    /// Pushes `item` on top (there is no animation here).
    public func pushItem(_ item: NavigationItem, animated: Bool = false) {
        items.append(item)
    }

    /// Pops the top item and returns it (`nil` when there is none).
    @discardableResult
    public func popItem(animated: Bool = false) -> NavigationItem? {
        items.popLast()
    }

    /// Replaces the stack of items.
    public func setItems(_ items: [NavigationItem], animated: Bool = false) {
        self.items = items
    }

    /// The bar button items on the bar now: the back button (the back item's
    /// `backBarButtonItem`), the top item's left and right items, and the top item's own
    /// `backBarButtonItem` (shown once another item is pushed).
    public var barButtonItems: [BarButtonItem] {
        guard let topItem else { return [] }
        var result: [BarButtonItem] = []
        if let back = backItem?.backBarButtonItem { result.append(back) }
        result.append(contentsOf: topItem.leftBarButtonItems)
        result.append(contentsOf: topItem.rightBarButtonItems)
        if let back = topItem.backBarButtonItem { result.append(back) }
        var seen = Set<ObjectIdentifier>()
        return result.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// Called by a navigation item on this bar when its bar buttons changed.
    func navigationItemButtonsDidChange() {
        itemsDidChange()
    }

    private func itemsDidChange() {
        let shown = barButtonItems
        relinkBarItems(from: linkedItems, to: shown)
        linkedItems = shown
        syncTitleView()
    }

    /// The subviews, then the bar button items shown (styled with the bar as their container).
    override open func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {
        super.forEachAppearanceChild(body)
        for item in linkedItems { body(item) }
    }

    // MARK: - Background images

    /// The background image for a bar position and bar metrics.
    public subscript(backgroundImage position: BarPosition, metrics: BarMetrics) -> Image? {
        get { backgroundImages[PositionAndMetrics(position: position, metrics: metrics)] }
        set { backgroundImages[PositionAndMetrics(position: position, metrics: metrics)] = newValue }
    }

    /// Sets the background image for a position and metrics (explicit on this instance).
    public func setBackgroundImage(_ image: Image?, for position: BarPosition, barMetrics: BarMetrics) {
        self[backgroundImage: position, barMetrics] = image
    }

    /// Sets the background image for metrics at any position (explicit on this instance).
    public func setBackgroundImage(_ image: Image?, for barMetrics: BarMetrics) {
        self[backgroundImage: .any, barMetrics] = image
    }

    /// The background image for a position and metrics.
    public func backgroundImage(for position: BarPosition, barMetrics: BarMetrics) -> Image? {
        self[backgroundImage: position, barMetrics]
    }

    /// The background image for metrics at any position.
    public func backgroundImage(for barMetrics: BarMetrics) -> Image? {
        self[backgroundImage: .any, barMetrics]
    }

    // MARK: - Title position

    /// The vertical title offset for bar metrics, in points.
    public subscript(titleVerticalPositionAdjustment metrics: BarMetrics) -> CGFloat {
        get { titleVerticalPositionAdjustments[metrics] }
        set { titleVerticalPositionAdjustments[metrics] = newValue }
    }

    /// Sets the vertical title offset for bar metrics (explicit on this instance).
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: BarMetrics) {
        self[titleVerticalPositionAdjustment: barMetrics] = adjustment
    }

    /// The vertical title offset for bar metrics.
    public func titleVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
        self[titleVerticalPositionAdjustment: barMetrics]
    }
}

extension AppearanceProxy where Target: NavigationBar {
    /// Records a background image for a bar position and bar metrics.
    public func setBackgroundImage(_ image: Image?, for position: BarPosition, barMetrics: BarMetrics) {
        self[\.[backgroundImage: position, barMetrics]] = image
    }

    /// Records a background image for bar metrics at any position.
    public func setBackgroundImage(_ image: Image?, for barMetrics: BarMetrics) {
        self[\.[backgroundImage: .any, barMetrics]] = image
    }

    /// The background image this proxy recorded for a position and metrics, or `nil`.
    public func backgroundImage(for position: BarPosition, barMetrics: BarMetrics) -> Image? {
        self[\.[backgroundImage: position, barMetrics]] ?? nil
    }

    /// The background image this proxy recorded for metrics at any position, or `nil`.
    public func backgroundImage(for barMetrics: BarMetrics) -> Image? {
        self[\.[backgroundImage: .any, barMetrics]] ?? nil
    }

    /// Records a vertical title offset for bar metrics; `nil` removes the record.
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat?, for barMetrics: BarMetrics) {
        self[\.[titleVerticalPositionAdjustment: barMetrics]] = adjustment
    }

    /// The vertical title offset this proxy recorded for bar metrics, or `nil`.
    public func titleVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat? {
        self[\.[titleVerticalPositionAdjustment: barMetrics]]
    }
}
