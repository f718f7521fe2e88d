public import Foundation

// UIKit's NSAttributedString drawing additions, measuring with the kit's text metrics.

extension NSAttributedString {
    /// The size of the text on one line per paragraph, as UIKit's `size()` measures it
    /// (fractional: apps round it up). See
    /// ``boundingRect(with:options:context:)`` for how runs in several fonts are measured.
    ///
    /// ```swift
    /// NSAttributedString(string: "Hello", attributes: [.font: Font.systemFont(ofSize: 20)]).size()
    /// ```
    public func size() -> CGSize {
        boundingRect(with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0), options: [], context: nil).size
    }

    /// The rectangle the text needs: wrapped to `size.width` with
    /// ``NSStringDrawingOptions/usesLineFragmentOrigin``, one line otherwise; its origin is
    /// zero and its height may exceed `size.height`, as in UIKit.
    ///
    /// Text in one font and kern is laid out as the kit lays out a label. Text whose runs
    /// differ is measured run by run, one line per paragraph, each line as tall as its
    /// tallest font: it is not wrapped.
    ///
    /// - Parameters:
    ///   - size: The width lines wrap to (with `.usesLineFragmentOrigin`).
    ///   - options: How to lay the text out.
    ///   - context: Receives the measured bounds, if given.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let runs = measuredRuns
        guard runs.count > 1 else {
            return StringMeasure.boundingRect(
                of: string, attributes: runs.first?.attributes, size: size, options: options, context: context)
        }
        var widest = 0.0
        var height = 0.0
        var width = 0.0
        var lineHeight = 0.0
        for run in runs {
            let typed = TextAttributes(run.attributes)
            let font = typed.font ?? StringMeasure.defaultFont
            let paragraphs = run.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, paragraph) in paragraphs.enumerated() {
                if index > 0 {
                    // A newline inside the run ends the line so far.
                    widest = Swift.max(widest, width)
                    height += lineHeight
                    (width, lineHeight) = (0, 0)
                }
                width += TextMetrics.width(of: String(paragraph), font: font, kern: typed.kern ?? 0)
                lineHeight = Swift.max(lineHeight, TextMetrics.lineHeight(for: font))
            }
        }
        widest = Swift.max(widest, width)
        height += lineHeight
        let rect = CGRect(x: 0, y: 0, width: widest, height: height)
        context?.totalBounds = rect
        return rect
    }

    /// The text cut where its font or kern changes, with each piece's attributes.
    private var measuredRuns: [(text: String, attributes: [NSAttributedString.Key: Any])] {
        var runs: [(text: String, attributes: [NSAttributedString.Key: Any])] = []
        var previous: TextAttributes?
        let text = string as NSString
        for (range, attributes) in attributeRuns {
            let typed = TextAttributes(attributes)
            let piece = text.substring(with: range)
            if let last = runs.indices.last, let previous, previous.font == typed.font, previous.kern == typed.kern {
                runs[last].text += piece
            } else {
                runs.append((piece, attributes))
            }
            previous = typed
        }
        return runs
    }
}
