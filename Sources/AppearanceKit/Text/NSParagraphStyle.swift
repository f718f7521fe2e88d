public import Foundation

/// The layout of a paragraph: alignment, spacing, line height and line breaking, for the
/// ``Foundation/NSAttributedString/Key/paragraphStyle`` attribute.
///
/// UIKit's `NSParagraphStyle`, declared by the kit because Foundation on Linux lacks it. It is
/// read-only; build one with ``NSMutableParagraphStyle``, as in UIKit:
///
/// ```swift
/// let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
/// style.alignment = .center
/// style.lineSpacing = 4
/// NavigationBar.appearance().titleTextAttributes = [.paragraphStyle: style]
/// ```
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// Every setting, in one value so that copies and equality see them all.
    struct Settings: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
    }

    var settings = Settings()

    /// The default style: natural alignment, no extra spacing, word wrapping.
    public override init() {
        super.init()
    }

    /// A new default paragraph style (UIKit's shared `default`; a fresh object here, since the
    /// style is a class that a caller could otherwise change for everyone through a cast).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The horizontal alignment of the text.
    open var alignment: NSTextAlignment { settings.alignment }
    /// Extra space between lines in points.
    open var lineSpacing: CGFloat { settings.lineSpacing }
    /// Extra space after the paragraph in points.
    open var paragraphSpacing: CGFloat { settings.paragraphSpacing }
    /// Extra space before the paragraph in points.
    open var paragraphSpacingBefore: CGFloat { settings.paragraphSpacingBefore }
    /// The indent of the first line in points.
    open var firstLineHeadIndent: CGFloat { settings.firstLineHeadIndent }
    /// The indent of the other lines in points.
    open var headIndent: CGFloat { settings.headIndent }
    /// The trailing indent in points (negative counts from the trailing edge).
    open var tailIndent: CGFloat { settings.tailIndent }
    /// How lines that do not fit are wrapped or truncated.
    open var lineBreakMode: NSLineBreakMode { settings.lineBreakMode }
    /// The least height of a line in points; 0 for no minimum.
    open var minimumLineHeight: CGFloat { settings.minimumLineHeight }
    /// The greatest height of a line in points; 0 for no maximum.
    open var maximumLineHeight: CGFloat { settings.maximumLineHeight }
    /// The natural line height is multiplied by this; 0 leaves it as it is.
    open var lineHeightMultiple: CGFloat { settings.lineHeightMultiple }

    /// A read-only copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.settings = settings
        return copy
    }

    /// A ``NSMutableParagraphStyle`` with the same settings.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.settings = settings
        return copy
    }

    /// Styles are equal when every setting is.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.settings == settings
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { settings.hashValue }
}
