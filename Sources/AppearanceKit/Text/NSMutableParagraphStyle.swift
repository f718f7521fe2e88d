public import Foundation

/// A paragraph style whose settings can be changed.
///
/// UIKit's `NSMutableParagraphStyle`.
///
/// ```swift
/// let style = NSMutableParagraphStyle()
/// style.minimumLineHeight = 22
/// style.maximumLineHeight = 22
/// style.lineBreakMode = .byTruncatingTail
/// ```
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// The horizontal alignment of the text.
    open override var alignment: NSTextAlignment {
        get { settings.alignment }
        set { settings.alignment = newValue }
    }
    /// Extra space between lines in points.
    open override var lineSpacing: CGFloat {
        get { settings.lineSpacing }
        set { settings.lineSpacing = newValue }
    }
    /// Extra space after the paragraph in points.
    open override var paragraphSpacing: CGFloat {
        get { settings.paragraphSpacing }
        set { settings.paragraphSpacing = newValue }
    }
    /// Extra space before the paragraph in points.
    open override var paragraphSpacingBefore: CGFloat {
        get { settings.paragraphSpacingBefore }
        set { settings.paragraphSpacingBefore = newValue }
    }
    /// The indent of the first line in points.
    open override var firstLineHeadIndent: CGFloat {
        get { settings.firstLineHeadIndent }
        set { settings.firstLineHeadIndent = newValue }
    }
    /// The indent of the other lines in points.
    open override var headIndent: CGFloat {
        get { settings.headIndent }
        set { settings.headIndent = newValue }
    }
    /// The trailing indent in points.
    open override var tailIndent: CGFloat {
        get { settings.tailIndent }
        set { settings.tailIndent = newValue }
    }
    /// How lines that do not fit are wrapped or truncated.
    open override var lineBreakMode: NSLineBreakMode {
        get { settings.lineBreakMode }
        set { settings.lineBreakMode = newValue }
    }
    /// The least height of a line in points; 0 for no minimum.
    open override var minimumLineHeight: CGFloat {
        get { settings.minimumLineHeight }
        set { settings.minimumLineHeight = newValue }
    }
    /// The greatest height of a line in points; 0 for no maximum.
    open override var maximumLineHeight: CGFloat {
        get { settings.maximumLineHeight }
        set { settings.maximumLineHeight = newValue }
    }
    /// The natural line height is multiplied by this; 0 leaves it as it is.
    open override var lineHeightMultiple: CGFloat {
        get { settings.lineHeightMultiple }
        set { settings.lineHeightMultiple = newValue }
    }

    /// Takes every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        settings = other.settings
    }
}
