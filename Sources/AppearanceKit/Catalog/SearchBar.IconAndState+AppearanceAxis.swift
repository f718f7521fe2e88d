public import AppearanceCore

extension SearchBar.IconAndState: AppearanceAxis {
    /// Two components, the icon then the state (`[clear, highlighted]`); a lone icon means the
    /// normal state (`[search]`).
    public init?(axisComponents: [String]) {
        guard (1...2).contains(axisComponents.count),
            let icon = AxisComponent.value(axisComponents[0], of: SearchBar.Icon.self)
        else { return nil }
        if axisComponents.count == 1 {
            self.init(icon, .normal)
            return
        }
        guard let state = ControlState(name: axisComponents[1]) else { return nil }
        self.init(icon, state)
    }

    /// Examples: an icon, then a state.
    public static var axisValueNames: [String] {
        ["search, normal", "clear, normal", "clear, highlighted", "bookmark, normal", "resultsList, disabled"]
    }
}
