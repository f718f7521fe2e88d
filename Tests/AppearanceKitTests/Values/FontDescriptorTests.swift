import AppearanceKit
import Testing

@Suite struct FontDescriptorTests {
    @Test func descriptorDescribesItsFont() {
        let font = Font.preferredFont(forTextStyle: .headline)
        let descriptor = font.fontDescriptor
        #expect(descriptor.pointSize == 17)
        #expect(descriptor.familyName == "System")
        #expect(descriptor.postscriptName == "System-Semibold")
        #expect(descriptor.symbolicTraits == [])
        #expect(Font(descriptor: descriptor, size: 0) == font)
        #expect(Font(descriptor: descriptor, size: 20) == font.withSize(20))
        #expect(descriptor == Font.preferredFont(forTextStyle: .headline).fontDescriptor)
    }

    @Test func boldTraitRaisesTheWeight() throws {
        let body = Font.preferredFont(forTextStyle: .body)
        let bold = Font(descriptor: try #require(body.fontDescriptor.withSymbolicTraits(.traitBold)), size: 0)
        #expect(bold.weight == .bold)
        #expect(bold.textStyle == .body)
        #expect(bold.fontDescriptor.symbolicTraits == .traitBold)
    }

    @Test func traitsReplaceTheCurrentOnes() throws {
        let boldItalic = Font.boldSystemFont(ofSize: 12).fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])
        let font = Font(descriptor: try #require(boldItalic), size: 0)
        #expect(font.weight == .bold)
        #expect(font.fontName == "System-BoldItalic")
        let plain = Font(descriptor: try #require(font.fontDescriptor.withSymbolicTraits([])), size: 0)
        #expect(plain == Font.systemFont(ofSize: 12), "leaving bold out of a bold font makes it regular")
    }

    @Test func unchangedTraitsKeepTheFont() throws {
        for font in [
            Font.systemFont(ofSize: 13, weight: .heavy), .monospacedSystemFont(ofSize: 13, weight: .light),
            .italicSystemFont(ofSize: 13), .preferredFont(forTextStyle: .caption1),
        ] {
            let same = try #require(font.fontDescriptor.withSymbolicTraits(font.fontDescriptor.symbolicTraits))
            #expect(Font(descriptor: same, size: 0) == font, "\(font)")
        }
    }

    @Test func monospaceTraitFollowsTheDesign() throws {
        let mono = Font.monospacedSystemFont(ofSize: 13, weight: .regular)
        let proportional = try #require(mono.fontDescriptor.withSymbolicTraits([]))
        #expect(Font(descriptor: proportional, size: 0) == Font.systemFont(ofSize: 13))
    }

    @Test func designsApplyToTheSystemFontOnly() throws {
        let rounded = try #require(Font.systemFont(ofSize: 34, weight: .bold).fontDescriptor.withDesign(.rounded))
        let font = Font(descriptor: rounded, size: 0)
        #expect(font.description == "System 34 bold rounded")
        #expect(font != Font.systemFont(ofSize: 34, weight: .bold))
        #expect(try #require(Font(name: "Menlo", size: 12)).fontDescriptor.withDesign(.rounded) == nil)
        let serif = try #require(Font.systemFont(ofSize: 12).fontDescriptor.withDesign(.serif))
        #expect(serif != rounded)
    }

    @Test func withFamilyKeepsSizeWeightAndTextStyle() {
        let headline = Font.preferredFont(forTextStyle: .headline)
        let avenir = Font(descriptor: headline.fontDescriptor.withFamily("Avenir"), size: 0)
        #expect(avenir.familyName == "Avenir")
        #expect(avenir.weight == .semibold)
        #expect(avenir.pointSize == 17)
        #expect(avenir.textStyle == .headline)
        #expect(avenir.fontName == "Avenir-Semibold")
    }

    @Test func withSizeAndNamedDescriptors() {
        let descriptor = FontDescriptor(name: "Menlo-Bold", size: 11)
        #expect(descriptor.familyName == "Menlo")
        #expect(descriptor.symbolicTraits == .traitBold)
        #expect(descriptor.withSize(20).pointSize == 20)
        #expect(FontDescriptor.preferredFontDescriptor(withTextStyle: .title1).pointSize == 28)
        let large = TraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        #expect(FontDescriptor.preferredFontDescriptor(withTextStyle: .title1, compatibleWith: large).pointSize == 38)
    }

    @Test func symbolicTraitsHaveUIKitRawValues() {
        #expect(FontDescriptor.SymbolicTraits.traitItalic.rawValue == 1)
        #expect(FontDescriptor.SymbolicTraits.traitBold.rawValue == 2)
        #expect(FontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1 << 10)
    }
}
