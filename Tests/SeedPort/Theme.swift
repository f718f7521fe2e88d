public import AppearanceKit

// Seed: the `Theme` protocol with Dark, Light and Ocean themes switched at run time. The
// article's `apply(for:)` ended with `application.windows.reload()`, which removed every view
// from its window and added it back so UIKit would restyle it, and it had no way to forget
// the previous theme's extra values. Here `Appearance.batch` restyles in place and
// `Appearance.reset()` forgets; the rest is the article's code without the `UI` prefixes.

public protocol Withable: AnyObject {}

extension Withable {
    @discardableResult
    public func with(_ configure: (Self) -> Void) -> Self {
        configure(self)
        return self
    }
}

extension AppearanceProxy: Withable {}

/// A card: a view inside a view that the Ocean theme styles differently.
public final class CardView: View {}

@MainActor
public protocol Theme {
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
    public func apply(for application: Application) {
        Appearance.batch {
            Appearance.reset()

            TabBar.appearance().with {
                $0.barStyle = barStyle
                $0.tintColor = tint
            }

            NavigationBar.appearance().with {
                $0.barStyle = barStyle
                $0.tintColor = tint
                $0.titleTextAttributes = [.foregroundColor: labelColor]
                $0.largeTitleTextAttributes = [.foregroundColor: labelColor]
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

    public func extend() {
        // Optionally extend theme
    }
}

public struct LightTheme: Theme {
    public init() {}

    public let tint = Color(hex: "#007AFF")!
    public let secondaryTint = Color(hex: "#5AC8FA")!
    public let backgroundColor = Color.white
    public let separatorColor = Color.lightGray
    public let selectionColor = Color(hex: "#F2F2F7")!
    public let labelColor = Color.black
    public let secondaryLabelColor = Color.darkGray
    public let subtleLabelColor = Color.lightGray
    public let barStyle = BarStyle.default
}

public struct DarkTheme: Theme {
    public init() {}

    public let tint = Color(hex: "#FF9F0A")!
    public let secondaryTint = Color(hex: "#FFD60A")!
    public let backgroundColor = Color.black
    public let separatorColor = Color(hex: "#38383A")!
    public let selectionColor = Color(hex: "#1C1C1E")!
    public let labelColor = Color.white
    public let secondaryLabelColor = Color.lightGray
    public let subtleLabelColor = Color.darkGray
    public let barStyle = BarStyle.black
}

public struct OceanTheme: Theme {
    public init() {}

    public let tint = Color(hex: "#0AA4D1")!
    public let secondaryTint = Color(hex: "#7FD6F0")!
    public let backgroundColor = Color(hex: "#E6F6FB")!
    public let separatorColor = Color(hex: "#A7DCEB")!
    public let selectionColor = Color(hex: "#C8ECF6")!
    public let labelColor = Color(hex: "#05405A")!
    public let secondaryLabelColor = Color(hex: "#3C7A92")!
    public let subtleLabelColor = Color(hex: "#8AB6C6")!
    public let barStyle = BarStyle.default

    public func extend() {
        SegmentedControl.appearance().with {
            $0.selectedSegmentTintColor = tint
            $0.setTitleTextAttributes([.foregroundColor: labelColor], for: .normal)
        }

        Slider.appearance().with {
            $0.minimumTrackTintColor = tint
            $0.thumbTintColor = secondaryTint
        }

        View.appearance(whenContainedInInstancesOf: [CardView.self]).backgroundColor = selectionColor
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = tint
    }
}
