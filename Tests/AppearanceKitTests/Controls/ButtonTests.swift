import AppearanceKit
import Testing

extension KitControlTests {
    @MainActor
    @Suite struct ButtonTests {
        @Test func perStateProxyValuesApplyPerState() {
            Appearance.reset()
            Button.appearance().setTitleColor(.red, for: .normal)
            Button.appearance().setTitleColor(.gray, for: .disabled)
            Button.appearance().setTitleShadowColor(.black, for: .highlighted)
            Button.appearance().setBackgroundImage(Image(named: "bg"), for: .normal)
            Button.appearance().setBackgroundImage(Image(named: "bg-selected"), for: .selected)
            Button.appearance().setImage(Image(named: "star"), for: .normal)
            let button = Button(title: "Save")
            #expect(button.titleColor(for: .normal) == nil)
            let window = Window()
            window.addSubview(button)
            #expect(button.titleColor(for: .normal) == .red)
            #expect(button.titleColor(for: .disabled) == .gray)
            #expect(button.titleColor(for: .highlighted) == .red, "a state without a value shows .normal's")
            #expect(button[titleColor: .highlighted] == nil, "the subscript does not fall back")
            #expect(button.titleShadowColor(for: .highlighted) == .black)
            #expect(button.titleShadowColor(for: .normal) == nil)
            #expect(button.backgroundImage(for: .normal) == Image(named: "bg"))
            #expect(button.backgroundImage(for: .selected) == Image(named: "bg-selected"))
            #expect(button.image(for: .disabled) == Image(named: "star"))
        }

        /// A `nil` title colour recorded on a proxy is a value, as in UIKit: it means "the
        /// default colour" and wins, in its place, over a non-nil one recorded on a weaker proxy.
        @Test func aNilTitleColorOnAProxyIsRecordedAndApplied() {
            Appearance.reset()
            defer { Appearance.reset() }
            final class Toolbar: View {}
            Button.appearance().setTitleColor(.red, for: .normal)
            Button.appearance(whenContainedInInstancesOf: [Toolbar.self]).setTitleColor(nil, for: .normal)
            let plain = Button(), inToolbar = Button()
            let toolbar = Toolbar()
            toolbar.addSubview(inToolbar)
            let window = Window()
            window.addSubview(plain)
            window.addSubview(toolbar)
            #expect(plain.titleColor(for: .normal) == .red)
            #expect(inToolbar.titleColor(for: .normal) == nil, "the containment proxy's nil wins")
            #expect(inToolbar.currentTitleColor != .red, "nil draws the default colour")
            #expect(!inToolbar.hasExplicitValue(for: \.[titleColor: .normal]))
        }

        @Test func explicitPerStateValuesSurvive() {
            Appearance.reset()
            Button.appearance().setTitleColor(.red, for: .normal)
            Button.appearance().setTitleColor(.orange, for: .highlighted)
            let button = Button()
            button.setTitleColor(.green, for: .highlighted)
            let window = Window()
            window.addSubview(button)
            #expect(button.titleColor(for: .highlighted) == .green)
            #expect(button.titleColor(for: .normal) == .red, "only the explicit state is protected")
            #expect(button.hasExplicitValue(for: \.[titleColor: .highlighted]))
            #expect(!button.hasExplicitValue(for: \.[titleColor: .normal]))
        }

        @Test func explicitNilIsKeptPerState() {
            Appearance.reset()
            Button.appearance().setImage(Image(named: "star"), for: .selected)
            let button = Button()
            button.setImage(nil, for: .selected)
            let window = Window()
            window.addSubview(button)
            #expect(button[image: .selected] == nil)
        }

        @Test func proxyGettersReturnWhatThatProxyRecorded() {
            Appearance.reset()
            Button.appearance().setTitleColor(.red, for: .normal)
            Button.appearance().setImage(Image(named: "star"), for: .highlighted)
            #expect(Button.appearance().titleColor(for: .normal) == .red)
            #expect(Button.appearance().titleColor(for: .selected) == nil)
            #expect(Button.appearance().image(for: .highlighted) == Image(named: "star"))
            #expect(Button.appearance().titleShadowColor(for: .normal) == nil)
            #expect(Button.appearance().backgroundImage(for: .normal) == nil)
            #expect(Button.appearance(whenContainedInInstancesOf: [Toolbar.self]).titleColor(for: .normal) == nil)
            Button.appearance().setTitleColor(nil, for: .normal)
            #expect(Button.appearance().titleColor(for: .normal) == nil)
        }

        @Test func scalarPropertiesApplyInAWindow() {
            Appearance.reset()
            Button.appearance().contentEdgeInsets = EdgeInsets(all: 8)
            Button.appearance().titleFont = .preferredFont(forTextStyle: .headline)
            let button = Button()
            #expect(button.contentEdgeInsets == .zero)
            #expect(button.titleFont == nil)
            let window = Window()
            window.addSubview(button)
            #expect(button.contentEdgeInsets == EdgeInsets(all: 8))
            #expect(button.titleFont == .preferredFont(forTextStyle: .headline))
        }

        @Test func currentValuesFollowTheState() {
            Appearance.reset()
            Button.appearance().setTitleColor(.red, for: .normal)
            Button.appearance().setTitleColor(.gray, for: .disabled)
            let button = Button(title: "Go")
            button.setTitle("Wait", for: .disabled)
            let window = Window()
            window.addSubview(button)
            #expect(button.currentTitle == "Go")
            #expect(button.currentTitleColor == .red)
            button.isEnabled = false
            #expect(button.currentTitle == "Wait")
            #expect(button.currentTitleColor == .gray)
            button.isEnabled = true
            button.isHighlighted = true
            #expect(button.currentTitle == "Go")
            #expect(button.currentTitleColor == .red)
        }

        @Test func titlesAreNotStyled() {
            Appearance.reset()
            let button = Button(title: "Save", type: .custom)
            #expect(button.buttonType == .custom)
            #expect(button.title(for: .normal) == "Save")
            #expect(button.title(for: .selected) == "Save")
            button.setTitle("Saved", for: .selected)
            #expect(button.title(for: .selected) == "Saved")
            button.setTitle(nil, for: .selected)
            #expect(button.title(for: .selected) == "Save")
            // As UIKit's `UIButton()`: a custom button (`UIButton(type: .system)` for a system one).
            #expect(Button().buttonType == .custom)
            #expect(Button(type: .system).buttonType == .system)
            #expect(Button().currentTitle == nil)
        }

        @Test func defaultTitleColourDependsOnTheType() {
            Appearance.reset()
            #expect(Button(type: .custom).currentTitleColor == .white)
            let system = Button(type: .system)
            #expect(system.currentTitleColor == .systemBlue)
            system.tintColor = .systemOrange
            #expect(system.currentTitleColor == .systemOrange)
        }

        @Test func subclassesGetButtonProxyValues() {
            Appearance.reset()
            final class RoundButton: Button {}
            Button.appearance().setTitleColor(.red, for: .normal)
            RoundButton.appearance().setTitleColor(.blue, for: .selected)
            let round = RoundButton()
            let window = Window()
            window.addSubview(round)
            #expect(round.titleColor(for: .normal) == .red)
            #expect(round.titleColor(for: .selected) == .blue)
        }
    }
}
