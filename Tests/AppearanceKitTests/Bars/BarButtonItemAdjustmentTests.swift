import AppearanceKit
import Testing

@MainActor
@Suite struct BarButtonItemAdjustmentTests {
    func shown(_ item: BarButtonItem) -> Window {
        let toolbar = Toolbar()
        toolbar.items = [item]
        let window = Window()
        window.addSubview(toolbar)
        return window
    }

    @Test func proxiesRecordOffsetsPerBarMetrics() {
        Appearance.reset()
        let proxy = BarButtonItem.appearance()
        proxy.setBackButtonTitlePositionAdjustment(Offset(horizontal: -1000, vertical: 0), for: .default)
        proxy.setTitlePositionAdjustment(Offset(horizontal: 0, vertical: 2), for: .compact)
        proxy.setBackgroundVerticalPositionAdjustment(3, for: .default)
        proxy.setBackButtonBackgroundImage(Image(named: "back-bg"), for: .normal, barMetrics: .default)
        let item = BarButtonItem(title: "Back")
        let window = shown(item)
        #expect(item.backButtonTitlePositionAdjustment(for: .default) == Offset(horizontal: -1000, vertical: 0))
        #expect(item.backButtonTitlePositionAdjustment(for: .compact) == .zero)
        #expect(item.titlePositionAdjustment(for: .compact) == Offset(horizontal: 0, vertical: 2))
        #expect(item.backgroundVerticalPositionAdjustment(for: .default) == 3)
        #expect(item.backButtonBackgroundImage(for: .normal, barMetrics: .default) == Image(named: "back-bg"))
        #expect(proxy.titlePositionAdjustment(for: .compact) == Offset(horizontal: 0, vertical: 2))
        #expect(proxy.backButtonTitlePositionAdjustment(for: .compact) == nil)
        _ = window
    }

    @Test func anInstanceOffsetWinsPerMetrics() {
        Appearance.reset()
        BarButtonItem.appearance().setTitlePositionAdjustment(Offset(horizontal: 1, vertical: 1), for: .default)
        BarButtonItem.appearance().setTitlePositionAdjustment(Offset(horizontal: 2, vertical: 2), for: .compact)
        let item = BarButtonItem(title: "Edit")
        item.setTitlePositionAdjustment(Offset(horizontal: 9, vertical: 9), for: .default)
        let window = shown(item)
        #expect(item.titlePositionAdjustment(for: .default) == Offset(horizontal: 9, vertical: 9))
        #expect(item.titlePositionAdjustment(for: .compact) == Offset(horizontal: 2, vertical: 2))
        _ = window
    }

    @Test func themeFilesAndExplainKnowTheNames() throws {
        AppearanceCatalog.shared.registerKit()
        let names = ["titlePositionAdjustment", "backButtonTitlePositionAdjustment", "backgroundVerticalPositionAdjustment"]
        for name in names {
            #expect(AppearanceCatalog.shared.property(named: name, of: .of(BarButtonItem.self)) != nil, "\(name)")
        }
    }
}
