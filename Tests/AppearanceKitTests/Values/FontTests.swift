import AppearanceKit
import Testing

// Written the way an app extends `UIFont`.
extension Font {
    convenience init?(brandOfSize size: CGFloat) {
        self.init(name: "Avenir-Heavy", size: size)
    }

    static func brand(ofSize size: CGFloat) -> Font {
        Font(brandOfSize: size) ?? .boldSystemFont(ofSize: size)
    }

    var bold: Font {
        guard let descriptor = fontDescriptor.withSymbolicTraits(fontDescriptor.symbolicTraits.union(.traitBold)) else {
            return self
        }
        return Font(descriptor: descriptor, size: 0)
    }
}

@Suite struct FontTests {
    // MARK: App extensions

    @Test func appExtensionsCompileAndWork() throws {
        let brand = try #require(Font(brandOfSize: 20))
        #expect(brand.familyName == "Avenir")
        #expect(brand.weight == .heavy)
        #expect(brand.pointSize == 20)
        #expect(Font.brand(ofSize: 14) == Font(name: "Avenir-Heavy", size: 14))
        #expect(Font.preferredFont(forTextStyle: .body).bold.weight == .bold)
        #expect(Font.preferredFont(forTextStyle: .body).bold.textStyle == .body)
        #expect(Font.systemFont(ofSize: 12, weight: .black).bold.weight == .black, "heavier weights stay")
    }

    // MARK: Dynamic Type

