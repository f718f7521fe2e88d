public import AppearanceCore

/// A button in a navigation bar or toolbar.
@preconcurrency @MainActor
open class BarButtonItem: BarItem {
    /// How the item is drawn.
    public enum Style: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A plain item.
        case plain
        /// A bordered item (the old default).
        case bordered
        /// A prominent item, drawn bold.
        case done
        /// The case name.
        public var description: String { rawValue }
    }

    /// The style.
    @Styled public var style: Style = .plain
    /// The tint colour; `nil` uses the bar's.
    @Styled public var tintColor: Color? = nil
    /// Background images per control state and bar metrics.
    @Styled public var backgroundImages = AxisValues<StateAndMetrics, Image?>(default: nil)
    /// Back button background images per control state and bar metrics.
    @Styled public var backButtonBackgroundImages = AxisValues<StateAndMetrics, Image?>(default: nil)
    /// Title offsets per bar metrics.
    @Styled public var titlePositionAdjustments = AxisValues<BarMetrics, Offset>(default: .zero)
    /// Back button title offsets per bar metrics (apps move the title off screen to hide it).
    @Styled public var backButtonTitlePositionAdjustments = AxisValues<BarMetrics, Offset>(default: .zero)
    /// Vertical background offsets per bar metrics, in points.
    @Styled public var backgroundVerticalPositionAdjustments = AxisValues<BarMetrics, CGFloat>(default: 0)

    /// An item with a title.
    public init(title: String?, style: Style = .plain) {
        super.init(title: title)
        if style != .plain { self.style = style }
    }

    /// An item with an image.
    public init(image: Image?, style: Style = .plain) {
        super.init(image: image)
        if style != .plain { self.style = style }
    }

    /// An item that runs `primaryAction` and shows `menu`, titled by the action unless a title
    /// or image is given, as UIKit's `init(title:image:primaryAction:menu:)`.
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        let actionTitle = primaryAction.flatMap { $0.title.isEmpty ? nil : $0.title }
        super.init(title: title ?? (image == nil ? actionTitle : nil), image: image ?? primaryAction?.image)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// The action the item runs when chosen, as UIKit's `primaryAction`.
    public var primaryAction: Action?
    /// The menu the item shows, as UIKit's `menu`.
    public var menu: Menu?

    /// The background image for a control state and bar metrics.
    public subscript(backgroundImage state: ControlState, metrics: BarMetrics) -> Image? {
        get { backgroundImages[StateAndMetrics(state, metrics)] }
        set { backgroundImages[StateAndMetrics(state, metrics)] = newValue }
    }

    /// Sets the background image for a state and metrics (explicit on this instance).
    public func setBackgroundImage(_ image: Image?, for state: ControlState, barMetrics: BarMetrics) {
        self[backgroundImage: state, barMetrics] = image
    }

    /// The background image for a state and metrics.
    public func backgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        self[backgroundImage: state, barMetrics]
    }
}

/// A control state and bar metrics: the two axes of bar item background images.
public struct StateAndMetrics: Hashable, Sendable, CustomStringConvertible {
    /// The control state.
    public var state: ControlState
    /// The bar metrics.
    public var metrics: BarMetrics

    /// The pair.
    public init(_ state: ControlState, _ metrics: BarMetrics) {
        self.state = state
        self.metrics = metrics
    }

    /// `state, metrics`.
    public var description: String { "\(state), \(metrics)" }
}

extension AppearanceProxy where Target: BarButtonItem {
    /// Records a background image for a state and bar metrics.
    public func setBackgroundImage(_ image: Image?, for state: ControlState, barMetrics: BarMetrics) {
        self[\.[backgroundImage: state, barMetrics]] = image
    }

    /// The background image this proxy recorded for a state and metrics, or `nil`.
    public func backgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        self[\.[backgroundImage: state, barMetrics]] ?? nil
    }
}
