import AppearanceUIKit
import Testing
import UIKitNamesApp

/// An app module that declares its own `Button`, `Label`, `Color`, `Appearance` and `Theme`
/// compiles through AppearanceUIKit (Tests/UIKitNamesApp) and runs: its names are its own
/// inside it, UIKit's names reach the kit. (Here, a file that imports both modules names the
/// app's types with their module, as it would with UIKit: `UIKitNamesApp.Label`.)
@MainActor
@Suite struct UIKitNamesAppTests {
    @Test func theAppsOwnTypesUnderTheKitsNamesRunThroughUIKitsNames() throws {
        Appearance.reset()
        defer { Appearance.reset() }
        UIKitNamesApp.Theme.apply(UIKitNamesApp.Theme(accent: UIKitNamesApp.Color.brand))
        let screen = UIKitNamesApp.makeScreen(appearance: .dark)
        #expect(screen.title.textColor == UIColor.darkGray)
        #expect(screen.title.traitCollection.userInterfaceStyle == .dark)
        #expect(screen.button.backgroundColor == UIKitNamesApp.Color.brand)
        #expect(screen.button.title(for: .normal) == "Save")
        #expect(screen.title.intrinsicContentSize.width > 16)
        // The app's classes are subclasses of the kit's, under either name.
        let title: UILabel = screen.title
        #expect(type(of: title) == UIKitNamesApp.Label.self)
        #expect(String(reflecting: type(of: screen.button)) == "UIKitNamesApp.Button")
    }

    @Test func uikitsNamesAreTheKitsTypes() {
        #expect(UIView.self == View.self)
        #expect(UIColor.self == AppearanceKit.Color.self)
        #expect(CALayer.self == Layer.self)
        #expect(UIControl.State.self == ControlState.self)
        #expect(UIView.ContentMode.self == ContentMode.self)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).left == 2)
    }
}
