public import AppearanceCore

extension ControlState: AppearanceAxis {
    /// One component naming a state or a combination, as ``init(name:)`` reads it
    /// (`titleColor[highlighted]`, `titleColor[highlighted|selected]`).
    public init?(axisComponents: [String]) {
        guard axisComponents.count == 1, let state = ControlState(name: axisComponents[0]) else { return nil }
        self = state
    }

    /// The single state names; combine them with `|`.
    public static var axisValueNames: [String] { allNames }
}
