import AppearanceRender
import Testing

/// Labels draw with their line break mode, shrink to fit and shadow offset (#11).
@MainActor
@Suite struct LabelFittingTests {
    private let text = "Notifications and sounds"

    @Test(arguments: [
        (NSLineBreakMode.byTruncatingTail, "Notificati…"),
        (.byTruncatingHead, "…and sounds"),
        (.byTruncatingMiddle, "Notifi…ounds"),
    ])
    func truncationModes(mode: NSLineBreakMode, expected: String) {
        let font = Font.systemFont(ofSize: 17)
        let width = TextMetrics.width(of: expected, font: font, kern: 0) + 0.5
        let layout = TextLayout(text, font: font, maxWidth: width, lineBreakMode: mode)
        #expect(layout.lines == [expected])
    }

    @Test func clippingDropsCharactersWithoutAnEllipsis() {
        let font = Font.systemFont(ofSize: 17)
        let width = TextMetrics.width(of: "Notifications", font: font, kern: 0) + 0.5
        let layout = TextLayout(text, font: font, maxWidth: width, lineBreakMode: .byClipping)
        #expect(layout.lines == ["Notifications"])
    }

    private func svg(of label: Label) -> String {
        label.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        window.screenTraits.userInterfaceStyle = .light
        window.addSubview(label)
        return SVGRenderer().render(window)
    }

    @Test func aLabelShrinksToItsMinimumScaleFactor() {
        Appearance.reset()
        let label = Label(text: text)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let shrunk = svg(of: label)
        #expect(!shrunk.contains("font-size=\"17\""))
        #expect(shrunk.contains(">\(text)</text>"), "shrunk enough to fit whole")

        let fixed = Label(text: text)
        fixed.adjustsFontSizeToFitWidth = true
        #expect(svg(of: fixed).contains("…"), "a zero scale factor keeps the font size, as in UIKit")
    }

    @Test func theShadowIsDrawnAtTheShadowOffset() {
        Appearance.reset()
        let label = Label(text: "Hi")
        label.shadowColor = .red
        label.shadowOffset = CGSize(width: 3, height: 4)
        let lines = svg(of: label).split(separator: "\n").filter { $0.contains(">Hi</text>") }
        #expect(lines.count == 2)
        func x(_ line: Substring) -> Double? {
            line.split(separator: " ").first { $0.hasPrefix("x=") }.flatMap { Double($0.dropFirst(3).dropLast()) }
        }
        #expect(x(lines[0]).map { $0 - 3 } == x(lines[1]), "the shadow is 3 points right of the text")
    }
}
