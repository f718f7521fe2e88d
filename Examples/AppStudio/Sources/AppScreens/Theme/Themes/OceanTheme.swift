public import AppearanceKit

public struct OceanTheme: Theme {
    public let tint: Color = .blue
    public let secondaryTint: Color = .orange

    public let backgroundColor: Color = .cyan
    public let separatorColor: Color = .lightGray
    public let selectionColor: Color = .init(red: 38 / 255, green: 38 / 255, blue: 40 / 255, alpha: 1)

    public let labelColor: Color = .magenta
    public let secondaryLabelColor: Color = .lightGray
    public let subtleLabelColor: Color = .darkGray

    public let barStyle: BarStyle = .default

    // Port: a public struct in another module needs a public initializer.
    public init() {}
}
