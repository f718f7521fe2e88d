import AppearanceKit
import Testing

/// R3 (Rules.md): values arrive when a view enters a window, with its subtree, before `didMoveToWindow()`.
@MainActor
@Suite struct WhenValuesArriveTests {
    final class RecordingLabel: Label {
        var colorSeenInDidMoveToWindow: Color??
        var didMoveToWindowCount = 0
        override func didMoveToWindow() {
            didMoveToWindowCount += 1
            if window != nil { colorSeenInDidMoveToWindow = .some(textColor) }
        }
    }

    // R3 (Rules.md): synchronously, before didMoveToWindow().
    @Test func valuesAreAppliedBeforeDidMoveToWindow() {
        Appearance.reset()
        Label.appearance().textColor = .red
        let window = Window()
        let label = RecordingLabel()
        window.addSubview(label)
        #expect(label.colorSeenInDidMoveToWindow == .some(.red))
    }

    // R3 (Rules.md): nothing outside a window.
    @Test func viewsOutsideWindowsNeverReceiveValues() {
        Appearance.reset()
        Label.appearance().textColor = .red
        let container = View()
        let label = Label()
        container.addSubview(label)
        Appearance.reloadAll()
        #expect(label.textColor == nil)
    }

    @Test func aWholeSubtreeReceivesValuesWhenItsRootEnters() {
        Appearance.reset()
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .blue
        let card = CardView()
        let inner = View()
        let label = RecordingLabel()
        card.addSubview(inner)
        inner.addSubview(label)
        #expect(label.textColor == nil)
        let window = Window()
        window.addSubview(card)
        #expect(label.textColor == .blue)
        #expect(label.colorSeenInDidMoveToWindow == .some(.blue))
    }

    @Test func reenteringAWindowResolvesAgain() {
        Appearance.reset()
        let window = Window()
        let label = Label()
        window.addSubview(label)
        #expect(label.textColor == nil)
        label.removeFromSuperview()
        Label.appearance().textColor = .orange
        window.addSubview(label)
        #expect(label.textColor == .orange)
    }

    // R3 (Rules.md), beyond UIKit: a move inside a window resolves again.
    @Test func movingInsideAWindowResolvesForTheNewPlace() {
        Appearance.reset()
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .blue
        Label.appearance(whenContainedInInstancesOf: [PanelView.self]).textColor = .green
        let window = Window()
        let card = CardView(), panel = PanelView()
        window.addSubview(card)
        window.addSubview(panel)
        let label = RecordingLabel()
        card.addSubview(label)
        #expect(label.textColor == .blue)
        panel.addSubview(label)
        #expect(label.textColor == .green)
        #expect(label.didMoveToWindowCount == 1, "a move inside one window is not a window change")
    }

    @Test func movingOutOfAContainerWithdrawsItsValue() {
        Appearance.reset()
        Label.appearance(whenContainedInInstancesOf: [CardView.self]).textColor = .blue
        let window = Window()
        let card = CardView()
        window.addSubview(card)
        let label = Label()
        card.addSubview(label)
        window.addSubview(label)
        #expect(label.textColor == nil)
    }

    @Test func removedViewsKeepTheirValues() {
        Appearance.reset()
        Label.appearance().textColor = .red
        let window = Window()
        let label = Label()
        window.addSubview(label)
        label.removeFromSuperview()
        #expect(label.textColor == .red)
    }
}
