import AppearanceKit
import Testing

/// R5 (containers: superviews, view controllers, the window) and R6 (traits), in Rules.md.
@MainActor
@Suite struct ContainerAndTraitTests {
    final class SettingsViewController: ViewController {}
    final class ProfileViewController: ViewController {}

    @Test func aViewControllerContainsItsRootViewAndEverythingInside() {
        Appearance.reset()
        Label.appearance(whenContainedInInstancesOf: [SettingsViewController.self]).textColor = .purple
        let window = Window()
        let settings = SettingsViewController()
        let label = Label()
        settings.view.addSubview(label)
        window.rootViewController = settings
        #expect(label.textColor == .purple)
    }

    // R5 (Rules.md): a controller sits between its root view and that view's superview.
    @Test func aViewControllerSitsBetweenItsRootViewAndThatViewsSuperview() {
        Appearance.reset()
        View.appearance(whenContainedInInstancesOf: [SettingsViewController.self]).backgroundColor = .yellow
        Label.appearance(whenContainedInInstancesOf: [CardView.self, SettingsViewController.self]).textColor = .red
        let window = Window()
        let settings = SettingsViewController()
        window.rootViewController = settings
        #expect(settings.view.backgroundColor == .yellow, "the controller contains its root view")
        #expect(window.backgroundColor == nil)
        let card = CardView()
        let label = Label()
        card.addSubview(label)
        settings.view.addSubview(card)
        #expect(label.textColor == .red)
    }

    @Test func childViewControllersAreContainersToo() {
        Appearance.reset()
        Label.appearance(whenContainedInInstancesOf: [ProfileViewController.self, SettingsViewController.self]).textColor = .green
        let window = Window()
        let settings = SettingsViewController()
        let profile = ProfileViewController()
        settings.addChild(profile)
        let label = Label()
        profile.view.addSubview(label)
        settings.view.addSubview(profile.view)
        window.rootViewController = settings
        #expect(label.textColor == .green)
    }

    @Test func windowsWithDifferentTraitsStyleTheSameClassDifferently() {
        Appearance.reset()
        Label.appearance(for: .dark).textColor = .white
        Label.appearance(for: TraitCollection(userInterfaceStyle: .light)).textColor = .black
        let dark = Window(screenTraits: .dark)
        let light = Window(screenTraits: TraitCollection(userInterfaceStyle: .light))
        let a = Label(), b = Label()
        dark.addSubview(a)
        light.addSubview(b)
        #expect(a.textColor == .white)
        #expect(b.textColor == .black)
        #expect(a.traitCollection.userInterfaceStyle == .dark)
    }

    // R6 (Rules.md): overrides flow down; a change resolves the subtree again.
    @Test func overridesFlowDownAndChangesReResolveTheSubtree() {
        Appearance.reset()
        Label.appearance(for: .dark).textColor = .white
        let window = Window()
        let card = CardView()
        let label = Label()
        card.addSubview(label)
        window.addSubview(card)
        #expect(label.textColor == nil)
        card.overrideUserInterfaceStyle = .dark
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        #expect(label.textColor == .white)
        card.overrideUserInterfaceStyle = .unspecified
        #expect(label.textColor == nil)
    }

    @Test func traitOverridesOfAnyTraitReResolve() {
        Appearance.reset()
        Label.appearance(for: .regular).numberOfLines = 2
        let window = Window()
        let label = Label()
        window.addSubview(label)
        #expect(label.numberOfLines == 1)
        window.traitOverrides.horizontalSizeClass = .regular
        #expect(label.numberOfLines == 2)
    }

    @Test func viewControllerOverridesApplyToItsViews() {
        Appearance.reset()
        Label.appearance(for: .dark).textColor = .white
        let window = Window()
        let settings = SettingsViewController()
        let label = Label()
        settings.view.addSubview(label)
        window.rootViewController = settings
        settings.overrideUserInterfaceStyle = .dark
        #expect(label.textColor == .white)
        #expect(settings.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func screenTraitChangesRestyleTheWholeWindowInPlace() {
        Appearance.reset()
        Label.appearance().textColor = .black
        Label.appearance(for: .dark).textColor = .white
        let window = Window()
        let labels = (0..<5).map { _ in Label() }
        labels.forEach(window.addSubview)
        window.screenTraits.userInterfaceStyle = .dark
        #expect(labels.allSatisfy { $0.textColor == .white })
        window.screenTraits.userInterfaceStyle = .light
        #expect(labels.allSatisfy { $0.textColor == .black })
    }
}
