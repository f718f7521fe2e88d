import AppearanceKit
import Testing

/// Walks ask a view whether it overrides a trait or carries a style class before reading
/// either (``View/appearanceHasTraitOverridesOrStyleClasses``): the answer must follow each of
/// the three settings, and a view that gains one after entering a window is styled by it.
@MainActor
@Suite struct TraitAndClassShortcutTests {
    final class ShortcutLabel: Label {}

    enum Setting: String, CaseIterable, Sendable {
        case none, interfaceStyle, traitOverrides, styleClass
    }

    @Test(arguments: Setting.allCases)
    func theAnswerFollowsEachSetting(_ setting: Setting) {
        let view = View()
        switch setting {
        case .none: break
        case .interfaceStyle: view.overrideUserInterfaceStyle = .dark
        case .traitOverrides: view.traitOverrides = TraitCollection(userInterfaceStyle: .light)
        case .styleClass: view.styleClasses = ["danger"]
        }
        #expect(view.appearanceHasTraitOverridesOrStyleClasses == (setting != .none))
        #expect(view.appearanceHasTraitOverridesOrStyleClasses
            == (!view.appearanceTraitOverrides.isEmpty || !view.appearanceStyleClasses.isEmpty))
    }

    @Test func aWindowAlwaysSaysItOverridesTraits() {
        #expect(Window().appearanceHasTraitOverridesOrStyleClasses)
    }

    @Test func settingsMadeInTheWindowStyleTheView() {
        Appearance.reset()
        ShortcutLabel.appearance().textColor = .label
        ShortcutLabel.appearance(styleClass: "danger").textColor = .systemRed
        ShortcutLabel.appearance(for: TraitCollection(userInterfaceStyle: .dark)).backgroundColor = .black
        let window = Window()
        let label = ShortcutLabel()
        window.addSubview(label)
        #expect(label.textColor == .label)
        #expect(label.backgroundColor != .black)
        label.styleClasses = ["danger"]
        #expect(label.textColor == .systemRed)
        label.overrideUserInterfaceStyle = .dark
        #expect(label.backgroundColor == .black)
        label.overrideUserInterfaceStyle = .unspecified
        label.styleClasses = []
        #expect(label.textColor == .label)
        #expect(label.backgroundColor != .black)
    }
}
