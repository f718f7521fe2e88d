public import AppearanceCore

extension StateAndMetrics: AppearanceAxis {
    /// Two components, the state then the metrics (`[highlighted, compact]`); a lone state
    /// means the default metrics (`[highlighted]`).
    public init?(axisComponents: [String]) {
        guard (1...2).contains(axisComponents.count), let state = ControlState(name: axisComponents[0]) else { return nil }
        if axisComponents.count == 1 {
            self.init(state, .default)
            return
        }
        guard let metrics = AxisComponent.value(axisComponents[1], of: BarMetrics.self) else { return nil }
        self.init(state, metrics)
    }

    /// Examples: a state, then bar metrics.
    public static var axisValueNames: [String] {
        ["normal, default", "highlighted, default", "selected, compact", "disabled, defaultPrompt", "normal, compactPrompt"]
    }
}
