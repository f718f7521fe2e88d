public import AppearanceCore
public import Foundation

extension AppearanceProxy where Target: SearchBar {
    /// Records a background image for a bar position and bar metrics.
    public func setBackgroundImage(_ image: Image?, for position: BarPosition, barMetrics: BarMetrics) {
        self[\.[backgroundImage: position, barMetrics]] = image
    }

    /// The background image this proxy recorded for a position and metrics, or `nil`.
    public func backgroundImage(for position: BarPosition, barMetrics: BarMetrics) -> Image? {
        self[\.[backgroundImage: position, barMetrics]] ?? nil
    }

    /// Records an icon's image for a control state.
    public func setImage(_ image: Image?, for icon: SearchBar.Icon, state: ControlState) {
        self[\.[image: icon, state]] = image
    }

    /// The icon image this proxy recorded for an icon and state, or `nil`.
    public func image(for icon: SearchBar.Icon, state: ControlState) -> Image? {
        self[\.[image: icon, state]] ?? nil
    }

    /// Records an icon's offset; `nil` removes the record.
    public func setPositionAdjustment(_ adjustment: Offset?, for icon: SearchBar.Icon) {
        self[\.[positionAdjustment: icon]] = adjustment
    }

    /// The icon offset this proxy recorded, or `nil`.
    public func positionAdjustment(for icon: SearchBar.Icon) -> Offset? {
        self[\.[positionAdjustment: icon]]
    }

    /// Records a search field background image for a control state.
    public func setSearchFieldBackgroundImage(_ image: Image?, for state: ControlState) {
        self[\.[searchFieldBackgroundImage: state]] = image
    }

    /// The search field background image this proxy recorded for `state`, or `nil`.
    public func searchFieldBackgroundImage(for state: ControlState) -> Image? {
        self[\.[searchFieldBackgroundImage: state]] ?? nil
    }

    /// Records scope button title attributes for a control state.
    public func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: ControlState) {
        self[\.[scopeBarButtonTitleTextAttributes: state]] = attributes
    }

    /// The scope button title attributes this proxy recorded for `state`, or `nil`.
    public func scopeBarButtonTitleTextAttributes(for state: ControlState) -> [NSAttributedString.Key: Any]? {
        self[\.[scopeBarButtonTitleTextAttributes: state]] ?? nil
    }

    /// Records a scope button background image for a control state.
    public func setScopeBarButtonBackgroundImage(_ image: Image?, for state: ControlState) {
        self[\.[scopeBarButtonBackgroundImage: state]] = image
    }

    /// The scope button background image this proxy recorded for `state`, or `nil`.
    public func scopeBarButtonBackgroundImage(for state: ControlState) -> Image? {
        self[\.[scopeBarButtonBackgroundImage: state]] ?? nil
    }

    /// Records a divider image between scope buttons in two states.
    public func setScopeBarButtonDividerImage(
        _ image: Image?, forLeftSegmentState left: ControlState, rightSegmentState right: ControlState
    ) {
        self[\.[scopeBarButtonDividerImage: left, right]] = image
    }

    /// The scope divider image this proxy recorded for two states, or `nil`.
    public func scopeBarButtonDividerImage(
        forLeftSegmentState left: ControlState, rightSegmentState right: ControlState
    ) -> Image? {
        self[\.[scopeBarButtonDividerImage: left, right]] ?? nil
    }
}
