public import AppearanceCore
public import Foundation

// UIKit's per-metrics setters of `UIBarButtonItem`: title and back-button title offsets,
// background offsets and back button background images, on instances and on proxies.
//
// ```swift
// BarButtonItem.appearance().setBackButtonTitlePositionAdjustment(
//     Offset(horizontal: -1000, vertical: 0), for: .default)       // hide back titles
// BarButtonItem.appearance().setTitlePositionAdjustment(Offset(horizontal: 0, vertical: 2), for: .default)
// ```

extension BarButtonItem {
    /// The title offset for bar metrics.
    public subscript(titlePositionAdjustment metrics: BarMetrics) -> Offset {
        get { titlePositionAdjustments[metrics] }
        set { titlePositionAdjustments[metrics] = newValue }
    }

    /// Sets the title offset for bar metrics (explicit on this instance).
    public func setTitlePositionAdjustment(_ adjustment: Offset, for barMetrics: BarMetrics) {
        self[titlePositionAdjustment: barMetrics] = adjustment
    }

    /// The title offset for bar metrics.
    public func titlePositionAdjustment(for barMetrics: BarMetrics) -> Offset {
        self[titlePositionAdjustment: barMetrics]
    }

    /// The back button title offset for bar metrics.
    public subscript(backButtonTitlePositionAdjustment metrics: BarMetrics) -> Offset {
        get { backButtonTitlePositionAdjustments[metrics] }
        set { backButtonTitlePositionAdjustments[metrics] = newValue }
    }

    /// Sets the back button title offset for bar metrics (explicit on this instance).
    public func setBackButtonTitlePositionAdjustment(_ adjustment: Offset, for barMetrics: BarMetrics) {
        self[backButtonTitlePositionAdjustment: barMetrics] = adjustment
    }

    /// The back button title offset for bar metrics.
    public func backButtonTitlePositionAdjustment(for barMetrics: BarMetrics) -> Offset {
        self[backButtonTitlePositionAdjustment: barMetrics]
    }

    /// The vertical background offset for bar metrics, in points.
    public subscript(backgroundVerticalPositionAdjustment metrics: BarMetrics) -> CGFloat {
        get { backgroundVerticalPositionAdjustments[metrics] }
        set { backgroundVerticalPositionAdjustments[metrics] = newValue }
    }

    /// Sets the vertical background offset for bar metrics (explicit on this instance).
    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: BarMetrics) {
        self[backgroundVerticalPositionAdjustment: barMetrics] = adjustment
    }

    /// The vertical background offset for bar metrics.
    public func backgroundVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
        self[backgroundVerticalPositionAdjustment: barMetrics]
    }

    /// The back button background image for a control state and bar metrics.
    public subscript(backButtonBackgroundImage state: ControlState, metrics: BarMetrics) -> Image? {
        get { backButtonBackgroundImages[StateAndMetrics(state, metrics)] }
        set { backButtonBackgroundImages[StateAndMetrics(state, metrics)] = newValue }
    }

    /// Sets the back button background image for a state and metrics (explicit on this instance).
    public func setBackButtonBackgroundImage(_ image: Image?, for state: ControlState, barMetrics: BarMetrics) {
        self[backButtonBackgroundImage: state, barMetrics] = image
    }

    /// The back button background image for a state and metrics.
    public func backButtonBackgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        self[backButtonBackgroundImage: state, barMetrics]
    }
}

extension AppearanceProxy where Target: BarButtonItem {
    /// Records a title offset for bar metrics; `nil` removes the record.
    public func setTitlePositionAdjustment(_ adjustment: Offset?, for barMetrics: BarMetrics) {
        self[\.[titlePositionAdjustment: barMetrics]] = adjustment
    }

    /// The title offset this proxy recorded for bar metrics, or `nil`.
    public func titlePositionAdjustment(for barMetrics: BarMetrics) -> Offset? {
        self[\.[titlePositionAdjustment: barMetrics]]
    }

    /// Records a back button title offset for bar metrics; `nil` removes the record.
    public func setBackButtonTitlePositionAdjustment(_ adjustment: Offset?, for barMetrics: BarMetrics) {
        self[\.[backButtonTitlePositionAdjustment: barMetrics]] = adjustment
    }

    /// The back button title offset this proxy recorded for bar metrics, or `nil`.
    public func backButtonTitlePositionAdjustment(for barMetrics: BarMetrics) -> Offset? {
        self[\.[backButtonTitlePositionAdjustment: barMetrics]]
    }

    /// Records a vertical background offset for bar metrics; `nil` removes the record.
    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat?, for barMetrics: BarMetrics) {
        self[\.[backgroundVerticalPositionAdjustment: barMetrics]] = adjustment
    }

    /// Records a back button background image for a state and bar metrics.
    public func setBackButtonBackgroundImage(_ image: Image?, for state: ControlState, barMetrics: BarMetrics) {
        self[\.[backButtonBackgroundImage: state, barMetrics]] = image
    }

    /// The back button background image this proxy recorded for a state and metrics, or `nil`.
    public func backButtonBackgroundImage(for state: ControlState, barMetrics: BarMetrics) -> Image? {
        self[\.[backButtonBackgroundImage: state, barMetrics]] ?? nil
    }
}
