import AppearanceKit
import Testing

extension KitControlTests {
    @MainActor
    @Suite struct NavigationBarTests {
        func item(_ title: String, right: BarButtonItem? = nil, left: BarButtonItem? = nil, back: BarButtonItem? = nil) -> NavigationItem {
            let item = NavigationItem()
            item.title = title
            item.rightBarButtonItem = right
            item.leftBarButtonItem = left
            item.backBarButtonItem = back
            return item
        }

        @Test func buttonsAddedToAnItemAlreadyOnTheBarAreStyledAtOnce() {
            Appearance.reset()
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .orange
            let window = Window()
            let bar = NavigationBar()
            let item = NavigationItem()
            bar.pushItem(item)
            window.addSubview(bar)
            let late = BarButtonItem(title: "Edit")
            item.rightBarButtonItem = late
            #expect(late.tintColor == .orange)
            #expect(late.bar === bar)
            item.rightBarButtonItem = nil
            #expect(late.bar == nil)
        }

        @Test func scalarPropertiesApplyInAWindow() {
            Appearance.reset()
            let title: [NSAttributedString.Key: Any] = [.foregroundColor: Color.white]
            NavigationBar.appearance().barStyle = .black
            NavigationBar.appearance().barTintColor = .systemIndigo
            NavigationBar.appearance().isTranslucent = false
            NavigationBar.appearance().prefersLargeTitles = true
            NavigationBar.appearance().titleTextAttributes = title
            NavigationBar.appearance().largeTitleTextAttributes = title
            NavigationBar.appearance().shadowImage = Image(named: "line")
            NavigationBar.appearance().backIndicatorImage = Image(named: "chevron")
            NavigationBar.appearance().backIndicatorTransitionMaskImage = Image(named: "mask")
            let bar = NavigationBar()
            #expect(bar.isTranslucent)
            let window = Window()
            window.addSubview(bar)
            #expect(bar.barStyle == .black)
            #expect(bar.barTintColor == .systemIndigo)
            #expect(!bar.isTranslucent)
            #expect(bar.prefersLargeTitles)
            #expect(TextAttributes.equivalent(bar.titleTextAttributes, title))
            #expect(TextAttributes.equivalent(bar.largeTitleTextAttributes, title))
            #expect(bar.shadowImage == Image(named: "line"))
            #expect(bar.backIndicatorImage == Image(named: "chevron"))
            #expect(bar.backIndicatorTransitionMaskImage == Image(named: "mask"))
        }

        @Test func backgroundImagesApplyPerPositionAndMetrics() {
            Appearance.reset()
            NavigationBar.appearance().setBackgroundImage(Image(named: "bar"), for: .default)
            NavigationBar.appearance().setBackgroundImage(Image(named: "bar-top-compact"), for: .topAttached, barMetrics: .compact)
            NavigationBar.appearance().setBackgroundImage(Image(named: "proxy-top"), for: .top, barMetrics: .default)
            let bar = NavigationBar()
            bar.setBackgroundImage(Image(named: "mine"), for: .top, barMetrics: .default)
            let window = Window()
            window.addSubview(bar)
            #expect(bar.backgroundImage(for: .default) == Image(named: "bar"))
            #expect(bar.backgroundImage(for: .any, barMetrics: .default) == Image(named: "bar"))
            #expect(bar.backgroundImage(for: .compact) == nil)
            #expect(bar.backgroundImage(for: .topAttached, barMetrics: .compact) == Image(named: "bar-top-compact"))
            #expect(bar.backgroundImage(for: .top, barMetrics: .default) == Image(named: "mine"), "explicit per-axis values survive")
            #expect(NavigationBar.appearance().backgroundImage(for: .default) == Image(named: "bar"))
            #expect(NavigationBar.appearance().backgroundImage(for: .topAttached, barMetrics: .compact) == Image(named: "bar-top-compact"))
            #expect(NavigationBar.appearance().backgroundImage(for: .bottom, barMetrics: .compact) == nil)
        }

        @Test func titleAdjustmentAppliesPerMetrics() {
            Appearance.reset()
            NavigationBar.appearance().setTitleVerticalPositionAdjustment(4, for: .compact)
            let bar = NavigationBar()
            let window = Window()
            window.addSubview(bar)
            #expect(bar.titleVerticalPositionAdjustment(for: .compact) == 4)
            #expect(bar.titleVerticalPositionAdjustment(for: .default) == 0)
            #expect(NavigationBar.appearance().titleVerticalPositionAdjustment(for: .compact) == 4)
            #expect(NavigationBar.appearance().titleVerticalPositionAdjustment(for: .default) == nil)
        }

        @Test func itemStack() {
            Appearance.reset()
            let bar = NavigationBar()
            let first = item("Inbox"), second = item("Message")
            bar.pushItem(first)
            bar.pushItem(second)
            #expect(bar.topItem === second)
            #expect(bar.backItem === first)
            #expect(bar.popItem() === second)
            #expect(bar.topItem === first)
            #expect(bar.backItem == nil)
            bar.setItems([second, first])
            #expect(bar.items.count == 2)
            #expect(bar.topItem === first)
        }

        @Test func barButtonItemsAreStyledAsItemsOfTheBarNotOfAToolbar() {
            Appearance.reset()
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .white
            BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self]).style = .done
            BarItem.appearance().setTitleTextAttributes([.kern: 1], for: .normal)
            let edit = BarButtonItem(title: "Edit"), back = BarButtonItem(title: "Back")
            let bar = NavigationBar()
            bar.pushItem(item("Inbox", back: back))
            bar.pushItem(item("Message", right: edit))
            let window = Window()
            window.addSubview(bar)
            #expect(edit.bar === bar)
            #expect(edit.tintColor == .white)
            #expect(edit.style == .plain, "values for toolbar items do not apply in a navigation bar")
            #expect(TextAttributes(edit.titleTextAttributes(for: .highlighted) ?? [:]) == TextAttributes(kern: 1))
            #expect(back.tintColor == .white, "the back button is an item of the bar")
        }

        @Test func itemsPushedInAWindowAreStyledAtOnce() {
            Appearance.reset()
            BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self]).tintColor = .orange
            let bar = NavigationBar()
            let window = Window()
            window.addSubview(bar)
            let done = BarButtonItem(title: "Done", style: .done)
            let explicit = BarButtonItem(title: "Cancel")
            explicit.tintColor = .red
            bar.pushItem(item("Edit", right: done, left: explicit))
            #expect(done.tintColor == .orange)
            #expect(done.style == .done)
            #expect(explicit.tintColor == .red)
            bar.popItem()
            #expect(done.bar == nil, "items no longer shown leave the bar")
        }

        @Test func itemsOfABarOutsideAWindowGetNoValues() {
            Appearance.reset()
            BarButtonItem.appearance().tintColor = .orange
            let done = BarButtonItem(title: "Done")
            let bar = NavigationBar()
            bar.pushItem(item("Edit", right: done))
            #expect(done.tintColor == nil)
            let window = Window()
            window.addSubview(bar)
            #expect(done.tintColor == .orange)
        }
    }
}
