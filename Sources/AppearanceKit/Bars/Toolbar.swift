public import AppearanceCore

/// A bar of bar button items, usually at the bottom of the screen.
///
/// The Swift stand-in for `UIToolbar`. Its items are styled with it, as if they were subviews,
/// so `Toolbar` works as their container in proxies:
///
/// ```swift
/// Toolbar.appearance().barTintColor = .systemBackground
/// Toolbar.appearance().setShadowImage(Image(named: "hairline"), forToolbarPosition: .bottom)
/// BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor = .systemRed
/// let toolbar = Toolbar()
/// toolbar.items = [BarButtonItem(title: "Delete")]
/// ```
@preconcurrency @MainActor
open class Toolbar: View {
    /// The items, leading to trailing.
    public var items: [BarButtonItem] = [] {
        didSet { relinkBarItems(from: oldValue, to: items) }
    }

    /// The look of the bar.
    @Styled public var barStyle: BarStyle = .default
    /// The background colour of the bar; `nil` uses the system bar colour.
    @Styled public var barTintColor: Color? = nil
    /// Whether the bar is translucent.
    @Styled public var isTranslucent = true
    /// Background images per bar position and bar metrics.
    @Styled public var backgroundImages = AxisValues<PositionAndMetrics, Image?>(default: nil)
    /// Images of the line along the bar's edge, per bar position.
    @Styled public var shadowImages = AxisValues<BarPosition, Image?>(default: nil)

    // The appearance objects' storage (see Toolbar+Appearances.swift): the bar's own copies,
    // `nil` until the app or a proxy sets one.
    @Styled var standardAppearanceStorage: ToolbarAppearance? = nil
    @Styled var compactAppearanceStorage: ToolbarAppearance? = nil
    @Styled var scrollEdgeAppearanceStorage: ToolbarAppearance? = nil
    @Styled var compactScrollEdgeAppearanceStorage: ToolbarAppearance? = nil
    /// What ``standardAppearance`` returns while none is set.
    var implicitStandardAppearance = ImplicitAppearance<ToolbarAppearance>()

    /// Replaces the items (there is no animation here).
    public func setItems(_ items: [BarButtonItem], animated: Bool) {
        self.items = items
    }

    /// The subviews, then the items (styled with the bar as their container).
    override open func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {
        super.forEachAppearanceChild(body)
        for item in items { body(item) }
    }

    // MARK: - Background images

    /// The background image for a bar position and bar metrics.
    public subscript(backgroundImage position: BarPosition, metrics: BarMetrics) -> Image? {
        get { backgroundImages[PositionAndMetrics(position: position, metrics: metrics)] }
        set { backgroundImages[PositionAndMetrics(position: position, metrics: metrics)] = newValue }
    }

    /// Sets the background image for a position and metrics (explicit on this instance).
    public func setBackgroundImage(_ image: Image?, forToolbarPosition position: BarPosition, barMetrics: BarMetrics) {
        self[backgroundImage: position, barMetrics] = image
    }

    /// The background image for a position and metrics.
    public func backgroundImage(forToolbarPosition position: BarPosition, barMetrics: BarMetrics) -> Image? {
        self[backgroundImage: position, barMetrics]
    }

    // MARK: - Shadow images

    /// The shadow image for a bar position.
    public subscript(shadowImage position: BarPosition) -> Image? {
        get { shadowImages[position] }
        set { shadowImages[position] = newValue }
    }

    /// Sets the shadow image for a position (explicit on this instance).
    public func setShadowImage(_ image: Image?, forToolbarPosition position: BarPosition) {
        self[shadowImage: position] = image
    }

    /// The shadow image for a position.
    public func shadowImage(forToolbarPosition position: BarPosition) -> Image? {
        self[shadowImage: position]
    }
}

extension AppearanceProxy where Target: Toolbar {
    /// Records a background image for a bar position and bar metrics.
    public func setBackgroundImage(_ image: Image?, forToolbarPosition position: BarPosition, barMetrics: BarMetrics) {
        self[\.[backgroundImage: position, barMetrics]] = image
    }

    /// The background image this proxy recorded for a position and metrics, or `nil`.
    public func backgroundImage(forToolbarPosition position: BarPosition, barMetrics: BarMetrics) -> Image? {
        self[\.[backgroundImage: position, barMetrics]] ?? nil
    }

    /// Records a shadow image for a bar position.
    public func setShadowImage(_ image: Image?, forToolbarPosition position: BarPosition) {
        self[\.[shadowImage: position]] = image
    }

    /// The shadow image this proxy recorded for a position, or `nil`.
    public func shadowImage(forToolbarPosition position: BarPosition) -> Image? {
        self[\.[shadowImage: position]] ?? nil
    }
}
