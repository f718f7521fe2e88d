import AppearanceKit
import Testing

/// The label members apps set through proxies: fitting, shadow offset, line breaking (#11).
@MainActor
@Suite struct LabelMemberTests {
    @Test func defaultsAreUIKits() {
        let label = Label()
        #expect(label.shadowOffset == CGSize(width: 0, height: -1))
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.adjustsFontSizeToFitWidth)
        #expect(label.minimumScaleFactor == 0)
        #expect(label.baselineAdjustment == .alignBaselines)
    }

    @Test func plainContainmentAndTraitProxies() {
        Appearance.reset()
        Label.appearance().adjustsFontSizeToFitWidth = true
        Label.appearance().minimumScaleFactor = 0.5
        Label.appearance(whenContainedInInstancesOf: [TableViewCell.self]).lineBreakMode = .byTruncatingMiddle
        Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).shadowOffset = CGSize(width: 1, height: 1)
        Label.appearance().baselineAdjustment = .alignCenters
        let plain = Label(), inCell = Label()
        let cell = TableViewCell()
        cell.addSubview(inCell)
        let root = View()
        root.addSubview(plain)
        root.addSubview(cell)
        let window = Window()
        window.overrideUserInterfaceStyle = .dark
        window.addSubview(root)
        #expect(plain.adjustsFontSizeToFitWidth && plain.minimumScaleFactor == 0.5)
        #expect(plain.lineBreakMode == .byTruncatingTail)
        #expect(inCell.lineBreakMode == .byTruncatingMiddle)
        #expect(plain.shadowOffset == CGSize(width: 1, height: 1))
        #expect(plain.baselineAdjustment == .alignCenters)
        window.overrideUserInterfaceStyle = .light
        #expect(plain.shadowOffset == CGSize(width: 0, height: -1), "back to the un-themed value (R7)")
        Appearance.reset()
    }

    @Test func anInstanceValueWins() {
        Appearance.reset()
        Label.appearance().minimumScaleFactor = 0.5
        let label = Label()
        label.minimumScaleFactor = 0.8
        let window = Window()
        window.addSubview(label)
        #expect(label.minimumScaleFactor == 0.8)
        Appearance.reset()
    }

    @Test(arguments: ["shadowOffset", "lineBreakMode", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "baselineAdjustment"])
    func themeFilesCanNameThem(name: String) {
        AppearanceCatalog.shared.registerKit()
        #expect(AppearanceCatalog.shared.property(named: name, of: .of(Label.self)) != nil)
    }
}
