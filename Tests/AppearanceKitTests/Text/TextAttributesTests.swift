import AppearanceKit
import Testing

@Suite struct TextAttributesTests {
    @Test func defaultsAreUnspecified() {
        let attributes = TextAttributes()
        #expect(attributes.foregroundColor == nil)
        #expect(attributes.font == nil)
        #expect(attributes.shadowColor == nil)
        #expect(attributes.underlineStyle == nil)
        #expect(attributes.lineBreakMode == nil)
        #expect(attributes.isEmpty)
        #expect(!attributes.hasShadow)
        #expect(attributes.dictionary.isEmpty)
        #expect(attributes.description == "[]")
    }

    @Test func mergingLetsOtherSpecifiedFieldsWin() {
        let base = TextAttributes(foregroundColor: .label, font: .systemFont(ofSize: 17), kern: 1, underlineStyle: .single)
        let other = TextAttributes(foregroundColor: .systemRed, shadowColor: .black, underlineStyle: .double)
        let merged = base.merging(other)
        #expect(merged.foregroundColor == Color.systemRed)
        #expect(merged.font == Font.systemFont(ofSize: 17))
        #expect(merged.shadowColor == Color.black)
        #expect(merged.kern == 1)
        #expect(merged.underlineStyle == .double)
        #expect(merged.backgroundColor == nil)
        #expect(base.merging(TextAttributes()) == base)
        #expect(TextAttributes().merging(base) == base)
    }

    @Test func resolvedResolvesEveryColor() {
        let attributes = TextAttributes(
            foregroundColor: .label, font: .systemFont(ofSize: 12), backgroundColor: .systemBackground,
            shadowColor: .separator, underlineColor: .label, strokeColor: .systemBackground)
        let dark = attributes.resolved(with: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark.foregroundColor == Color.white)
        #expect(dark.shadowColor?.hexString == "#54545899")
        #expect(dark.backgroundColor == Color.black)
        #expect(dark.underlineColor == Color.white)
        #expect(dark.strokeColor == Color.black)
        #expect(dark.font == Font.systemFont(ofSize: 12))
    }

    @Test func description() {
        let attributes = TextAttributes(foregroundColor: .white, kern: 1.5, shadowOffset: CGSize(width: 0, height: 1))
        #expect(attributes.description == "[foregroundColor: #ffffff, kern: 1.5, shadowOffset: 0×1]")
    }

    // MARK: - UIKit's dictionaries

