public import AppearanceCore

extension DividerKey: AppearanceAxis {
    /// Three components, the left state, the right state and the metrics
    /// (`[selected, normal, compact]`); with two, the metrics are the default ones.
    public init?(axisComponents: [String]) {
        guard (2...3).contains(axisComponents.count),
            let left = ControlState(name: axisComponents[0]),
            let right = ControlState(name: axisComponents[1])
        else { return nil }
        if axisComponents.count == 2 {
            self.init(left: left, right: right, metrics: .default)
            return
        }
        guard let metrics = AxisComponent.value(axisComponents[2], of: BarMetrics.self) else { return nil }
        self.init(left: left, right: right, metrics: metrics)
    }

    /// Examples: the left segment's state, the right segment's state, then bar metrics.
    public static var axisValueNames: [String] {
        ["normal, normal, default", "selected, normal, default", "normal, selected, compact", "highlighted, normal, default"]
    }
}
