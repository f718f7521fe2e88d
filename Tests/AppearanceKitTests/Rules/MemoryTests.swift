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
}
