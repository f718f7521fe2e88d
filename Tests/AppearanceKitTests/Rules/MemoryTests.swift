import AppearanceKit
import Testing

@MainActor
@Suite struct MemoryTests {
    @Test func windowsAndViewsAreReleasedWhenDropped() {
        Appearance.reset()
        Label.appearance().textColor = .red
        Button.appearance().setTitleColor(.blue, for: .normal)
        weak var weakWindow: Window?
        weak var weakLabel: Label?
        weak var weakController: ViewController?
        do {
            let window = Window()
            let controller = ViewController()
            let label = Label()
            controller.view.addSubview(label)
            controller.view.addSubview(Button())
            window.rootViewController = controller
            Appearance.reloadAll()
            _ = Appearance.explain(label, \.textColor)
            weakWindow = window
            weakLabel = label
            weakController = controller
        }
        #expect(weakWindow == nil)
        #expect(weakLabel == nil)
        #expect(weakController == nil)
        #expect(Application.shared.windows.allSatisfy { $0 !== weakWindow })
    }

    /// A subview something else keeps outlives its superview and no longer names it (the
    /// superview link is neither strong nor weak; the superview unlinks its subviews when it
    /// goes). The address sanitizer run would catch a read of the freed superview.
    @Test func aSubviewOutlivingItsSuperviewHasNoSuperview() {
        let kept = Label()
        let grandchild = View()
        weak var weakOuter: View?
        weak var weakMiddle: View?
        do {
            let outer = View()
            let middle = View()
            outer.addSubview(middle)
            middle.addSubview(kept)
            kept.addSubview(grandchild)
            #expect(kept.superview === middle)
            weakOuter = outer
            weakMiddle = middle
        }
        #expect(weakOuter == nil)
        #expect(weakMiddle == nil)
        #expect(kept.superview == nil)
        #expect(kept.window == nil)
        #expect(grandchild.superview === kept, "the survivor keeps its own subviews")
        let window = Window()
        window.addSubview(kept)
        #expect(kept.superview === window)
        #expect(grandchild.window === window)
    }

    /// A view styled in a window that lives on, then detached and dropped, is freed: the
    /// engine's styles and queues hold no view (#12).
    @Test func aDetachedViewIsFreedWhileItsWindowLivesOn() {
        Appearance.reset()
        defer { Appearance.reset() }
        Label.appearance(whenContainedInInstancesOf: [View.self]).textColor = .red
        Label.appearance(for: TraitCollection(userInterfaceStyle: .dark)).font = .boldSystemFont(ofSize: 20)
        let window = Window()
        weak var weakLabel: Label?
        weak var weakItem: BarButtonItem?
        do {
            let card = View()
            let label = Label()
            label.textColor = .blue
            card.addSubview(label)
            let bar = NavigationBar()
            let item = NavigationItem()
            item.title = "Title"
            let button = BarButtonItem(title: "Edit")
            item.rightBarButtonItem = button
            bar.pushItem(item, animated: false)
            card.addSubview(bar)
            window.addSubview(card)
            window.screenTraits.userInterfaceStyle = .dark
            Appearance.reloadAll()
            card.removeFromSuperview()
            weakLabel = label
            weakItem = button
        }
        #expect(weakLabel == nil)
        #expect(weakItem == nil)
        #expect(window.subviews.isEmpty)
    }

    /// Values recorded on proxies (objects included) are freed when the registry forgets them,
    /// and a proxy's values do not keep the views they styled alive, nor the views the values.
    @Test func proxyValuesAreFreedWhenForgottenAndKeepNoViewAlive() {
        Appearance.reset()
        defer { Appearance.reset() }
        weak var weakColor: Color?
        weak var weakFont: Font?
        weak var weakCell: TableViewCell?
        do {
            let color = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
            let font = Font.systemFont(ofSize: 31)
            TableViewCell.appearance().tintColor = color
            Label.appearance(whenContainedInInstancesOf: [TableViewCell.self]).font = font
            let window = Window()
            let cell = TableViewCell()
            cell.contentView.addSubview(Label())
            window.addSubview(cell)
            weakColor = color
            weakFont = font
            weakCell = cell
        }
        #expect(weakCell == nil)
        #expect(weakColor != nil, "the proxy still records the colour")
        Appearance.reset()
        #expect(weakColor == nil)
        #expect(weakFont == nil)
    }
}
