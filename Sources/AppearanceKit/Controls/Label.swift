public import AppearanceCore

/// A view that shows a line or more of read-only text.
///
/// The Swift stand-in for `UILabel`. Its font and colours are appearance properties:
///
/// ```swift
/// Label.appearance().textColor = .secondaryLabel
/// Label.appearance(whenContainedInInstancesOf: [TableViewCell.self]).font = .preferredFont(forTextStyle: .body)
/// let title = Label(text: "Settings")
/// title.textColor = .label      // explicit: wins over every proxy
/// ```
@preconcurrency @MainActor
open class Label: View {
    /// The text shown.
    open var text: String? {
        // As in UIKit: new text may change the label's size.
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font of the text. With ``adjustsFontForContentSizeCategory`` on, a font that follows
    /// the content size category (``Font/preferredFont(forTextStyle:)``,
    /// ``FontMetrics/scaledFont(for:)``) reads at the label's category, and changes with it.
    open var font: Font {
        // Dynamic Type (#33): the font as set, at this label's content size category when it
        // follows the category; reading it gives the size on screen, as in UIKit.
        get { shownFont(unscaledFont, adjusting: adjustsFontForContentSizeCategory) ?? unscaledFont }
        set { unscaledFont = newValue }
    }
    /// The font as the app or an appearance set it, before ``adjustsFontForContentSizeCategory``
    /// sizes it for the content size category.
    @Styled public internal(set) var unscaledFont: Font = .systemFont(ofSize: 17)
    /// The text colour; `nil` draws in ``Color/label`` (see ``effectiveTextColor``).
    @Styled public var textColor: Color? = nil
    /// How the text is aligned horizontally.
    @Styled public var textAlignment: TextAlignment = .natural
    /// The maximum number of lines; 0 means no limit.
    @Styled public var numberOfLines = 1
    /// The width at which Auto Layout wraps a multi-line label's text to find its intrinsic
    /// height, as UIKit's; 0 (the default) wraps it at the width the layout gives it.
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The colour of the text's shadow; `nil` draws no shadow.
    @Styled public var shadowColor: Color? = nil
    /// The text colour while the label is highlighted (in a highlighted cell, say).
    @Styled public var highlightedTextColor: Color? = nil
    /// Whether a font that follows the content size category is shown at this label's category
    /// (Dynamic Type): it grows and shrinks as the category changes.
    @Styled public var adjustsFontForContentSizeCategory = false
    /// How far the text's shadow is drawn from the text: right and down in points (UIKit's
    /// default is one point up).
    @Styled public var shadowOffset = CGSize(width: 0, height: -1)
    /// How a line that does not fit is truncated or clipped.
    @Styled public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks (down to ``minimumScaleFactor``) to fit the text in one line.
    @Styled public var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font size that ``adjustsFontSizeToFitWidth`` shrinks to;
    /// 0 (the default) keeps the font size, as in UIKit.
    @Styled public var minimumScaleFactor: CGFloat = 0
    /// Where shrunk text sits vertically: on the original baseline, centred, or at the top.
    @Styled public var baselineAdjustment: BaselineAdjustment = .alignBaselines

    /// A label with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A label from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A label showing `text`.
    public convenience init(text: String?) {
        self.init(frame: .zero)
        self.text = text
    }

    /// The rectangle the text takes in `bounds`, in at most `numberOfLines` lines (0: no limit),
    /// as UIKit's `textRect(forBounds:limitedToNumberOfLines:)`: the label's size for its
    /// content (``View/sizeThatFits(_:)``, ``View/intrinsicContentSize``) is this rectangle's, so
    /// an override that grows it for insets grows the label.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let width: Double? = bounds.width.isFinite && bounds.width < .greatestFiniteMagnitude ? bounds.width : nil
        let size = LayoutEngine.measuredTextSize(of: self, width: width, lines: numberOfLines)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws the text in `rect` (the bounds, when a picture is made), as UIKit's
    /// `drawText(in:)`: override it to inset the text, calling
    /// `super.drawText(in: rect.inset(by: insets))`; an override that does not call `super`
    /// draws no text. What it fills and strokes in ``CGContext/current`` is drawn too.
    open func drawText(in rect: CGRect) {
        CGContext.current?.drawText(in: rect)
    }

    /// The colour the text is drawn in: ``textColor``, else ``Color/label``.
    public var effectiveTextColor: Color { textColor ?? .label }
}

extension Label {
    /// Where the text of a label whose font shrank to fit sits vertically.
    ///
    /// UIKit's `UIBaselineAdjustment`. Theme files write the case name.
    public enum BaselineAdjustment: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The shrunk text keeps the original text's baseline.
        case alignBaselines
        /// The shrunk text is centred where the original text was.
        case alignCenters
        /// The shrunk text keeps the original text's top.
        case none

        /// The case name.
        public var description: String { rawValue }
    }
}
