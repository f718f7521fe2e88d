import AppearanceKit
import Testing

/// Style classes as targets and as containers (R4.4 in Rules.md).
@MainActor
@Suite struct StyleClassTests {
    @Test func aStyleClassIsAContainer() {
        Appearance.reset()
        Label.appearance(whenContainedIn: [.styleClass("card")]).textColor = .blue
        let window = Window()
        let card = View()
        card.styleClasses = ["card"]
        let inside = Label(), outside = Label()
        card.addSubview(inside)
        window.addSubview(card)
        window.addSubview(outside)
        #expect(inside.textColor == .blue)
        #expect(outside.textColor == nil)
    }

    @Test func styleClassesAndClassesMixInOneContainerList() {
        Appearance.reset()
        Label.appearance(whenContainedIn: [.styleClass("card"), .of(ScreenView.self)]).textColor = .green
        let window = Window()
        let screen = ScreenView(), plainCard = View(), card = View()
        card.styleClasses = ["card", "elevated"]
        let matched = Label(), unmatched = Label()
        card.addSubview(matched)
        plainCard.addSubview(unmatched)
        screen.addSubview(card)
        screen.addSubview(plainCard)
        window.addSubview(screen)
        #expect(matched.textColor == .green)
        #expect(unmatched.textColor == nil)
        let why = Appearance.explain(matched, \.textColor)
        #expect(why.winner?.containers == [".card", "ScreenView"])
    }

    // R4.2 (Rules.md): a view is never its own container, style classes included.
    @Test func aViewIsNotItsOwnStyleClassContainer() {
        Appearance.reset()
        Label.appearance(whenContainedIn: [.styleClass("card")]).textColor = .blue
        let window = Window()
        let label = Label()
        label.styleClasses = ["card"]
        window.addSubview(label)
        #expect(label.textColor == nil)
    }

    @Test func changingAContainersStyleClassesRestylesItsSubtree() {
        Appearance.reset()
        Label.appearance(whenContainedIn: [.styleClass("danger")]).textColor = .red
        let window = Window()
        let box = View()
        let label = Label()
        box.addSubview(label)
        window.addSubview(box)
        #expect(label.textColor == nil)
        box.styleClasses = ["danger"]
        #expect(label.textColor == .red)
        box.styleClasses = []
        #expect(label.textColor == nil)
    }

    @Test func viewControllersWithStyleClassesAreNotAffectedButTheirViewsAre() {
        Appearance.reset()
        Label.appearance(whenContainedIn: [.styleClass("settings")]).textColor = .purple
        let window = Window()
        let controller = ViewController()
        controller.view.styleClasses = ["settings"]
        let label = Label()
        controller.view.addSubview(label)
        window.rootViewController = controller
        #expect(label.textColor == .purple)
    }

    @Test func theCatalogNamesStyleClassesWithALeadingDot() {
        Appearance.reset()
        #expect(AppearanceCatalog.shared.type(named: ".card") == .styleClass("card"))
        #expect(AppearanceType.styleClass("card").name == ".card")
    }
}
