import AppearanceKit
import Testing

/// Two style-class proxies that set one property of one view tie on every step of R4 (same
/// anchor, container count, class and traits), so the value recorded later wins, whatever the
/// order of the view's `styleClasses` (Rules.md, R4.4). A theme that says "danger" after
/// "primary" then means the same thing on every view.
@MainActor
@Suite struct StyleClassTieTests {
    @Test func theLaterRecordedStyleClassValueWinsWhateverTheViewsOrder() {
        Appearance.reset()
        Button.appearance(styleClass: "primary").backgroundColor = .systemBlue
        Button.appearance(styleClass: "danger").backgroundColor = .systemRed
        let window = Window()
        let a = Button(), b = Button()
        a.styleClasses = ["primary", "danger"]
        b.styleClasses = ["danger", "primary"]
        window.addSubview(a)
        window.addSubview(b)
        #expect(a.backgroundColor == .systemRed)
        #expect(b.backgroundColor == .systemRed)
        let why = Appearance.explain(b, \.backgroundColor)
        #expect(why.winner?.styleClass == "danger")
    }

    @Test func recordingAValueAgainMakesItTheLater() {
        Appearance.reset()
        Button.appearance(styleClass: "primary").backgroundColor = .systemBlue
        Button.appearance(styleClass: "danger").backgroundColor = .systemRed
        Button.appearance(styleClass: "primary").backgroundColor = .systemTeal
        let window = Window()
        let button = Button()
        button.styleClasses = ["danger", "primary"]
        window.addSubview(button)
        #expect(button.backgroundColor == .systemTeal)
    }

    @Test func aStyleClassProxyAppliesAfterTheClassProxyItTiesWith() {
        Appearance.reset()
        Button.appearance(styleClass: "danger").backgroundColor = .systemRed
        Button.appearance().backgroundColor = .systemGray  // recorded later, still loses
        let window = Window()
        let button = Button()
        button.styleClasses = ["danger"]
        window.addSubview(button)
        #expect(button.backgroundColor == .systemRed)
    }
}
