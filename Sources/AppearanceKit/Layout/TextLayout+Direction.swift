extension TextLayout {
    /// Whether `text` reads right to left: its first strong character (a letter) belongs to a
    /// right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, …), as Unicode's
    /// bidirectional algorithm sets a paragraph's direction (rules P2 and P3). Digits,
    /// punctuation and spaces are weak or neutral and do not decide.
    ///
    /// ```swift
    /// TextLayout.isRightToLeft("שלום, world")   // true
    /// TextLayout.isRightToLeft("123 مرحبا")     // true
    /// TextLayout.isRightToLeft("Hello, עולם")   // false
    /// ```
    package static func isRightToLeft(_ text: some StringProtocol) -> Bool {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // ASCII is decided without Unicode's property tables: most text starts with a
            // Latin letter.
            if value < 0x80 {
                if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) { return false }
                continue
            }
            let properties = scalar.properties
            guard properties.isAlphabetic else { continue }
            if properties.generalCategory == .nonspacingMark { continue }
            return isRightToLeftScript(value)
        }
        return false
    }

    /// Whether `value` lies in a block of a right-to-left script.
    private static func isRightToLeftScript(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// The alignment the text is drawn with for `alignment`: ``TextAlignment/natural`` (and the
    /// last line of ``TextAlignment/justified``, which is every line here) follows the text's
    /// direction, so right-to-left text sits on the right, as UIKit draws it.
    package func drawnAlignment(for alignment: TextAlignment) -> TextAlignment {
        switch alignment {
        case .natural, .justified: isRightToLeft ? .right : .left
        case .left, .right, .center: alignment
        }
    }
}
