import AppearanceKit
import AppearanceRender
import Testing

/// Dimmed tint in pictures (#33): behind an alert, what draws in the tint draws grey.
@MainActor
@Suite struct TintRenderTests {
    @Test func behindAnAlertTheTintDrawsWithoutItsHue() {
        Appearance.reset()
        let screen = ViewController()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = screen
        let button = Button(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        button.accessibilityIdentifier = "save"
        screen.view.addSubview(button)
        let before = SVGRenderer().render(window)
        #expect(before.contains("fill=\"#007aff\">Save</text>"))
        let alert = AlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Sign Out", style: .default))
        screen.present(alert, animated: false)
        let dimmed = SVGRenderer().render(window)
        let fill = dimmed.components(separatedBy: ">Save</text>")[0].components(separatedBy: "fill=\"#").last!.prefix(6)
        let (red, green, blue) = (fill.prefix(2), fill.dropFirst(2).prefix(2), fill.suffix(2))
        #expect(red == green && green == blue, "Save drawn in #\(fill) behind the alert")
        // The alert's own button keeps the tint.
        #expect(dimmed.contains("fill=\"#007aff\">Sign Out</text>"))
        alert.dismiss(animated: false)
        #expect(SVGRenderer().render(window) == before)
    }
}
