/// Built-in font metrics: how wide a string is and how tall a line is, without loading a font
/// file.
///
/// Widths come from a table of advance widths in thousandths of an em for the printable ASCII
/// characters, taken from the standard Helvetica and Helvetica Bold metrics (close to the
/// system font's). Weights between regular and bold are interpolated; monospaced families
/// (`Menlo`, `Courier`, `SF Mono`, `Monaco`) use 0.6 em per character. Characters outside the
/// table count as 0.556 em (an average lowercase letter). Vertical metrics are the system
/// font's: ascender 0.952 em, descender 0.24 em.
///
/// ```swift
/// let body = Font.preferredFont(forTextStyle: .body)
/// TextMetrics.width(of: "Settings", font: body)      // 62.917…
/// TextMetrics.lineHeight(for: body)                  // 20.264
/// ```
///
/// The results are the same on every machine, which keeps layouts and rendered SVG stable.
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
    /// - Complexity: O(*n*) in the number of characters.
    package static func width(of text: String, font: Font, kern: Double = 0) -> Double {
        var thousandths = 0.0
        var count = 0
        let monospaced = isMonospaced(font)
        let boldness = boldness(of: font.weight)
        for scalar in text.unicodeScalars {
            count += 1
            if monospaced {
                thousandths += 600
                continue
            }
            let regular = advance(of: scalar, in: regularWidths)
            let bold = advance(of: scalar, in: boldWidths)
            thousandths += regular + (bold - regular) * boldness
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

    private static func advance(of scalar: Unicode.Scalar, in table: [Int16]) -> Double {
        let value = Int(scalar.value)
        if value >= 32, value < 32 + table.count { return Double(table[value - 32]) }
        switch scalar {
        case "\u{2026}": return 1000  // …
        case "\u{2013}": return 556  // –
        case "\u{2014}": return 1000  // —
        case "\u{2018}", "\u{2019}": return 222
        case "\u{201C}", "\u{201D}": return 333
        case "\u{00B7}", "\u{2022}": return 350
        case "\u{2212}": return 584  // −
        default: return 556
        }
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
