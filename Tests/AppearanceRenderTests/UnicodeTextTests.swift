import AppearanceRender
import Testing

/// Text beyond ASCII measured and broken as it is drawn: advance widths from the generated
/// font table, per grapheme cluster, with Unicode line breaking and right-to-left paragraphs
/// (#45).
@MainActor
@Suite struct UnicodeTextTests {
    private let body = Font.systemFont(ofSize: 10)

    private func width(_ text: String, _ font: Font? = nil, kern: Double = 0) -> Double {
        TextMetrics.width(of: text, font: font ?? body, kern: kern)
    }

    @Test func asciiWidthsAreUnchangedAndTheSlowPathAgrees() {
        // The Helvetica table: W 944 + i 222 + - 333 + F 611 + i 222.
        #expect(abs(width("Wi-Fi") - 23.32) < 0.000_001)
        // Non-ASCII text goes through grapheme clusters; its ASCII part measures the same.
        #expect(abs(width("Wi-Fi é") - (width("Wi-Fi ") + width("é"))) < 0.000_001)
        #expect(abs(width("é") - 5.56) < 0.000_001, "Liberation Sans: eacute 556")
    }

    @Test("Letters of other scripts come from the font table, regular and bold")
    func otherScriptsUseTheFontTable() {
        #expect(abs(width("Ж") - 9.23) < 0.000_001)
        #expect(abs(width("Ж", .systemFont(ofSize: 10, weight: .bold)) - 9.04) < 0.000_001)
        #expect(abs(width("α") - 5.78) < 0.000_001)
        #expect(abs(width("א") - 6.28) < 0.000_001, "Hebrew alef")
        #expect(abs(width("ا") - 2.78) < 0.000_001, "Arabic alef")
        #expect(abs(width("क") - 7.49) < 0.000_001, "Devanagari ka, from FreeSans")
        #expect(width("कि") > width("क"), "a spacing vowel sign adds its advance")
        #expect(abs(width("ก") - 6.05) < 0.000_001, "Thai ko kai, from Loma")
        #expect(abs(width("กำ") - 11.67) < 0.000_001, "sara am is a spacing mark: 605 + 562")
    }

    /// Arabic letters are as wide as the form their neighbours give them (DejaVu Sans'
    /// presentation forms): beh is 941 alone, 278 initial, 302 medial (yeh), 982 final (teh).
    @Test(arguments: [
        ("بيت", 15.62), ("دار", 12.06), ("باب", 15.24), ("ب\u{200C}ب", 18.82), ("ب ب", 18.82 + 2.78),
    ])
    func arabicLettersTakeTheWidthOfTheirJoinedForm(text: String, expected: Double) {
        #expect(abs(width(text) - expected) < 0.000_001)
    }

    @Test(arguments: ["日本語", "ひらがな", "カタカナ", "한국어", "\u{1112}\u{1161}\u{11AB}", "ＡＢＣ"])
    func eastAsianWideCharactersAreOneEm(text: String) {
        #expect(abs(width(text) - 10 * Double(text.count)) < 0.000_001)
    }

    @Test(arguments: ["👍", "👍🏽", "👨‍👩‍👧‍👦", "🇯🇵", "❤️", "1️⃣", "🏳️‍🌈"])
    func anEmojiClusterIsOneAdvance(emoji: String) {
        #expect(abs(width(emoji) - 10) < 0.000_001)
        #expect(abs(width(emoji + emoji, kern: 2) - 22) < 0.000_001, "one kern between two clusters")
    }

    @Test func monospacedTextGivesWideCharactersOneEm() throws {
        let menlo = try #require(Font(name: "Menlo", size: 10))
        #expect(width("日本", menlo) == 20)
        #expect(width("👍—é", menlo) == 22, "an emoji 1 em, a dash and a letter 0.6 em each")
    }

    @Test func combiningMarksAddNothing() {
        #expect(width("e\u{301}") == width("e"))
        #expect(width("a\u{300}\u{301}\u{302}") == width("a"))
        #expect(width("e\u{301}x", kern: 1) == width("ex", kern: 1), "a cluster is one character for kern")
    }

