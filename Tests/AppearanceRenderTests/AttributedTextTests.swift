import AppearanceRender
import Testing

/// The renderer draws UIKit's text attributes on bar titles (#10).
@MainActor
@Suite struct AttributedTextTests {
    /// The SVG of a navigation bar titled "Inbox" whose title has `attributes`.
    private func bar(_ attributes: [NSAttributedString.Key: Any]) -> String {
        Appearance.reset()
        let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = NavigationItem()
        item.title = "Inbox"
        bar.pushItem(item)
        bar.titleTextAttributes = attributes
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        window.screenTraits.userInterfaceStyle = .light
        window.addSubview(bar)
        return SVGRenderer().render(window)
    }

    /// The `<text>` elements and paths drawn for the title, in order.
    private func titleMarks(_ svg: String) -> [Substring] {
        svg.split(separator: "\n").filter { $0.contains(">Inbox</text>") || $0.contains("data-role=") }
    }

    @Test func colourFontAndKern() {
        let marks = titleMarks(bar([.foregroundColor: Color.systemRed, .font: Font.boldSystemFont(ofSize: 20), .kern: 2]))
        #expect(marks.count == 1)
        #expect(marks.first?.contains("font-size=\"20\" font-weight=\"700\"") == true)
        #expect(marks.first?.contains("fill=\"#ff3b30\"") == true)
        #expect(marks.first?.contains("letter-spacing=\"2\"") == true)
    }

    @Test func underlineAndStrikethroughAreLinesInTheirColours() {
        let svg = bar([
            .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: Color.blue,
            .strikethroughStyle: NSUnderlineStyle.double, .foregroundColor: Color.black,
        ])
        let underline = svg.split(separator: "\n").filter { $0.contains("data-role=\"underline\"") }
        let strike = svg.split(separator: "\n").filter { $0.contains("data-role=\"strikethrough\"") }
        #expect(underline.count == 1)
        #expect(underline.first?.contains("stroke=\"#0000ff\"") == true)
        #expect(strike.count == 2, "a double line is two lines")
        #expect(strike.allSatisfy { $0.contains("stroke=\"#000000\"") }, "no colour of its own: the text's")
    }

    @Test func shadowIsAnOffsetCopyBehindTheText() {
        let shadow = NSShadow()
        shadow.shadowColor = Color.green
        shadow.shadowOffset = CGSize(width: 2, height: 3)
        let texts = titleMarks(bar([.shadow: shadow, .foregroundColor: Color.black]))
        #expect(texts.count == 2)
        #expect(texts.first?.contains("fill=\"#00ff00\"") == true, "the shadow first")
        #expect(texts.last?.contains("fill=\"#000000\"") == true)
    }

    @Test func positiveStrokeWidthDrawsHollowText() {
        let mark = titleMarks(bar([.strokeWidth: 3, .strokeColor: Color.red, .font: Font.systemFont(ofSize: 20)])).first
        #expect(mark?.contains("fill=\"none\"") == true)
        #expect(mark?.contains("stroke=\"#ff0000\" stroke-width=\"0.6\"") == true)
    }

    @Test func baselineOffsetRaisesTheText() throws {
        func baseline(_ svg: String) throws -> Double {
            let mark = try #require(titleMarks(svg).first)
            let value = try #require(mark.split(separator: " ").first { $0.hasPrefix("y=") })
            return try #require(Double(value.dropFirst(3).dropLast()))
        }
        #expect(try baseline(bar([.baselineOffset: 4])) == baseline(bar([:])) - 4)
    }

    @Test func wrongTypesDrawTheDefaultTitle() {
        #expect(titleMarks(bar([.foregroundColor: "red", .kern: "wide"])) == titleMarks(bar([:])))
    }
}
