public import AppearanceCore

extension BarMetrics: AppearanceAxis {
    /// One component naming a case, such as `compact` (spaces and case ignored).
    public init?(axisComponents: [String]) {
        guard axisComponents.count == 1, let metrics = AxisComponent.value(axisComponents[0], of: BarMetrics.self) else {
            return nil
        }
        self = metrics
    }

    /// The case names.
    public static var axisValueNames: [String] { allCases.map(\.rawValue) }
}
