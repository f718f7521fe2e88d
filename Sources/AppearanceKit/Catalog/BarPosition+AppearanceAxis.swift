public import AppearanceCore

extension BarPosition: AppearanceAxis {
    /// One component naming a case, such as `topAttached` (spaces and case ignored).
    public init?(axisComponents: [String]) {
        guard axisComponents.count == 1, let position = AxisComponent.value(axisComponents[0], of: BarPosition.self) else {
            return nil
        }
        self = position
    }

    /// The case names.
    public static var axisValueNames: [String] { allCases.map(\.rawValue) }
}