    @Test func readsADictionaryWrittenAsUIKitCodeWritesIt() {
        let shadow = NSShadow()
        shadow.shadowColor = Color.black
        shadow.shadowOffset = CGSize(width: 0, height: 1)
        shadow.shadowBlurRadius = 2
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        paragraph.lineSpacing = 4
        paragraph.minimumLineHeight = 22
        paragraph.maximumLineHeight = 22
        paragraph.lineBreakMode = .byTruncatingMiddle
        let size: CGFloat = 17
        let attributes = TextAttributes([
            .foregroundColor: Color.white,
            .font: Font.boldSystemFont(ofSize: size),
            .backgroundColor: Color.clear,
            .kern: 1.5,
            .shadow: shadow,
            .paragraphStyle: paragraph,
            .underlineStyle: NSUnderlineStyle.single.rawValue,
            .underlineColor: Color.red,
            .strikethroughStyle: NSUnderlineStyle.thick,
            .strikethroughColor: Color.blue,
            .strokeColor: Color.green,
            .strokeWidth: CGFloat(-2),
            .baselineOffset: NSNumber(value: 3),
        ])
        #expect(
            attributes
                == TextAttributes(
                    foregroundColor: .white, font: .boldSystemFont(ofSize: 17), backgroundColor: .clear, kern: 1.5,
                    shadowColor: .black, shadowOffset: CGSize(width: 0, height: 1), shadowBlurRadius: 2, underlineStyle: .single,
                    underlineColor: .red, strikethroughStyle: .thick, strikethroughColor: .blue, strokeColor: .green,
                    strokeWidth: -2, baselineOffset: 3, alignment: .center, lineSpacing: 4, lineHeight: 22,
                    lineBreakMode: .byTruncatingMiddle))
    }

    /// Values of the wrong type under a key (a computed table: `Any` is not `Sendable`).
    static var wrongValues: [(NSAttributedString.Key, Any)] {
        [
            (.foregroundColor, "red"), (.font, 17), (.kern, "wide"), (.kern, Double.nan), (.shadow, Color.black),
            (.paragraphStyle, 4), (.underlineStyle, "single"), (.underlineStyle, 0), (.baselineOffset, Double.infinity),
        ]
    }

    /// UIKit ignores a value of the wrong type under a key; so does the kit, without trapping.
    @Test(arguments: 0..<9)
    func ignoresAValueOfTheWrongType(row: Int) {
        let (key, value) = Self.wrongValues[row]
        #expect(TextAttributes([key: value]).isEmpty, "\(key.rawValue): \(value)")
    }

    @Test func numbersOfEveryTypeAppsUse() {
        let values: [Any] = [2.0, CGFloat(2), Float(2), 2, Int32(2), NSNumber(value: 2)]
        for value in values {
            #expect(TextAttributes([.kern: value]).kern == 2, "\(type(of: value))")
        }
        #expect(TextAttributes([.tracking: 3]).kern == 3, "tracking stands in for kern")
        #expect(TextAttributes([.tracking: 3, .kern: 1]).kern == 1)
    }

    @Test func aShadowWithoutAColourIsStillAShadow() {
        let attributes = TextAttributes([.shadow: NSShadow()])
        #expect(attributes.hasShadow)
        #expect(attributes.shadowColor == nil)
        #expect(attributes.shadowOffset == CGSize(width: 0, height: -3), "UIKit's default shadow offset")
    }

    @Test func dictionaryRoundTrips() {
        let attributes = TextAttributes(
            foregroundColor: .systemBlue, font: .systemFont(ofSize: 13), kern: 0.5, shadowColor: .black,
            shadowOffset: CGSize(width: 1, height: 1), underlineStyle: .double, baselineOffset: -1, alignment: .right,
            lineHeight: 20)
        let dictionary = attributes.dictionary
        #expect(dictionary[.foregroundColor] as? Color == .systemBlue)
        #expect(dictionary[.shadow] is NSShadow)
        #expect((dictionary[.paragraphStyle] as? NSParagraphStyle)?.alignment == .right)
        #expect(TextAttributes(dictionary) == attributes)
        #expect(TextAttributes.equivalent(dictionary, attributes.dictionary))
        #expect(!TextAttributes.equivalent(dictionary, [:]))
        #expect(TextAttributes.equivalent(nil, nil))
    }

    @Test func keysHaveUIKitsRawValues() {
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(TextAttributes([NSAttributedString.Key("NSColor"): Color.red]).foregroundColor == .red)
    }

    @Test func paragraphStylesCopyAsInUIKit() throws {
        let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        style.alignment = .center
        #expect(NSParagraphStyle.default.alignment == .natural, "the default style is not changed")
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(!(frozen is NSMutableParagraphStyle))
        #expect(frozen.isEqual(style))
        style.lineSpacing = 2
        #expect(!frozen.isEqual(style))
    }

    @Test func underlineStyleNamesAndValues() {
        #expect(NSUnderlineStyle.single.rawValue == 1)
        #expect(NSUnderlineStyle.double.rawValue == 9)
        #expect(NSUnderlineStyle.double.description == "double")
        #expect(NSUnderlineStyle([.single, .patternDash]).description.contains("513"))
        #expect(NSLineBreakMode(name: "byTruncatingTail") == .byTruncatingTail)
        #expect(NSLineBreakMode(name: "tail") == nil)
    }
}
