import AppearanceThemes

// The Swift themes of the seed (Tests/AppearanceSeedTests/ThemeSeed.swift), copied because test
// targets cannot import each other. The built-in theme files must give the same styles.

protocol Withable: AnyObject {}

extension Withable {
    @discardableResult
    func with(_ configure: (Self) -> Void) -> Self {
        configure(self)
        return self
    }
}

extension AppearanceProxy: Withable {}

/// A card: a view inside a view that the Ocean theme styles differently.
final class CardView: View {}

@MainActor
protocol Theme {
    var tint: Color { get }
    var secondaryTint: Color { get }
    var backgroundColor: Color { get }
    var separatorColor: Color { get }
    var selectionColor: Color { get }
    var labelColor: Color { get }
    var secondaryLabelColor: Color { get }
    var subtleLabelColor: Color { get }
    var barStyle: BarStyle { get }

    func apply(for application: Application)
    func extend()
}

extension Theme {
    func apply(for application: Application) {
        Appearance.batch {
            Appearance.reset()

            TabBar.appearance().with {
                $0.barStyle = barStyle
                $0.tintColor = tint
            }

            NavigationBar.appearance().with {
                $0.barStyle = barStyle
                $0.tintColor = tint
                $0.titleTextAttributes = TextAttributes(foregroundColor: labelColor)
                $0.largeTitleTextAttributes = TextAttributes(foregroundColor: labelColor)
            }

            CollectionView.appearance().backgroundColor = backgroundColor

            TableView.appearance().with {
                $0.backgroundColor = backgroundColor
                $0.separatorColor = separatorColor
            }

            TableViewCell.appearance().backgroundColor = .clear

            View.appearance(whenContainedInInstancesOf: [TableViewHeaderFooterView.self]).backgroundColor = selectionColor
            Label.appearance(whenContainedInInstancesOf: [TableViewHeaderFooterView.self]).textColor = secondaryLabelColor

            Label.appearance().textColor = labelColor

            Button.appearance().with {
                $0.setTitleColor(tint, for: .normal)
                $0.borderColor = tint
                $0.backgroundColor = .clear
            }

            Switch.appearance().onTintColor = tint

            extend()
        }
    }

    func extend() {
        // Optionally extend theme
    }
}

struct LightTheme: Theme {
    let tint = Color(hex: "#007AFF")!
    let secondaryTint = Color(hex: "#5AC8FA")!
    let backgroundColor = Color.white
    let separatorColor = Color.lightGray
    let selectionColor = Color(hex: "#F2F2F7")!
    let labelColor = Color.black
    let secondaryLabelColor = Color.darkGray
    let subtleLabelColor = Color.lightGray
    let barStyle = BarStyle.default
}

struct DarkTheme: Theme {
    let tint = Color(hex: "#FF9F0A")!
    let secondaryTint = Color(hex: "#FFD60A")!
    let backgroundColor = Color.black
    let separatorColor = Color(hex: "#38383A")!
    let selectionColor = Color(hex: "#1C1C1E")!
    let labelColor = Color.white
    let secondaryLabelColor = Color.lightGray
    let subtleLabelColor = Color.darkGray
    let barStyle = BarStyle.black
}

struct OceanTheme: Theme {
    let tint = Color(hex: "#0AA4D1")!
    let secondaryTint = Color(hex: "#7FD6F0")!
    let backgroundColor = Color(hex: "#E6F6FB")!
    let separatorColor = Color(hex: "#A7DCEB")!
    let selectionColor = Color(hex: "#C8ECF6")!
    let labelColor = Color(hex: "#05405A")!
    let secondaryLabelColor = Color(hex: "#3C7A92")!
    let subtleLabelColor = Color(hex: "#8AB6C6")!
    let barStyle = BarStyle.default

    func extend() {
        SegmentedControl.appearance().with {
            $0.selectedSegmentTintColor = tint
            $0.setTitleTextAttributes(TextAttributes(foregroundColor: labelColor), for: .normal)
        }

        Slider.appearance().with {
            $0.minimumTrackTintColor = tint
            $0.thumbTintColor = secondaryTint
        }

        View.appearance(whenContainedInInstancesOf: [CardView.self]).backgroundColor = selectionColor
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = tint
    }
}

/// The seed's `Theme` conformance for a theme file: the colours are the file's variables, and
/// `apply(for:)` applies the file.
struct FileTheme: Theme {
    let file: ThemeFile

    var tint: Color { color("tint") }
    var secondaryTint: Color { color("secondaryTint") }
    var backgroundColor: Color { color("backgroundColor") }
    var separatorColor: Color { color("separatorColor") }
    var selectionColor: Color { color("selectionColor") }
    var labelColor: Color { color("labelColor") }
    var secondaryLabelColor: Color { color("secondaryLabelColor") }
    var subtleLabelColor: Color { color("subtleLabelColor") }
    var barStyle: BarStyle { file.variable("barStyle", as: BarStyle.self) ?? .default }

    func apply(for application: Application) {
        file.apply()
    }

    private func color(_ name: String) -> Color {
        file.variable(name, as: Color.self) ?? .clear
    }
}

// The seed's custom appearance property on every view (BorderedViewsSeed.swift).
extension View {
    var borderColor: Color? {
        get { layer.borderColor }
        set { layer.borderColor = newValue }
    }
}
