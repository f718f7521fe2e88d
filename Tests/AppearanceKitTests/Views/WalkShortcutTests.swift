import AppearanceKit
import Testing

/// Walks ask a view questions instead of reading what they are about: whether it overrides a
/// trait or carries a style class (``View/appearanceHasTraitOverridesOrStyleClasses``), and
/// whether the node they reached it from is its container
/// (``View/appearanceIsDirectlyContained(in:)``). Each answer must agree with what it stands
/// for, and views styled through the answers must come out as through the lists.
@MainActor
@Suite struct WalkShortcutTests {
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
        #expect(
            view.appearanceHasTraitOverridesOrStyleClasses
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

    @Test func aSubviewIsDirectlyContainedInItsSuperviewOnly() {
        let superview = View(), other = View(), view = View()
        #expect(!view.appearanceIsDirectlyContained(in: superview), "no superview yet")
        superview.addSubview(view)
        #expect(view.appearanceIsDirectlyContained(in: superview))
        #expect(!view.appearanceIsDirectlyContained(in: other))
        other.addSubview(view)
        #expect(view.appearanceIsDirectlyContained(in: other))
        #expect(!view.appearanceIsDirectlyContained(in: superview))
        view.removeFromSuperview()
        #expect(!view.appearanceIsDirectlyContained(in: other))
    }

    @Test func aControllersRootViewIsNotDirectlyContainedInItsSuperview() {
        let window = Window()
        let controller = ViewController()
        window.rootViewController = controller
        let root = controller.view
        #expect(root.superview === window)
        #expect(root.appearanceContainer === controller)
        #expect(!root.appearanceIsDirectlyContained(in: window))
    }

    @Test func aPopoversViewIsNotDirectlyContainedInTheWindow() throws {
        let content = ViewController()
        let popover = PopoverController(contentViewController: content)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let anchor = View(frame: CGRect(x: 10, y: 10, width: 40, height: 24))
        window.addSubview(anchor)
        popover.present(
            from: CGRect(x: 0, y: 0, width: 40, height: 24), in: anchor, permittedArrowDirections: .any,
            animated: false)
        let popoverView = try #require(content.view.superview)
        #expect(popoverView.superview === window)
        #expect(popoverView.appearanceContainer === popover)
        #expect(!popoverView.appearanceIsDirectlyContained(in: window))
        popover.dismiss(animated: false)
    }
}
