import AppearanceRender
import Testing

@Suite struct TextTests {
    @Test func widthsComeFromTheMetricsTable() {
        let body = Font.systemFont(ofSize: 17)
        // W 944 + i 222 + - 333 + F 611 + i 222 = 2332 thousandths of an em.
        #expect(abs(TextMetrics.width(of: "Wi-Fi", font: body) - 39.644) < 0.0001)
        #expect(abs(TextMetrics.lineHeight(for: body) - 20.264) < 0.0001)
        #expect(TextMetrics.width(of: "", font: body) == 0)
    }

    @Test func heavierWeightsAreWider() {
        let widths = [Font.Weight.regular, .semibold, .bold].map {
            TextMetrics.width(of: "Settings", font: .systemFont(ofSize: 17, weight: $0))
        }
        #expect(widths[0] < widths[1] && widths[1] < widths[2])
    }

    @Test func monospacedFontsUseOneAdvance() throws {
        #expect(TextMetrics.width(of: "iiWW", font: try #require(Font(name: "Menlo", size: 10))) == 24)
        #expect(TextMetrics.width(of: "iiWW", font: .monospacedSystemFont(ofSize: 10, weight: .regular)) == 24)
        #expect(abs(TextMetrics.width(of: "ab", font: .systemFont(ofSize: 10), kern: 2) - 13.12) < 0.0001, "5.56 + 5.56 + 2")
    }

    @Test func textWrapsAtSpacesWithinTheWidth() {
        let font = Font.systemFont(ofSize: 13)
        let text = "Changes apply to every window at once."
        let layout = TextLayout(text, font: font, maxWidth: 120, numberOfLines: 0)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.joined(separator: " ") == text)
        for line in layout.lines { #expect(TextMetrics.width(of: line, font: font) <= 120) }
        #expect(Double(layout.size.height) == (TextMetrics.lineHeight(for: font) * Double(layout.lines.count)).rounded(.up))
    }

    @Test func textThatDoesNotFitEndsInAnEllipsis() {
        let font = Font.systemFont(ofSize: 17)
        let single = TextLayout("Notifications and sounds", font: font, maxWidth: 100)
        #expect(single.lines.count == 1)
        #expect(single.lines[0].hasSuffix("\u{2026}"))
        #expect(TextMetrics.width(of: single.lines[0], font: font) <= 100)
        let two = TextLayout("one two three four five six seven", font: font, maxWidth: 80, numberOfLines: 2)
        #expect(two.lines.count == 2)
        #expect(two.lines[1].hasSuffix("\u{2026}"))
    }

    @Test func aWordWiderThanTheLineIsBroken() {
        let font = Font.systemFont(ofSize: 17)
        let layout = TextLayout("Supercalifragilistic", font: font, maxWidth: 60, numberOfLines: 0)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.joined() == "Supercalifragilistic")
    }
}
