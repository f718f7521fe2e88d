import AppearanceKit
import Testing

/// Tint as UIKit keeps it (#33): `tintColorDidChange()` for every view whose tint changes,
/// `tintAdjustmentMode` and its dimming, and presentations that dim what is behind them.
@MainActor
@Suite struct TintTests {
    /// A view that counts `tintColorDidChange()` calls.
    final class Recorder: View {
        var told = 0
        var shownAtLastCall: Color?
        override func tintColorDidChange() {
            told += 1
            shownAtLastCall = effectiveTintColor
        }
    }

    /// A window holding `parent` (with `child` and `ownTint`, a child with its own tint) and
    /// the counts reset.
    static func tree() -> (window: Window, parent: Recorder, child: Recorder, grandchild: Recorder, ownTint: Recorder) {
        Appearance.reset()
        let window = Window()
        let parent = Recorder(), child = Recorder(), grandchild = Recorder(), ownTint = Recorder()
        ownTint.tintColor = .systemGreen
        child.addSubview(grandchild)
        parent.addSubview(child)
        parent.addSubview(ownTint)
        window.addSubview(parent)
        for view in [parent, child, grandchild, ownTint] { view.told = 0 }
        return (window, parent, child, grandchild, ownTint)
    }

    static func counts(_ values: Int...) -> [Int] { values }

    @Test func aTintChangeIsToldToTheViewAndTheSubviewsThatInheritIt() {
        let (_, parent, child, grandchild, ownTint) = Self.tree()
        parent.tintColor = .systemRed
        #expect(Self.counts(parent.told, child.told, grandchild.told) == [1, 1, 1])
        #expect(grandchild.shownAtLastCall == .systemRed, "told after the change")
        #expect(ownTint.told == 0, "a subview with its own tint does not show the change")
        parent.tintColor = .systemRed
        #expect(parent.told == 1, "the same tint again is no change")
        parent.tintColor = nil
        #expect(Self.counts(parent.told, child.told, grandchild.told) == [2, 2, 2])
    }

    @Test func aProxyTintIsToldAndRestylingToAnotherThemeTellsItAgain() {
        Appearance.reset()
        defer { Appearance.reset() }
        Recorder.appearance(whenContainedInInstancesOf: [Window.self]).tintColor = .systemOrange
        let window = Window()
        let outer = View(), view = Recorder(), inner = View()
        outer.addSubview(view)
        view.addSubview(inner)
        window.addSubview(outer)
        #expect(view.told == 1, "told as it entered the window with the proxy's tint")
        #expect(view.shownAtLastCall == .systemOrange)
        Recorder.appearance(whenContainedInInstancesOf: [Window.self]).tintColor = .systemPurple
        window.reloadAppearance()
        #expect(view.told == 2)
        #expect(view.shownAtLastCall == .systemPurple)
    }

    @Test func aViewEnteringAWindowIsToldTheTintItNowInherits() {
        Appearance.reset()
        let window = Window()
        window.tintColor = .systemTeal
        let view = Recorder()
        window.addSubview(view)
        #expect(view.told == 1)
        #expect(view.shownAtLastCall == .systemTeal)
    }

    @Test func theAdjustmentModeIsInheritedAndDimmingDesaturatesTheTint() {
        let (window, parent, child, grandchild, ownTint) = Self.tree()
        window.tintColor = .systemBlue
        #expect(child.tintAdjustmentMode == .normal, "automatic reads as the mode in effect")
        parent.tintAdjustmentMode = .dimmed
        #expect(grandchild.tintAdjustmentMode == .dimmed)
        #expect(
            Self.counts(parent.told, child.told, grandchild.told, ownTint.told) == [2, 2, 2, 1],
            "the window's tint reaches the views that inherit it, the dimming every automatic view")
        let dimmed = grandchild.effectiveTintColor
        let (red, green, blue): (Double, Double, Double) = (dimmed.red, dimmed.green, dimmed.blue)
        #expect(abs(red - green) < 0.01 && abs(green - blue) < 0.01, "no hue: \(dimmed)")
        #expect(ownTint.effectiveTintColor != .systemGreen, "a view's own tint is dimmed too")
        child.tintAdjustmentMode = .normal
        #expect(child.effectiveTintColor == .systemBlue)
        #expect(grandchild.effectiveTintColor == .systemBlue, "an explicit mode below stops the dimming")
        parent.told = 0
        grandchild.told = 0
        parent.tintAdjustmentMode = .dimmed
        #expect(parent.told == 0, "no change, nothing told")
        parent.tintAdjustmentMode = .automatic
        #expect(parent.told == 1)
        #expect(grandchild.told == 0, "under a .normal view it never was dimmed")
    }

    @Test func aDimmedDynamicTintStaysDynamic() {
        let view = View()
        view.tintColor = .systemBlue
        view.tintAdjustmentMode = .dimmed
        let light = view.effectiveTintColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
        let dark = view.effectiveTintColor.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        #expect(light != dark, "dimmed per trait state: \(light) \(dark)")
    }

    @Test func presentingAnAlertDimsWhatIsBehindItUntilItIsDismissed() {
        Appearance.reset()
        let screen = ViewController()
        let window = Window()
        window.rootViewController = screen
        let button = Button(type: .system)
        screen.view.addSubview(button)
        let alert = AlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Sign Out", style: .default))
        screen.present(alert, animated: false)
        #expect(screen.view.tintAdjustmentMode == .dimmed)
        #expect(button.tintAdjustmentMode == .dimmed)
        #expect(alert.view.tintAdjustmentMode == .normal, "the alert itself is not dimmed")
        alert.dismiss(animated: false)
        #expect(screen.view.tintAdjustmentMode == .normal)
        window.tintAdjustmentMode = .dimmed
        #expect(screen.view.tintAdjustmentMode == .dimmed, "the view's own mode, automatic, is given back")
    }

    @Test func presentingAPopoverDimsTheWindowsContentUntilItIsDismissed() {
        Appearance.reset()
        let main = ViewController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = main
        main.view.tintAdjustmentMode = .normal
        let popover = PopoverController(contentViewController: ViewController())
        popover.present(
            from: CGRect(x: 0, y: 0, width: 40, height: 24), in: main.view, permittedArrowDirections: .any,
            animated: false)
        #expect(main.view.tintAdjustmentMode == .dimmed)
        #expect(popover.contentViewController.view.tintAdjustmentMode == .normal)
        popover.dismiss(animated: false)
        window.tintAdjustmentMode = .dimmed
        #expect(main.view.tintAdjustmentMode == .normal, "the app's own mode, normal, is given back")
    }
}
