public import Foundation

// UIKit's NSString drawing additions, measuring: apps size cells and bubbles with them, and
// here they measure with the same metrics as the kit's layout and the renderer (`TextMetrics`,
// `TextLayout`).

extension NSString {
    /// The size of the text set in `attrs` on one line per paragraph, as UIKit's
    /// `size(withAttributes:)` measures it (fractional: apps round it up).
    ///
    /// Without a `.font` the text is measured in the 12-point system font (UIKit's default
    /// Helvetica 12). `.kern` adds space between characters.
    ///
    /// ```swift
    /// ("Settings" as NSString).size(withAttributes: [.font: Font.systemFont(ofSize: 17)])
    /// // 62.917… × 20.264
    /// ```
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasure.size(of: String(self), attributes: attrs, width: nil)
    }

    /// The rectangle the text needs: wrapped to `size.width` with
    /// ``NSStringDrawingOptions/usesLineFragmentOrigin``, one line otherwise; its origin is
    /// zero and its height may exceed `size.height`, as in UIKit.
    ///
    /// - Parameters:
    ///   - size: The width lines wrap to (with `.usesLineFragmentOrigin`); the height is not a
    ///     limit.
    ///   - options: How to lay the text out.
    ///   - attributes: The text's attributes: `.font` and `.kern` are read.
    ///   - context: Receives the measured bounds, if given.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringMeasure.boundingRect(of: String(self), attributes: attributes, size: size, options: options, context: context)
    }
}

extension String {
    /// The size of the string in `attrs`: see ``Foundation/NSString/size(withAttributes:)``.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasure.size(of: self, attributes: attrs, width: nil)
    }

    /// The rectangle the string needs: see
    /// ``Foundation/NSString/boundingRect(with:options:attributes:context:)``.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        StringMeasure.boundingRect(of: self, attributes: attributes, size: size, options: options, context: context)
    }
}

/// The measuring behind the string drawing additions.
enum StringMeasure {
    /// The font text is measured in when its attributes name none: UIKit's 12-point default.
    static let defaultFont = Font.systemFont(ofSize: 12)

    /// The widest line and the height of all lines of `text` in `attributes`, wrapped to
    /// `width` when it is given; zero for empty text.
    static func size(of text: String, attributes: [NSAttributedString.Key: Any]?, width: Double?) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let typed = TextAttributes(attributes ?? [:])
        let font = typed.font ?? defaultFont
        let kern = typed.kern ?? 0
        let layout = TextLayout(text, font: font, maxWidth: width, numberOfLines: 0, kern: kern)
        let widest = layout.lines.map { TextMetrics.width(of: $0, font: font, kern: kern) }.max() ?? 0
        return CGSize(width: widest, height: layout.lineHeight * Double(layout.lines.count))
    }

    /// ``size(of:attributes:width:)`` as a rectangle at zero, for `options`, reported to
    /// `context`.
    static func boundingRect(
        of text: String, attributes: [NSAttributedString.Key: Any]?, size: CGSize, options: NSStringDrawingOptions,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        // Without line fragments UIKit sets the text as a single line.
        let measured =
            wraps
            ? self.size(of: text, attributes: attributes, width: Double(size.width))
            : self.size(of: text.replacingOccurrences(of: "\n", with: " "), attributes: attributes, width: nil)
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }
}
