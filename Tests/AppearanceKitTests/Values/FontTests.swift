import AppearanceKit
import Testing

@Suite struct FontTests {
    @Test(arguments: [
        (Font.TextStyle.largeTitle, 34.0),
        (.title1, 28),
        (.title2, 22),
        (.title3, 20),
        (.headline, 17),
        (.subheadline, 15),
        (.body, 17),
        (.callout, 16),
        (.footnote, 13),
        (.caption1, 12),
        (.caption2, 11),
    ])
    func preferredFontHasUIKitDefaultSize(style: Font.TextStyle, size: Double) {
        let font = Font.preferredFont(forTextStyle: style)
        #expect(font.size == size)
        #expect(style.defaultSize == size)
        #expect(font.name == "System")
        #expect(font.isSystemFont)
        #expect(font.textStyle == style)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func onlyHeadlineIsSemibold(style: Font.TextStyle) {
        let expected: Font.Weight = style == .headline ? .semibold : .regular
        #expect(Font.preferredFont(forTextStyle: style).weight == expected)
        #expect(style.defaultWeight == expected)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func textStyleRoundTripsThroughRawValue(style: Font.TextStyle) {
        #expect(Font.TextStyle(rawValue: style.rawValue) == style)
        #expect(style.description == style.rawValue)
    }

    @Test func textStyleRawValues() {
        #expect(Font.TextStyle.allCases.map(\.rawValue) == [
            "largeTitle", "title1", "title2", "title3", "headline", "subheadline",
            "body", "callout", "footnote", "caption1", "caption2",
        ])
        #expect(Font.TextStyle(rawValue: "Body") == nil)
    }

    @Test(arguments: Font.Weight.allCases)
    func weightRoundTripsThroughRawValue(weight: Font.Weight) {
        #expect(Font.Weight(rawValue: weight.rawValue) == weight)
        #expect(weight.description == weight.rawValue)
    }

    @Test func weightsAreOrderedByCSSValue() {
        #expect(Font.Weight.allCases.map(\.rawValue) == [
            "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
        ])
        #expect(Font.Weight.allCases.map(\.cssValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func systemFont() {
        let font = Font.systemFont(ofSize: 14)
        #expect(font.name == "System")
        #expect(font.size == 14)
        #expect(font.weight == .regular)
        #expect(font.textStyle == nil)
        #expect(Font.systemFont(ofSize: 14, weight: .heavy).weight == .heavy)
        #expect(Font.boldSystemFont(ofSize: 20) == Font.systemFont(ofSize: 20, weight: .bold))
    }

    @Test func namedFont() {
        let font = Font(name: "Menlo", size: 13)
        #expect(font.name == "Menlo")
        #expect(font.size == 13)
        #expect(font.weight == .regular)
        #expect(!font.isSystemFont)
        #expect(Font(name: "Menlo", size: 13, weight: .bold).weight == .bold)
        #expect(Font(name: "System", size: 13) == Font.systemFont(ofSize: 13))
    }

    @Test func withSizeAndWeightKeepTheRest() {
        let headline = Font.preferredFont(forTextStyle: .headline)
        let bigger = headline.withSize(30)
        #expect(bigger.size == 30)
        #expect(bigger.weight == .semibold)
        #expect(bigger.textStyle == .headline)
        #expect(bigger.name == "System")
        let heavy = headline.withWeight(.heavy)
        #expect(heavy.weight == .heavy)
        #expect(heavy.size == 17)
        #expect(heavy.textStyle == .headline)
    }

    @Test func preferredFontDiffersFromPlainFontOfSameMetrics() {
        #expect(Font.preferredFont(forTextStyle: .body) != Font.systemFont(ofSize: 17))
        #expect(Font.preferredFont(forTextStyle: .body) == Font.preferredFont(forTextStyle: .body))
    }

    @Test func description() {
        #expect(Font.systemFont(ofSize: 17).description == "System 17 regular")
        #expect(Font(name: "Menlo", size: 12.5, weight: .bold).description == "Menlo 12.5 bold")
        #expect(Font.preferredFont(forTextStyle: .headline).description == "System 17 semibold (headline)")
    }
}
