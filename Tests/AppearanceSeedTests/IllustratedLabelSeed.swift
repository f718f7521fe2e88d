import AppearanceKit
import Testing

// Seed: "an alternative icon per label type". An illustrated label shows an icon before its
// text; the icon is an appearance property with the label's type as its axis, and a theme picks
// the icon set.

enum LabelType: String, CaseIterable, AppearanceAxis { case info, warning, error }

final class IllustratedLabel: Label {
    var type: LabelType = .info
    @Styled var icons = AxisValues<LabelType, Image?>(default: nil)

    subscript(icon type: LabelType) -> Image? {
        get { icons[type] }
        set { icons[type] = newValue }
    }

    func setAlternativeIcon(_ icon: Image?, for type: LabelType) { self[icon: type] = icon }
    var icon: Image? { self[icon: type] }
}

extension AppearanceProxy where Target: IllustratedLabel {
    func setAlternativeIcon(_ icon: Image?, for type: LabelType) { self[\.[icon: type]] = icon }
}

@MainActor
@Suite struct IllustratedLabelSeed {
    @Test func theIconFollowsTheLabelType() {
        Appearance.reset()
        IllustratedLabel.appearance().setAlternativeIcon(Image(systemName: "info.circle"), for: .info)
        IllustratedLabel.appearance().setAlternativeIcon(Image(systemName: "exclamationmark.triangle"), for: .warning)
        IllustratedLabel.appearance().textColor = .secondaryLabel
        let window = Window()
        let warning = IllustratedLabel(text: "Low battery")
        warning.type = .warning
        window.addSubview(warning)
        #expect(warning.icon == Image(systemName: "exclamationmark.triangle"))
        #expect(warning.textColor == .secondaryLabel, "the superclass's appearance properties still apply")
    }

    @Test func containedLabelsUseAnotherIconSet() {
        Appearance.reset()
        IllustratedLabel.appearance().setAlternativeIcon(Image(named: "info"), for: .info)
        IllustratedLabel.appearance(whenContainedInInstancesOf: [TableViewCell.self])
            .setAlternativeIcon(Image(named: "info-small"), for: .info)
        let window = Window()
        let cell = TableViewCell(text: "Row")
        let inCell = IllustratedLabel(text: "Info")
        cell.contentView.addSubview(inCell)
        let standalone = IllustratedLabel(text: "Info")
        window.addSubview(cell)
        window.addSubview(standalone)
        #expect(inCell.icon == Image(named: "info-small"))
        #expect(standalone.icon == Image(named: "info"))
    }
}