    @Test(arguments: [
        (Font.TextStyle.largeTitle, CGFloat(34)),
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
    func preferredFontHasUIKitDefaultSize(style: Font.TextStyle, size: CGFloat) {
        let font = Font.preferredFont(forTextStyle: style)
        #expect(font.pointSize == size)
        #expect(style.defaultSize == size)
        #expect(font.familyName == "System")
        #expect(font.isSystemFont)
        #expect(font.textStyle == style)
    }

    @Test(arguments: [
        (ContentSizeCategory.extraSmall, CGFloat(14), CGFloat(31), CGFloat(11)),
        (.small, 15, 32, 11),
        (.medium, 16, 33, 11),
        (.large, 17, 34, 11),
        (.unspecified, 17, 34, 11),
        (.extraLarge, 19, 36, 13),
        (.extraExtraLarge, 21, 38, 15),
        (.extraExtraExtraLarge, 23, 40, 17),
        (.accessibilityMedium, 28, 44, 20),
        (.accessibilityLarge, 33, 48, 24),
        (.accessibilityExtraLarge, 40, 52, 29),
        (.accessibilityExtraExtraLarge, 47, 56, 34),
        (.accessibilityExtraExtraExtraLarge, 53, 60, 41),
    ])
    func preferredFontScalesWithContentSizeCategory(
        category: ContentSizeCategory, body: CGFloat, largeTitle: CGFloat, caption2: CGFloat
    ) {
        let traits = TraitCollection(preferredContentSizeCategory: category)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == body)
        #expect(Font.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits).pointSize == largeTitle)
        #expect(Font.preferredFont(forTextStyle: .caption2, compatibleWith: traits).pointSize == caption2)
        #expect(Font.TextStyle.body.pointSize(for: category) == body)
    }

    @Test func preferredFontWithoutTraitsIsLarge() {
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil) == Font.preferredFont(forTextStyle: .body))
        #expect(
            Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(userInterfaceStyle: .dark))
                == Font.preferredFont(forTextStyle: .body))
        let scaled = Font.preferredFont(
            forTextStyle: .headline, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraLarge))
        #expect(scaled.weight == .semibold)
        #expect(scaled.textStyle == .headline)
        #expect(scaled.description == "System 19 semibold (headline)")
    }

    @Test(arguments: Font.TextStyle.allCases)
    func onlyHeadlineIsSemibold(style: Font.TextStyle) {
        let expected: Font.Weight = style == .headline ? .semibold : .regular
        #expect(Font.preferredFont(forTextStyle: style).weight == expected)
        #expect(style.defaultWeight == expected)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func textStyleSizesGrowWithTheCategory(style: Font.TextStyle) {
        let sizes = ContentSizeCategory.allCases.filter { $0 != .unspecified }.map { style.pointSize(for: $0) }
        #expect(sizes == sizes.sorted())
        #expect(style.scale(for: .large) == 1)
        #expect(style.pointSize(for: .unspecified) == style.defaultSize)
    }

    @Test(arguments: Font.TextStyle.allCases)
    func textStyleRoundTripsThroughRawValue(style: Font.TextStyle) {
        #expect(Font.TextStyle(rawValue: style.rawValue) == style)
        #expect(style.description == style.rawValue)
    }

    @Test func textStyleRawValues() {
        #expect(
            Font.TextStyle.allCases.map(\.rawValue) == [
                "largeTitle", "title1", "title2", "title3", "headline", "subheadline",
                "body", "callout", "footnote", "caption1", "caption2",
            ])
        #expect(Font.TextStyle(rawValue: "Body") == nil)
    }

    // MARK: Weights

    @Test func weightsHaveUIKitRawValues() {
        #expect(Font.Weight.allCases.map(\.rawValue) == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
        #expect(
            Font.Weight.allCases.map(\.description) == [
                "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
            ])
        #expect(Font.Weight.allCases.map(\.cssValue) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(Font.Weight.allCases == Font.Weight.allCases.sorted())
    }

    @Test func customWeights() {
        let weight = Font.Weight(0.1)
        #expect(weight == Font.Weight(rawValue: 0.1))
        #expect(weight > .regular && weight < .medium)
        #expect(weight.nearestStandardWeight == .regular)
        #expect(weight.cssValue == 400)
        #expect(weight.description == "weight(0.1)")
        #expect(Font.Weight(0.5).nearestStandardWeight == .heavy)
        #expect(Font.systemFont(ofSize: 10, weight: Font.Weight(0.1)).weight.rawValue == 0.1)
    }

    // MARK: System fonts

    @Test func systemFonts() {
        let font = Font.systemFont(ofSize: 14)
        #expect(font.familyName == "System")
        #expect(font.fontName == "System")
        #expect(font.pointSize == 14)
        #expect(font.weight == .regular)
        #expect(font.textStyle == nil)
        #expect(Font.systemFont(ofSize: 14, weight: .heavy).weight == .heavy)
        #expect(Font.systemFont(ofSize: 14, weight: .heavy).fontName == "System-Heavy")
        #expect(Font.boldSystemFont(ofSize: 20) == Font.systemFont(ofSize: 20, weight: .bold))
        #expect(Font.systemFont(ofSize: 14, weight: .regular) == Font.systemFont(ofSize: 14))
    }

    @Test func italicSystemFont() {
        let font = Font.italicSystemFont(ofSize: 15)
        #expect(font.fontDescriptor.symbolicTraits == .traitItalic)
        #expect(font.weight == .regular)
        #expect(font.fontName == "System-Italic")
        #expect(font != Font.systemFont(ofSize: 15))
        #expect(font.description == "System 15 regular italic")
    }

    @Test func monospacedSystemFonts() {
        let mono = Font.monospacedSystemFont(ofSize: 13, weight: .medium)
        #expect(mono.isSystemFont)
        #expect(mono.weight == .medium)
        #expect(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(mono.description == "System 13 medium monospaced")
        let digits = Font.monospacedDigitSystemFont(ofSize: 17, weight: .semibold)
        #expect(!digits.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(digits != Font.systemFont(ofSize: 17, weight: .semibold))
        #expect(digits.description == "System 17 semibold monospacedDigits")
    }

    @Test func standardSizes() {
        #expect(Font.labelFontSize == 17)
        #expect(Font.buttonFontSize == 18)
        #expect(Font.smallSystemFontSize == 12)
        #expect(Font.systemFontSize == 14)
    }

    // MARK: Named fonts

    @Test func namedFontIsFailableOnlyForAnEmptyName() throws {
        let font = try #require(Font(name: "Menlo", size: 13))
        #expect(font.familyName == "Menlo")
        #expect(font.fontName == "Menlo")
        #expect(font.pointSize == 13)
        #expect(font.weight == .regular)
        #expect(!font.isSystemFont)
        #expect(Font(name: "", size: 13) == nil)
        #expect(Font(name: "Font That Is Not Installed", size: 13) != nil)
    }

    @Test(arguments: [
        ("Menlo-Bold", "Menlo", Font.Weight.bold, false),
        ("HelveticaNeue-UltraLight", "HelveticaNeue", .ultraLight, false),
        ("Avenir-HeavyOblique", "Avenir", .heavy, true),
        ("Georgia-Italic", "Georgia", .regular, true),
        ("Georgia-BoldItalic", "Georgia", .bold, true),
        ("Inter-Regular", "Inter", .regular, false),
        ("SF-Pro-Text", "SF-Pro-Text", .regular, false),
        ("Courier New", "Courier New", .regular, false),
        ("-Bold", "-Bold", .regular, false),
    ])
    func namedFontReadsThePostScriptStyle(name: String, family: String, weight: Font.Weight, italic: Bool) throws {
        let font = try #require(Font(name: name, size: 12))
        #expect(font.familyName == family)
        #expect(font.weight == weight)
        #expect(font.fontDescriptor.symbolicTraits.contains(.traitItalic) == italic)
    }

    @Test func fontNameRoundTrips() throws {
        for font in [
            Font.systemFont(ofSize: 17, weight: .semibold), .italicSystemFont(ofSize: 17), .boldSystemFont(ofSize: 17),
            try #require(Font(name: "Menlo-BoldItalic", size: 17)),
        ] {
            #expect(Font(name: font.fontName, size: 17) == font, "\(font.fontName)")
        }
        #expect(Font(name: "System", size: 13) == Font.systemFont(ofSize: 13))
    }

    // MARK: Variants

    @Test func withSizeAndWeightKeepTheRest() {
        let headline = Font.preferredFont(forTextStyle: .headline)
        let bigger = headline.withSize(30)
        #expect(bigger.pointSize == 30)
        #expect(bigger.weight == .semibold)
        #expect(bigger.textStyle == .headline)
        #expect(bigger.familyName == "System")
        #expect(headline.pointSize == 17, "fonts are immutable")
        let heavy = headline.withWeight(.heavy)
        #expect(heavy.weight == .heavy)
        #expect(heavy.pointSize == 17)
        #expect(heavy.textStyle == .headline)
        #expect(Font.italicSystemFont(ofSize: 10).withSize(20) == Font.italicSystemFont(ofSize: 20))
    }

    @Test func metricsFollowTheSystemFontProportions() {
        let font = Font.systemFont(ofSize: 100)
        #expect(abs(font.ascender - 95.2) < 1e-9)
        #expect(abs(font.descender + 24) < 1e-9)
        #expect(abs(font.lineHeight - 119.2) < 1e-9)
        #expect(font.leading == 0)
        #expect(font.capHeight > font.xHeight)
    }

    // MARK: Identity

    @Test func preferredFontDiffersFromPlainFontOfSameMetrics() {
        #expect(Font.preferredFont(forTextStyle: .body) != Font.systemFont(ofSize: 17))
        #expect(Font.preferredFont(forTextStyle: .body) == Font.preferredFont(forTextStyle: .body))
    }

    @Test func fontsAreHashableByValue() {
        let fonts: Set<Font> = [
            .systemFont(ofSize: 17), .systemFont(ofSize: 17), .systemFont(ofSize: 17, weight: .bold),
            .preferredFont(forTextStyle: .body), .italicSystemFont(ofSize: 17),
        ]
        #expect(fonts.count == 4)
    }

    @Test func description() throws {
        #expect(Font.systemFont(ofSize: 17).description == "System 17 regular")
        #expect(try #require(Font(name: "Menlo-Bold", size: 12.5)).description == "Menlo 12.5 bold")
        #expect(Font.preferredFont(forTextStyle: .headline).description == "System 17 semibold (headline)")
    }
}
