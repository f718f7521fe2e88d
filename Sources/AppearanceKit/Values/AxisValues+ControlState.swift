public import AppearanceCore

extension AxisValues where Axis == ControlState {
    /// The value for `state`, or the `.normal` value when `state` has none (or an explicit
    /// `nil`): UIKit's fallback for per-state titles, colours and images.
    public func valueFallingBackToNormal<Wrapped>(for state: ControlState) -> Wrapped? where Value == Wrapped? {
        (storedValue(for: state) ?? nil) ?? self[.normal]
    }
}
