import AppearanceKit
import Testing

// Seed: the `Theme` protocol with Dark, Light and Ocean themes switched at run time. The
// article's `apply(for:)` ended with `application.windows.reload()`, which removed every view
// from its window and added it back so UIKit would restyle it, and it had no way to forget
// the previous theme's extra values. Here `Appearance.batch` restyles in place and
// `Appearance.reset()` forgets; the rest is the article's code without the `UI` prefixes.

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

@MainActor
@Suite struct ThemeSeed {
    @MainActor final class Screen {
        let window = Window()
        let title = Label(text: "Settings")
        let card = CardView()
        let cardBody = View()
        let cardLabel = Label(text: "In a card")
        let button = Button(title: "Save")
        let slider = Slider()
        let table = TableView()
        let header = TableViewHeaderFooterView(text: "Section")
        var windowArrivals = 0

        init() {
            window.addSubview(title)
            cardBody.addSubview(cardLabel)
            card.addSubview(cardBody)
            window.addSubview(card)
            window.addSubview(button)
            window.addSubview(slider)
            table.addSection(TableView.Section(header: header, cells: [TableViewCell(text: "Row")]))
            window.addSubview(table)
        }
    }

    @Test func switchingThemesRestylesALiveWindowInPlace() {
        Appearance.reset()
        let screen = Screen()
        let dark = DarkTheme(), ocean = OceanTheme(), light = LightTheme()

        dark.apply(for: .shared)
        #expect(screen.title.textColor == .white)
        #expect(screen.button.titleColor(for: .normal) == dark.tint)
        #expect(screen.button.borderColor == dark.tint)
        #expect(screen.table.backgroundColor == .black)
        #expect(screen.header.textLabel.textColor == dark.secondaryLabelColor)

        ocean.apply(for: .shared)
        #expect(screen.title.textColor == ocean.labelColor)
        #expect(screen.cardLabel.textColor == ocean.tint, "the card is styled differently in Ocean")
        #expect(screen.cardBody.backgroundColor == ocean.selectionColor)
        #expect(screen.slider.minimumTrackTintColor == ocean.tint)

        light.apply(for: .shared)
        #expect(screen.title.textColor == .black)
        #expect(screen.cardLabel.textColor == .black, "Ocean's card colour is gone, not stale")
        #expect(screen.cardBody.backgroundColor == nil)
        #expect(screen.slider.minimumTrackTintColor == nil)
        #expect(screen.title.superview === screen.window, "no view was removed and re-added")
    }

    @Test func explicitValuesSurviveThemeSwitches() {
        Appearance.reset()
        let screen = Screen()
        screen.title.textColor = .systemPink
        for theme in [DarkTheme(), OceanTheme(), LightTheme()] as [any Theme] {
            theme.apply(for: .shared)
            #expect(screen.title.textColor == .systemPink)
        }
        screen.title.revertToAppearance(\.textColor)
        #expect(screen.title.textColor == .black)
    }

    @Test func themedViewsLookTheSameWhetherAddedBeforeOrAfterTheSwitch() {
        Appearance.reset()
        let before = Screen()
        OceanTheme().apply(for: .shared)
        let after = Screen()
        #expect(before.cardLabel.textColor == after.cardLabel.textColor)
        #expect(before.button.titleColor(for: .normal) == after.button.titleColor(for: .normal))
        #expect(before.table.separatorColor == after.table.separatorColor)
    }
}
