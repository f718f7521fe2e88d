/// Built-in font metrics: how wide a string is and how tall a line is, without loading a font
/// file.
///
/// Text is measured per grapheme cluster (a Swift `Character`), as it is drawn:
/// - Printable ASCII uses the standard Helvetica and Helvetica Bold advance widths (close to
///   the system font's), on a fast path that never forms clusters.
/// - Every other character uses the advance of its first code point from a generated table
///   (`Generated/TextMetrics+Advances.swift`, written by `Scripts/generate-advances.py` from
///   Liberation Sans, which is metric-compatible with Helvetica, then FreeSans, DejaVu Sans
///   and Loma for the scripts Liberation lacks), plus any spacing marks: combining marks add
///   nothing.
/// - An Arabic letter is as wide as the form it is drawn in (initial, medial, final or
///   isolated, from its neighbours), from the same fonts' presentation forms.
/// - East Asian wide characters (ideographs, kana, hangul, fullwidth forms) are 1 em, and an
///   emoji (with its modifiers, variation selector, zero-width joiners or flag pair) is one
///   1 em advance.
/// - Characters neither font has count as 0.556 em (an average lowercase letter).
///
/// Weights between regular and bold are interpolated; monospaced families (`Menlo`,
/// `Courier`, `SF Mono`, `Monaco`) use 0.6 em per character (1 em for wide ones). Vertical
/// metrics are the system font's: ascender 0.952 em, descender 0.24 em. Widths do not depend on
/// the order of characters, so text mixing left-to-right and right-to-left runs measures as the
/// sum of its runs.
///
/// ```swift
/// let body = Font.preferredFont(forTextStyle: .body)
/// TextMetrics.width(of: "Settings", font: body)      // 62.917…
/// TextMetrics.width(of: "日本", font: body)           // 34: two ideographs of 1 em
/// TextMetrics.lineHeight(for: body)                  // 20.264
/// ```
///
/// The results are the same on every machine, which keeps layouts and rendered SVG stable. The
/// renderer, the layout engine and the audit all measure here.
package enum TextMetrics {
    /// The distance from the top of a line to the baseline, in ems.
    package static let ascender = 0.952
    /// The distance from the baseline to the bottom of a line, in ems.
    package static let descender = 0.24

    /// The height of one line of text in `font`, in points.
    package static func lineHeight(for font: Font) -> Double {
        font.pointSize * (ascender + descender)
    }

    /// The distance from the top of a line in `font` to its baseline, in points.
    package static func baseline(for font: Font) -> Double {
        font.pointSize * ascender
    }

    /// The advance width of `text` set in `font`, plus `kern` points after every character but
    /// the last.
    ///
    /// - Complexity: O(*n*) in the length of the text; ASCII text is measured byte by byte.
    package static func width(of text: String, font: Font, kern: Double = 0) -> Double {
        let monospaced = isMonospaced(font)
        let boldness = boldness(of: font.weight)
        var thousandths = 0.0
        var count = 0
        // ASCII first, byte by byte: most text is ASCII, and there one byte is one character.
        // The sums run in the same order as before the Unicode tables, so ASCII widths are
        // bit-for-bit those of earlier releases.
        var isASCII = true
        for byte in text.utf8 {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            count += 1
            if monospaced {
                thousandths += 600
                continue
            }
            let regular = asciiAdvance(of: byte, in: regularWidths)
            let bold = asciiAdvance(of: byte, in: boldWidths)
            thousandths += regular + (bold - regular) * boldness
        }
        if !isASCII {
            (thousandths, count) = clusterAdvances(of: text, monospaced: monospaced, boldness: boldness)
        }
        return thousandths / 1000 * font.pointSize + kern * Double(Swift.max(count - 1, 0))
    }

    /// Whether `font` is set with equal advances for every character: the monospaced trait, or a
    /// monospaced family by name.
    package static func isMonospaced(_ font: Font) -> Bool {
        if font.fontDescriptor.symbolicTraits.contains(.traitMonoSpace) { return true }
        let name = font.familyName.lowercased()
        return name.contains("mono") || name.contains("menlo") || name.contains("courier")
            || name.contains("monaco")
    }

    /// How far `weight` is from regular (0) towards bold (1).
    package static func boldness(of weight: Font.Weight) -> Double {
        switch weight.cssValue {
        case ...400: 0
        case 500: 0.35
        case 600: 0.7
        default: 1
        }
    }

    /// The advance of an ASCII byte: the Helvetica table's, or 0.556 em for control characters.
    @inline(__always)
    private static func asciiAdvance(of byte: UInt8, in table: [Int16]) -> Double {
        let value = Int(byte)
        if value >= 32, value < 32 + table.count { return Double(table[value - 32]) }
        return 556
    }

    /// The regular and bold advances of an ASCII code point, in thousandths of an em.
    static func asciiAdvances(of value: UInt32) -> (regular: Double, bold: Double) {
        let byte = UInt8(truncatingIfNeeded: value)
        return (asciiAdvance(of: byte, in: regularWidths), asciiAdvance(of: byte, in: boldWidths))
    }

    /// Helvetica advance widths for U+0020 (space) through U+007E (~).
    private static let regularWidths: [Int16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space - /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 - ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,  // @ - O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P - _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` - o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,  // p - ~
    ]

    /// Helvetica Bold advance widths for U+0020 (space) through U+007E (~).
    private static let boldWidths: [Int16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,  // space - /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,  // 0 - ?
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,  // @ - O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,  // P - _
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,  // ` - o
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,  // p - ~
    ]
}
