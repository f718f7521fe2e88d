import AppearanceKit
import Testing

@Suite struct FontMetricsTests {
    static let xxxLarge = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)

    @Test func scaledFontFollowsTheTextStyle() throws {
        let brand = try #require(Font(name: "Avenir-Heavy", size: 17))
        let scaled = FontMetrics(forTextStyle: .body).scaledFont(for: brand, compatibleWith: Self.xxxLarge)
        #expect(scaled.pointSize == 23)
        #expect(scaled.familyName == "Avenir")
        #expect(scaled.weight == .heavy)
        let title = FontMetrics(forTextStyle: .largeTitle).scaledFont(for: brand, compatibleWith: Self.xxxLarge)
        #expect(abs(title.pointSize - 17 * 40 / 34) < 1e-9)
    }

    @Test func scaledFontWithoutTraitsKeepsTheSize() throws {
        let brand = try #require(Font(name: "Avenir", size: 15))
        #expect(FontMetrics.default.scaledFont(for: brand) == brand)
        #expect(FontMetrics.default.scaledFont(for: brand, compatibleWith: nil) == brand)
        #expect(FontMetrics.default.scaledFont(for: brand, compatibleWith: TraitCollection()) == brand)
    }

    @Test func scaledFontShrinksForSmallCategories() {
        let traits = TraitCollection(preferredContentSizeCategory: .extraSmall)
        let font = FontMetrics.default.scaledFont(for: .systemFont(ofSize: 34), compatibleWith: traits)
        #expect(font.pointSize == 28, "34 × 14/17")
    }

    @Test func maximumPointSizeCapsTheResult() {
        let metrics = FontMetrics(forTextStyle: .body)
        let huge = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let font = Font.systemFont(ofSize: 17)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 0, compatibleWith: huge).pointSize == 53)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 12).pointSize == 12)
    }

    @Test func scaledValueFollowsTheTextStyle() {
        #expect(abs(FontMetrics.default.scaledValue(for: 44, compatibleWith: Self.xxxLarge) - 44 * 23 / 17) < 1e-9)
        #expect(FontMetrics.default.scaledValue(for: 44) == 44)
        #expect(FontMetrics(forTextStyle: .caption2).scaledValue(for: 11, compatibleWith: Self.xxxLarge) == 17)
    }

    @Test func defaultMetricsFollowBody() {
        #expect(FontMetrics.default.textStyle == .body)
        #expect(FontMetrics(forTextStyle: .footnote).textStyle == .footnote)
    }
}
