import AppearanceKit
import Testing

extension KitControlTests {
    @MainActor
    @Suite struct ToolbarTests {
        @Test func itemsAreStyledAsItemsOfTheToolbarNotOfANavigationBar() {
            Appearance.reset()
            BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).tintColor = .systemRed
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).style = .done
            let delete = BarButtonItem(title: "Delete")
            let toolbar = Toolbar()
            toolbar.items = [delete]
            let window = Window()
            window.addSubview(toolbar)
            #expect(delete.bar === toolbar)
            #expect(delete.tintColor == .systemRed)
            #expect(delete.style == .plain)
            let share = BarButtonItem(title: "Share")
            toolbar.setItems([delete, share], animated: false)
            #expect(share.tintColor == .systemRed, "items added in a window are styled at once")
            toolbar.items = [share]
            #expect(delete.bar == nil)
        }

        @Test func scalarAndPerAxisPropertiesApply() {
            Appearance.reset()
            Toolbar.appearance().barStyle = .black
            Toolbar.appearance().barTintColor = .systemBackground
            Toolbar.appearance().isTranslucent = false
            Toolbar.appearance().setBackgroundImage(Image(named: "tb"), forToolbarPosition: .bottom, barMetrics: .default)
            Toolbar.appearance().setShadowImage(Image(named: "line"), forToolbarPosition: .bottom)
            Toolbar.appearance().setShadowImage(Image(named: "proxy-top"), forToolbarPosition: .top)
            let toolbar = Toolbar()
            toolbar.setShadowImage(Image(named: "mine"), forToolbarPosition: .top)
            let window = Window()
            window.addSubview(toolbar)
            #expect(toolbar.barStyle == .black)
            #expect(toolbar.barTintColor == .systemBackground)
            #expect(!toolbar.isTranslucent)
            #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == Image(named: "tb"))
            #expect(toolbar.backgroundImage(forToolbarPosition: .bottom, barMetrics: .compact) == nil)
            #expect(toolbar.shadowImage(forToolbarPosition: .bottom) == Image(named: "line"))
            #expect(toolbar.shadowImage(forToolbarPosition: .any) == nil)
            #expect(toolbar.shadowImage(forToolbarPosition: .top) == Image(named: "mine"))
            #expect(Toolbar.appearance().shadowImage(forToolbarPosition: .top) == Image(named: "proxy-top"))
            #expect(Toolbar.appearance().backgroundImage(forToolbarPosition: .bottom, barMetrics: .default) == Image(named: "tb"))
        }
    }

    @MainActor
    @Suite struct TabBarTests {
        @Test func propertiesApplyInAWindow() {
            Appearance.reset()
            TabBar.appearance().barStyle = .black
            TabBar.appearance().barTintColor = .black
            TabBar.appearance().unselectedItemTintColor = .systemGray
            TabBar.appearance().backgroundImage = Image(named: "tabs")
            TabBar.appearance().shadowImage = Image(named: "line")
            TabBar.appearance().selectionIndicatorImage = Image(named: "pill")
            TabBar.appearance().isTranslucent = false
            let tabs = TabBar()
            let window = Window()
            window.addSubview(tabs)
            #expect(tabs.barStyle == .black)
            #expect(tabs.barTintColor == .black)
            #expect(tabs.unselectedItemTintColor == .systemGray)
            #expect(tabs.backgroundImage == Image(named: "tabs"))
            #expect(tabs.shadowImage == Image(named: "line"))
            #expect(tabs.selectionIndicatorImage == Image(named: "pill"))
            #expect(!tabs.isTranslucent)
        }

        @Test func itemsAreStyledAsItemsOfTheTabBar() {
            Appearance.reset()
            TabBarItem.appearance(whenContainedInInstancesOf: [TabBar.self]).badgeColor = .systemRed
            TabBarItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).titlePositionAdjustment = Offset(horizontal: 0, vertical: -4)
            let home = TabBarItem(title: "Home", image: Image(systemName: "house"))
            let tabs = TabBar()
            tabs.items = [home]
            tabs.selectedItem = home
            let window = Window()
            window.addSubview(tabs)
            #expect(home.bar === tabs)
            #expect(home.badgeColor == .systemRed)
            #expect(home.titlePositionAdjustment == .zero)
            let more = TabBarItem(title: "More", image: nil)
            tabs.setItems([more], animated: false)
            #expect(more.badgeColor == .systemRed)
            #expect(tabs.selectedItem == nil, "the selection must be one of the items")
            #expect(home.bar == nil)
        }
    }
}
