import AppearanceKit
import SeedPort
import Testing

// Seed 001 (Tests/SeedPort/IllustratedLabel.swift): a Boolean `useAlternativeIcon`, set on the
// plain proxy for every label and per label type, read through the article's fallback: the
// label's own value, else the value for its type, else no.
@MainActor
@Suite(.serialized) struct IllustratedLabelSeed {
    private func labels(_ types: [IllustratedLabelType], in window: Window = Window()) -> [IllustratedLabel] {
        types.map { type in
            let label = IllustratedLabel()
            label.type = type
            label.setTextFromScore(120)
            window.addSubview(label)
            return label
        }
    }

    @Test func nothingSetShowsTheUsualIcons() {
        Appearance.reset()
        let shown = labels([.points, .credits])
        #expect(shown.map(\.useAlternativeIcon) == [false, false])
        #expect(shown.map(\.icon) == [Image(systemName: "bolt.fill"), Image(named: "moneybag-logo")])
    }

    @Test func thePlainProxySwitchesEveryLabel() {
        Appearance.reset()
        IllustratedLabel.appearance().useAlternativeIcon = true
        let shown = labels([.points, .credits])
        #expect(shown.map(\.useAlternativeIcon) == [true, true])
        #expect(shown.map(\.icon) == [Image(systemName: "star.fill"), Image(named: "moneybag")])
    }

    @Test func thePerTypeSetterSwitchesOnlyThatType() {
        Appearance.reset()
        IllustratedLabel.appearance().setUseAlternativeIcon(true, forType: .credits)
        let shown = labels([.points, .credits])
        #expect(shown.map(\.useAlternativeIcon) == [false, true])
        #expect(shown[1].icon == Image(named: "moneybag"))
    }

    /// The article's fallback: the label's own value (set on it, or by the plain proxy), else
    /// the value for its type, else `false`; for a credits label.
    @Test(arguments: [
        // (plain proxy, proxy for credits, the label's own, expected)
        (Bool?.none, Bool?.none, Bool?.none, false),
        (nil, true, nil, true),
        (nil, false, nil, false),
        (true, nil, nil, true),
        (false, true, nil, false),
        (true, false, nil, true),
        (nil, true, false, false),
        (false, false, true, true),
    ])
    func theLabelsOwnValueThenItsTypesThenNo(plain: Bool?, forCredits: Bool?, own: Bool?, expected: Bool) {
        Appearance.reset()
        if let plain { IllustratedLabel.appearance().useAlternativeIcon = plain }
        if let forCredits { IllustratedLabel.appearance().setUseAlternativeIcon(forCredits, forType: .credits) }
        let label = IllustratedLabel()
        label.type = .credits
        if let own { label.useAlternativeIcon = own }
        Window().addSubview(label)
        #expect(label.useAlternativeIcon == expected)
    }

    @Test func aLabelChangingTypeFollowsItsNewTypesValue() {
        Appearance.reset()
        IllustratedLabel.appearance().setUseAlternativeIcon(true, forType: .points)
        let label = labels([.credits])[0]
        #expect(!label.useAlternativeIcon)
        label.type = .points
        #expect(label.useAlternativeIcon, "the fallback is read with the label's type at the time")
    }

    @Test func containedLabelsUseAnotherChoice() {
        Appearance.reset()
        IllustratedLabel.appearance().setUseAlternativeIcon(true, forType: .points)
        IllustratedLabel.appearance(whenContainedInInstancesOf: [TableViewCell.self]).setUseAlternativeIcon(false, forType: .points)
        let window = Window()
        let cell = TableViewCell(text: "Score")
        let inCell = IllustratedLabel()
        cell.contentView.addSubview(inCell)
        window.addSubview(cell)
        let standalone = labels([.points], in: window)[0]
        #expect(!inCell.useAlternativeIcon)
        #expect(standalone.useAlternativeIcon)
        #expect(standalone.text == "120")
        #expect(IllustratedLabel.appearance().textColor == nil, "the superclass's appearance properties are still there")
    }
}