    @Test func mixedDirectionTextMeasuresAsItsRuns() {
        #expect(abs(width("שלום world") - (width("שלום ") + width("world"))) < 0.000_001)
    }

    @Test func ideographsBreakAnywhereButNotBeforeClosingPunctuation() {
        // Five ideographic advances fit; the full stop may not start a line, so お goes down
        // with it.
        let layout = TextLayout("あいうえお。", font: body, maxWidth: 50, numberOfLines: 0)
        #expect(layout.lines == ["あいうえ", "お。"])
        let long = TextLayout("日本語のテキストを折り返します", font: body, maxWidth: 45, numberOfLines: 0)
        #expect(long.lines.joined() == "日本語のテキストを折り返します")
        for line in long.lines { #expect(width(line) <= 45) }
    }

    @Test func linesBreakAfterHyphens() {
        let text = "state-of-the-art design"
        let layout = TextLayout(text, font: body, maxWidth: width("state-of-the-") + 1, numberOfLines: 0)
        #expect(layout.lines == ["state-of-the-", "art design"])
        // A minus sign before a number is not a break.
        let minus = TextLayout("to -5", font: body, maxWidth: width("to -") + 1, numberOfLines: 0)
        #expect(minus.lines == ["to", "-5"])
    }

    @Test func characterWrappingBreaksBeforeTheFirstCharacterThatDoesNotFit() {
        let text = "one two three"
        let layout = TextLayout(
            text, font: body, maxWidth: width("one tw") + 0.5, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(layout.lines == ["one tw", "o thre", "e"])
    }

    @Test func aLineNeverBreaksInsideAGraphemeCluster() {
        let family = "👨‍👩‍👧‍👦"
        let layout = TextLayout(family + family + family, font: body, maxWidth: 15, numberOfLines: 0)
        #expect(layout.lines == [family, family, family])
        let accents = String(repeating: "e\u{301}", count: 6)
        let broken = TextLayout(accents, font: body, maxWidth: 12, numberOfLines: 0)
        #expect(broken.lines == ["e\u{301}e\u{301}", "e\u{301}e\u{301}", "e\u{301}e\u{301}"])
    }

    @Test(arguments: [("שלום עולם", true), ("123 مرحبا", true), ("Hello, עולם", false), ("42", false), ("", false)])
    func theFirstStrongCharacterSetsTheDirection(text: String, isRightToLeft: Bool) {
        #expect(TextLayout.isRightToLeft(text) == isRightToLeft)
    }

    @Test func aRightToLeftLabelIsDrawnFromTheRight() {
        Appearance.reset()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let label = Label(text: "שלום עולם")
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        window.addSubview(label)
        let svg = SVGRenderer().render(window)
        #expect(svg.contains("<text x=\"200\""), "natural alignment puts Hebrew on the right:\n\(svg)")
        #expect(svg.contains("direction=\"rtl\""))
        #expect(!svg.contains("text-anchor=\"end\""), "an RTL line starts at its right edge")
        label.text = "Hello"
        let english = SVGRenderer().render(window)
        #expect(english.contains("<text x=\"0\""))
        #expect(!english.contains("direction="))
    }

    /// The audit reads the paints the renderer records: a right-to-left line's box is where it
    /// is drawn, as wide as it measures.
    @Test func theAuditSeesRightToLeftTextWhereItIsDrawn() throws {
        Appearance.reset()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let label = Label(text: "مرحبا بالعالم")
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        window.addSubview(label)
        let paint = try #require(SVGRenderer().drawing(window).paints.first { $0.text != nil })
        let measured = TextMetrics.width(of: "مرحبا بالعالم", font: label.font)
        #expect(abs(Double(paint.frame.width) - measured) < 0.000_1)
        #expect(abs(Double(paint.frame.maxX) - 200) < 0.000_1)
    }

    @Test func layoutMeasuresWithTheSameMetrics() {
        let label = Label(text: "日本語👍")
        label.font = .systemFont(ofSize: 17)
        #expect(label.intrinsicContentSize.width == 68)
    }
}
