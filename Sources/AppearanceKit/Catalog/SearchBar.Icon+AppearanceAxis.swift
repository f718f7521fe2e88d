public import AppearanceCore

extension SearchBar.Icon: AppearanceAxis {
    /// One component naming an icon, such as `search` (spaces and case ignored).
    public init?(axisComponents: [String]) {
        guard axisComponents.count == 1, let icon = AxisComponent.value(axisComponents[0], of: SearchBar.Icon.self) else {
            return nil
        }
        self = icon
    }

    /// The case names.
    public static var axisValueNames: [String] { allCases.map(\.rawValue) }
}
