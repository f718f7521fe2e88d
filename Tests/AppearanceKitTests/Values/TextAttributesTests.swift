import AppearanceKit
import Testing

@Suite struct TextAttributesTests {
    @Test func defaultsAreUnspecified() {
        let attributes = TextAttributes()
        #expect(attributes.foregroundColor == nil)
        #expect(attributes.font == nil)
        #expect(attributes.shadowColor == nil)
        #expect(attributes.shadowOffset == nil)
        #expect(attributes.shadowBlurRadius == nil)
        #expect(attributes.kern == nil)
        #expect(attributes.backgroundColor == nil)
        #expect(attributes.underline == nil)
        #expect(attributes.isEmpty)
        #expect(attributes.description == "[]")
    }

    @Test func memberwise() {
        let attributes = TextAttributes(
            foregroundColor: .white,
            font: .boldSystemFont(ofSize: 17),
            shadowColor: .black,
            shadowOffset: Size(width: 0, height: 1),
            shadowBlurRadius: 2,
            kern: 1.5,
            backgroundColor: .clear,
            underline: true
        )
        #expect(attributes.foregroundColor == Color.white)
        #expect(attributes.font == Font.boldSystemFont(ofSize: 17))
        #expect(attributes.shadowColor == Color.black)
        #expect(attributes.shadowOffset == Size(width: 0, height: 1))
        #expect(attributes.shadowBlurRadius == 2)
        #expect(attributes.kern == 1.5)
        #expect(attributes.backgroundColor == Color.clear)
        #expect(attributes.underline == true)
        #expect(!attributes.isEmpty)
    }

    @Test func mergingLetsOtherSpecifiedFieldsWin() {
        let base = TextAttributes(foregroundColor: .label, font: .systemFont(ofSize: 17), kern: 1, underline: true)
        let other = TextAttributes(foregroundColor: .systemRed, shadowColor: .black, underline: false)
        let merged = base.merging(other)
        #expect(merged.foregroundColor == Color.systemRed)
        #expect(merged.font == Font.systemFont(ofSize: 17))
        #expect(merged.shadowColor == Color.black)
        #expect(merged.kern == 1)
        #expect(merged.underline == false)
        #expect(merged.backgroundColor == nil)
    }

    @Test func mergingWithEmptyChangesNothing() {
        let base = TextAttributes(foregroundColor: .red, kern: 2)
        #expect(base.merging(TextAttributes()) == base)
        #expect(TextAttributes().merging(base) == base)
    }

    @Test func resolvedResolvesEveryColor() {
        let attributes = TextAttributes(
            foregroundColor: .label, font: .systemFont(ofSize: 12), shadowColor: .separator, backgroundColor: .systemBackground)
        let dark = attributes.resolved(with: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark.foregroundColor == Color.white)
        #expect(dark.shadowColor?.hexString == "#54545899")
        #expect(dark.backgroundColor == Color.black)
        #expect(dark.font == Font.systemFont(ofSize: 12))
        let light = attributes.resolved(with: TraitCollection(userInterfaceStyle: .light))
        #expect(light.foregroundColor == Color.black)
        #expect(light.backgroundColor == Color.white)
    }

    @Test func description() {
        let attributes = TextAttributes(foregroundColor: .white, shadowOffset: Size(width: 0, height: 1), kern: 1.5)
        #expect(attributes.description == "[foregroundColor: #ffffff, shadowOffset: 0×1, kern: 1.5]")
    }

    @Test func hashable() {
        let set: Set<TextAttributes> = [TextAttributes(), TextAttributes(), TextAttributes(kern: 1), TextAttributes(kern: 2)]
        #expect(set.count == 3)
    }
}
