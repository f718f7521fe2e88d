import AppearanceKit
import Foundation
import Testing

/// UIKit's string measuring (`size(withAttributes:)`, `boundingRect(with:options:…)`) gives what
/// the kit's layout and renderer use (#45).
@MainActor
@Suite struct StringDrawingTests {
    private let body = Font.systemFont(ofSize: 17)

    @Test func aStringMeasuresAsALabelLaysItOut() {
        let size = "Settings".size(withAttributes: [.font: body])
        #expect(abs(Double(size.width) - TextMetrics.width(of: "Settings", font: body)) < 0.000_1)
        #expect(abs(Double(size.height) - TextMetrics.lineHeight(for: body)) < 0.000_1)
        #expect(("日本語" as NSString).size(withAttributes: [.font: body]).width == 51)
        #expect("".size(withAttributes: [.font: body]) == .zero)
    }

    @Test func withoutAFontTextIsTwelvePoints() {
        let size = "Hello".size(withAttributes: nil)
        #expect(abs(Double(size.width) - TextMetrics.width(of: "Hello", font: .systemFont(ofSize: 12))) < 0.000_1)
    }

    @Test func lineFragmentsWrapToTheWidth() {
        let text = "Changes apply to every window at once."
        let wrapped = text.boundingRect(
            with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
            attributes: [.font: body], context: nil)
        let layout = TextLayout(text, font: body, maxWidth: 120, numberOfLines: 0)
        #expect(wrapped.origin == .zero)
        #expect(wrapped.width <= 120)
        #expect(abs(Double(wrapped.height) - layout.lineHeight * Double(layout.lines.count)) < 0.000_1)
        #expect(layout.lines.count > 1)
        let context = NSStringDrawingContext()
        let single = (text as NSString).boundingRect(
            with: CGSize(width: 120, height: 40), options: [], attributes: [.font: body], context: context)
        #expect(abs(Double(single.height) - TextMetrics.lineHeight(for: body)) < 0.000_1, "one line without fragments")
        #expect(context.totalBounds == single)
        #expect(context.actualScaleFactor == 1)
    }

    @Test func attributedRunsInSeveralFontsAddUp() {
        let text = NSMutableAttributedString(string: "Bold", attributes: [.font: Font.boldSystemFont(ofSize: 20)])
        text.append(NSAttributedString(string: " plain", attributes: [.font: body]))
        let size = text.size()
        let expected =
            TextMetrics.width(of: "Bold", font: .boldSystemFont(ofSize: 20)) + TextMetrics.width(of: " plain", font: body)
        #expect(abs(Double(size.width) - expected) < 0.000_1)
        #expect(abs(Double(size.height) - TextMetrics.lineHeight(for: .boldSystemFont(ofSize: 20))) < 0.000_1)
        let one = NSAttributedString(string: "Hello", attributes: [.font: body, .kern: 2])
        #expect(abs(Double(one.size().width) - TextMetrics.width(of: "Hello", font: body, kern: 2)) < 0.000_1)
    }
}
