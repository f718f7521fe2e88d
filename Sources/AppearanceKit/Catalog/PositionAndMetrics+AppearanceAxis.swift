public import AppearanceCore

extension PositionAndMetrics: AppearanceAxis {
    /// Two components, the position then the metrics (`[topAttached, compact]`); a lone
    /// position means the default metrics (`[top]`) and lone metrics mean any position
    /// (`[compact]`), as `setBackgroundImage(_:for:)` with bar metrics does.
    public init?(axisComponents: [String]) {
        switch axisComponents.count {
        case 1:
            if let position = AxisComponent.value(axisComponents[0], of: BarPosition.self) {
                self.init(position: position, metrics: .default)
            } else if let metrics = AxisComponent.value(axisComponents[0], of: BarMetrics.self) {
                self.init(position: .any, metrics: metrics)
            } else {
                return nil
            }
        case 2:
            guard let position = AxisComponent.value(axisComponents[0], of: BarPosition.self),
                let metrics = AxisComponent.value(axisComponents[1], of: BarMetrics.self)
            else { return nil }
            self.init(position: position, metrics: metrics)
        default:
            return nil
        }
    }

    /// Examples: a bar position, then bar metrics.
    public static var axisValueNames: [String] {
        ["any, default", "top, default", "topAttached, compact", "bottom, defaultPrompt", "any, compactPrompt"]
    }
}
