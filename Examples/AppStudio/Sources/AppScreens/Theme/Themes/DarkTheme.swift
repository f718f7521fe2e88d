public import AppearanceKit

public struct DarkTheme: Theme {
    public let tint: Color = .yellow
    public let secondaryTint: Color = .green

    public let backgroundColor: Color = .black
    public let separatorColor: Color = .lightGray
    public let selectionColor: Color = .init(red: 38 / 255, green: 38 / 255, blue: 40 / 255, alpha: 1)

    public let labelColor: Color = .white
    public let secondaryLabelColor: Color = .lightGray
    public let subtleLabelColor: Color = .darkGray

    public let barStyle: BarStyle = .black

    // Port: a public struct in another module needs a public initializer.
    public init() {}
}
