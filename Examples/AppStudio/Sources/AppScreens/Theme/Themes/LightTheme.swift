public import AppearanceKit

public struct LightTheme: Theme {
    public let tint: Color = .blue
    public let secondaryTint: Color = .orange

    public let backgroundColor: Color = .white
    public let separatorColor: Color = .lightGray
    public let selectionColor: Color = Color(red: 236 / 255, green: 236 / 255, blue: 236 / 255, alpha: 1)

    public let labelColor: Color = .black
    public let secondaryLabelColor: Color = .darkGray
    public let subtleLabelColor: Color = .lightGray

    public let barStyle: BarStyle = .default

    // Port: a public struct in another module needs a public initializer.
    public init() {}
}

extension LightTheme {

    public func extend() {
        ImageView.appearance(whenContainedInInstancesOf: [TableViewCell.self]).with {
            $0.borderColor = separatorColor
            $0.borderWidth = 1
        }

        ImageView.appearance(whenContainedInInstancesOf: [Button.self, TableViewCell.self]).with {
            $0.borderWidth = 0
        }
    }
}
