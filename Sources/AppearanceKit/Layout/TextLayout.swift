import Foundation

/// Text broken into lines for a width, measured with `TextMetrics`.
///
/// Lines break where Unicode's line breaking allows (after spaces and hyphens, between
/// ideographs, never before closing punctuation; see ``breakSegments(_:)``), and a word longer
/// than the width is broken between characters, never inside a grapheme cluster. When
/// the text needs more lines than `numberOfLines` allows, the last line ends in an ellipsis,
/// as `UILabel` truncates its tail.
///
/// ```swift
/// let text = TextLayout("Changes apply to every window at once.", font: .systemFont(ofSize: 13),
///                       maxWidth: 120, numberOfLines: 0)
/// text.lines        // ["Changes apply to", "every window at", "once."]
/// text.size         // the widest line × 3 line heights
/// ```
package struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    package let lines: [String]
    /// The font the text is measured in.
    package let font: Font
    /// Extra space after each character, in points.
    package let kern: Double
    /// The width of the widest line and the height of all lines, rounded up to whole points.
    package let size: CGSize
    /// Whether the text reads right to left (its first strong character is Hebrew, Arabic, …):
    /// see ``isRightToLeft(_:)``.
    package let isRightToLeft: Bool

    /// Lays out `text` in `font`.
    ///
    /// - Parameters:
    ///   - text: The text; newlines start new lines.
    ///   - font: The font.
    ///   - maxWidth: The width lines must fit in, or `nil` for no limit.
    ///   - numberOfLines: The most lines to use; 0 means no limit.
    ///   - kern: Extra space after each character, in points.
    ///   - lineBreakMode: How the last line is shortened when the text does not fit: an ellipsis
    ///     at the end (the default), the start or the middle, or cut off (`byClipping`,
    ///     `byWordWrapping`, `byCharWrapping`).
    package init(
        _ text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 1, kern: Double = 0,
        lineBreakMode: NSLineBreakMode = .byTruncatingTail
    ) {
        self.font = font
        self.kern = kern
        isRightToLeft = Self.isRightToLeft(text)
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        var lines: [String] = []
        var truncated = false
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let wrapped: [String]
            if let maxWidth, limit > 1 {
                wrapped = Self.wrap(
                    String(paragraph), font: font, kern: kern, width: maxWidth,
                    byCharacters: lineBreakMode == .byCharWrapping)
            } else {
                wrapped = [String(paragraph)]
            }
            for line in wrapped {
                if lines.count == limit {
                    truncated = true
                    break
                }
                lines.append(line)
            }
            if truncated { break }
        }
        if let maxWidth, let last = lines.last {
            let measured = TextMetrics.width(of: last, font: font, kern: kern)
            if truncated || measured > maxWidth + 0.01 {
                lines[lines.count - 1] = Self.shorten(
                    last, font: font, kern: kern, width: maxWidth, force: truncated, mode: lineBreakMode)
            }
        }
        if lines.isEmpty { lines = [""] }
        self.lines = lines
        let widest = lines.map { TextMetrics.width(of: $0, font: font, kern: kern) }.max() ?? 0
        let width = maxWidth.map { Swift.min(widest, $0) } ?? widest
        let height = TextMetrics.lineHeight(for: font) * Double(lines.count)
        size = CGSize(width: width.rounded(.up), height: height.rounded(.up))
    }

    /// The height of one line, in points.
    package var lineHeight: Double { TextMetrics.lineHeight(for: font) }

    /// `text` broken into lines no wider than `width` at its line break opportunities (see
    /// ``breakSegments(_:)``); spaces at the end of a line hang past it.
    ///
    /// ``NSLineBreakMode/byCharWrapping`` breaks before the first character (grapheme cluster)
    /// that does not fit, as UIKit does.
    private static func wrap(_ text: String, font: Font, kern: Double, width: Double, byCharacters: Bool) -> [String] {
        let fits = { (candidate: String) in TextMetrics.width(of: candidate, font: font, kern: kern) <= width + 0.01 }
        var lines: [String] = []
        var current = ""
        let paragraph = Substring(text)
        let segments =
            byCharacters
            ? paragraph.indices.map { BreakSegment(body: paragraph[$0...$0], spaces: "") } : breakSegments(paragraph)
        for segment in segments {
            let candidate = current + segment.body
            if fits(candidate) {
                current = candidate + segment.spaces
                continue
            }
            let finished = current.trimmingTrailingSpaces()
            if !finished.isEmpty { lines.append(finished) }
            current = String(segment.body)
            // A segment wider than the line is broken between characters (grapheme clusters).
            while !fits(current), current.count > 1 {
                var head = ""
                for character in current {
                    if !fits(head + String(character)), !head.isEmpty { break }
                    head.append(character)
                }
                lines.append(head)
                current = String(current.dropFirst(head.count))
            }
            current += segment.spaces
        }
        lines.append(current.trimmingTrailingSpaces())
        return lines
    }

    /// `line` shortened to fit `width` as `mode` says: an ellipsis where it truncates, or
    /// characters dropped from the end where it clips.
    private static func shorten(
        _ line: String, font: Font, kern: Double, width: Double, force: Bool, mode: NSLineBreakMode
    ) -> String {
        let fits = { (candidate: String) in TextMetrics.width(of: candidate, font: font, kern: kern) <= width + 0.01 }
        switch mode {
        case .byTruncatingTail:
            return truncate(line, font: font, kern: kern, width: width, force: force)
        case .byClipping, .byWordWrapping, .byCharWrapping:
            var characters = Array(line)
            while !characters.isEmpty, !fits(String(characters)) { characters.removeLast() }
            return String(characters)
        case .byTruncatingHead:
            var characters = Array(line)
            while !characters.isEmpty {
                let candidate = "\u{2026}" + String(characters)
                if fits(candidate) { return candidate }
                characters.removeFirst()
            }
            return "\u{2026}"
        case .byTruncatingMiddle:
            var head = Array(line.prefix(line.count / 2))
            var tail = Array(line.suffix(line.count - head.count))
            while !head.isEmpty || !tail.isEmpty {
                let candidate = String(head).trimmingTrailingSpaces() + "\u{2026}" + String(tail)
                if fits(candidate) { return candidate }
                if tail.count >= head.count { tail.removeFirst() } else { head.removeLast() }
            }
            return "\u{2026}"
        }
    }

    /// `line` shortened with a trailing ellipsis to fit `width` (always ending in one when
    /// `force` is set).
    private static func truncate(_ line: String, font: Font, kern: Double, width: Double, force: Bool) -> String {
        if !force, TextMetrics.width(of: line, font: font, kern: kern) <= width + 0.01 { return line }
        var characters = Array(line)
        while !characters.isEmpty {
            let candidate = String(characters).trimmingTrailingSpaces() + "\u{2026}"
            if TextMetrics.width(of: candidate, font: font, kern: kern) <= width + 0.01 { return candidate }
            characters.removeLast()
        }
        return "\u{2026}"
    }
}

extension String {
    /// The string without trailing spaces (of any width).
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = Substring(self)
        while let last = text.last, TextLayout.breakClass(of: last) == .space { text = text.dropLast() }
        return String(text)
    }
}
