import AppearanceKit
import Testing

/// R7 (in-place re-resolution), R8 (reset and snapshot), R9 (reverting explicit values) and
/// R4.3 (explicit values win), in Rules.md.
@MainActor
@Suite struct LiveUpdateTests {
    final class CountingLabel: Label {
        var windowChanges = 0
        override func didMoveToWindow() { windowChanges += 1 }
    }

    @Test func reloadRestylesInPlaceWithoutRemovingViews() {
        Appearance.reset()
        Label.appearance().textColor = .red
        let window = Window()
        let label = CountingLabel()
        window.addSubview(label)
        Label.appearance().textColor = .blue
        window.reloadAppearance()
        #expect(label.textColor == .blue)
        #expect(label.windowChanges == 1)
        #expect(label.superview === window)
    }

    // R7 (Rules.md): no stale value survives a theme switch.
    @Test func propertiesNoLongerStyledReturnToTheirPreAppearanceValue() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Label.appearance().numberOfLines = 4
        let window = Window()
        let label = Label()
        window.addSubview(label)
        Label.appearance().textColor = nil
        Label.appearance().numberOfLines = nil
        Appearance.reloadAll()
        #expect(label.textColor == nil)
        #expect(label.numberOfLines == 1)
    }

    @Test func axisValuesNoLongerStyledAreWithdrawnPerAxisValue() {
        Appearance.reset()
        Button.appearance().setTitleColor(.red, for: .normal)
        Button.appearance().setTitleColor(.orange, for: .highlighted)
        let window = Window()
        let button = Button()
        window.addSubview(button)
        Button.appearance().setTitleColor(nil, for: .highlighted)
        Appearance.reloadAll()
        #expect(button.titleColor(for: .normal) == .red)
        #expect(button.titleColor(for: .highlighted) == .red, "falls back to .normal again")
    }

    // R4.3 (Rules.md): the instance's own value wins, per property and axis value.
    @Test func explicitValuesWinOverEveryProxy() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Label.appearance(whenContainedInInstancesOf: [Window.self]).textColor = .blue
        let window = Window()
        let label = Label()
        label.textColor = .green
        window.addSubview(label)
        #expect(label.textColor == .green)
        Appearance.reloadAll()
        #expect(label.textColor == .green)
    }

    @Test(arguments: [nil, Color.black] as [Color?])
    func explicitValuesWinWhateverTheValue(_ explicit: Color?) {
        Appearance.reset()
        Label.appearance().textColor = .red
        let window = Window()
        let label = Label()
        label.textColor = explicit
        window.addSubview(label)
        #expect(label.textColor == explicit)
        #expect(label.hasExplicitValue(for: \.textColor))
    }

    final class InitializerStyledLabel: Label {
        /// Not made from archives here, as in most apps' views.
        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override init(frame: CGRect) {
            super.init(frame: frame)
            textColor = .brown
        }
    }

    @Test func valuesSetInTheInitializerAreExplicit() {
        Appearance.reset()
        Label.appearance().textColor = .red
        let window = Window()
        let label = InitializerStyledLabel()
        window.addSubview(label)
        #expect(label.textColor == .brown)
    }

    @Test func explicitValuesAreTrackedPerAxisValue() {
        Appearance.reset()
        Button.appearance().setTitleColor(.red, for: .normal)
        Button.appearance().setTitleColor(.orange, for: .highlighted)
        let window = Window()
        let button = Button()
        button.setTitleColor(.green, for: .highlighted)
        window.addSubview(button)
        #expect(button.titleColor(for: .normal) == .red)
        #expect(button.titleColor(for: .highlighted) == .green)
        #expect(button.hasExplicitValue(for: \.[titleColor: .highlighted]))
        #expect(!button.hasExplicitValue(for: \.[titleColor: .normal]))
    }

    // R9 (Rules.md): dropping the explicit value brings the appearance value back.
    @Test func revertingFallsBackToTheAppearanceValue() {
        Appearance.reset()
        Label.appearance().textColor = .red
        let window = Window()
        let label = Label()
        label.textColor = .green
        window.addSubview(label)
        label.revertToAppearance(\.textColor)
        #expect(label.textColor == .red)
        Label.appearance().textColor = .blue
        Appearance.reloadAll()
        #expect(label.textColor == .blue, "the reverted property follows proxies again")
    }

    @Test func revertingOneAxisValueKeepsTheOthersExplicit() {
        Appearance.reset()
        Button.appearance().setTitleColor(.red, for: .normal)
        Button.appearance().setTitleColor(.orange, for: .highlighted)
        let window = Window()
        let button = Button()
        button.setTitleColor(.green, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        window.addSubview(button)
        button.revertToAppearance(\.[titleColor: .highlighted])
        #expect(button.titleColor(for: .highlighted) == .orange)
        #expect(button.titleColor(for: .normal) == .green)
    }

    @Test func resetForgetsEveryProxyValueAndReloadShowsUnthemedUI() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Button.appearance().setTitleColor(.red, for: .normal)
        let window = Window()
        let label = Label()
        window.addSubview(label)
        Appearance.reset()
        #expect(Label.appearance().textColor == nil)
        #expect(Button.appearance().titleColor(for: .normal) == nil)
        #expect(label.textColor == .red, "reset alone changes no view")
        Appearance.reloadAll()
        #expect(label.textColor == nil)
    }

    // R8 (Rules.md): save, reset, restore.
    @Test func snapshotAndRestoreBringTheThemeBack() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Label.appearance(for: .dark).textColor = .white
        let saved = Appearance.snapshot()
        #expect(saved.valueCount == 2)
        let window = Window()
        let label = Label()
        window.addSubview(label)
        Appearance.batch { Appearance.reset() }
        #expect(label.textColor == nil)
        Appearance.batch { Appearance.restore(saved) }
        #expect(label.textColor == .red)
        #expect(Label.appearance(for: .dark).textColor == .white)
    }

    @Test func oneProxyCanBeReset() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Label.appearance(for: .dark).textColor = .white
        Label.appearance().reset()
        #expect(Label.appearance().textColor == nil)
        #expect(Label.appearance(for: .dark).textColor == .white)
    }

    @Test func restoreReplacesValuesRecordedAfterTheSnapshot() {
        Appearance.reset()
        let empty = Appearance.snapshot()
        #expect(empty.isEmpty)
        Label.appearance().textColor = .red
        Appearance.restore(empty)
        #expect(Label.appearance().textColor == nil)
    }

    final class WriteCountingView: View {
        var accentWrites = 0
        @Styled var accent: Color? = nil {
            didSet { accentWrites += 1 }
        }
    }

    @Test func aBatchOfManyProxyChangesRestylesEachViewOnce() {
        Appearance.reset()
        let window = Window()
        let view = WriteCountingView()
        window.addSubview(view)
        view.accentWrites = 0
        Appearance.batch {
            for step in 0..<200 { WriteCountingView.appearance().accent = Color(white: Double(step) / 200) }
        }
        #expect(view.accentWrites == 1)
        #expect(view.accent == Color(white: 199.0 / 200))
    }

    // R4.4 (Rules.md): style-class proxies after the class proxies they tie with.
    @Test func styleClassProxiesApplyAfterClassProxiesAndFollowStyleClassChanges() {
        Appearance.reset()
        Button.appearance(styleClass: "danger").backgroundColor = .systemRed
        Button.appearance().backgroundColor = .clear
        let window = Window()
        let button = Button(title: "Delete")
        window.addSubview(button)
        #expect(button.backgroundColor == .clear)
        button.styleClasses = ["danger"]
        #expect(button.backgroundColor == .systemRed, "changing style classes re-resolves in place")
        Button.appearance(whenContainedInInstancesOf: [CardView.self]).backgroundColor = .blue
        let card = CardView()
        window.addSubview(card)
        card.addSubview(button)
        #expect(button.backgroundColor == .blue, "containment still outranks a plain style-class proxy")
        button.styleClasses = []
        window.addSubview(button)
        #expect(button.backgroundColor == .clear)
    }
}
