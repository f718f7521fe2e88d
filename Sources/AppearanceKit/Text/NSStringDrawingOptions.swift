/// How ``Foundation/NSString/boundingRect(with:options:attributes:context:)`` lays text out.
///
/// UIKit's `NSStringDrawingOptions`, with its raw values. Only
/// ``usesLineFragmentOrigin`` changes the result here: with it, text wraps to the given width
/// and every line counts; without it, the text is measured as one line.
///
/// ```swift
/// let rect = ("Long text" as NSString).boundingRect(
///     with: CGSize(width: 200, height: .greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
///     attributes: [.font: Font.preferredFont(forTextStyle: .body)], context: nil)
/// ```
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit numbers them.
    public let rawValue: Int

    /// Options from UIKit's bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Lay the text out in lines within the given width (multi-line text).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line heights (the kit's lines already include it).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds rather than advances (the kit measures advances).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits and add an ellipsis (ignored when measuring).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
