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
    public var text: String?

    /// The font of the text.
    @Styled public var font: Font = .systemFont(ofSize: 17)
    /// The text colour; `nil` draws in ``Color/label`` (see ``effectiveTextColor``).
    @Styled public var textColor: Color? = nil
    /// How the text is aligned horizontally.
    @Styled public var textAlignment: TextAlignment = .natural
    /// The maximum number of lines; 0 means no limit.
    @Styled public var numberOfLines = 1
    /// The colour of the text's shadow; `nil` draws no shadow.
    @Styled public var shadowColor: Color? = nil
    /// The text colour while the label is highlighted (in a highlighted cell, say).
    @Styled public var highlightedTextColor: Color? = nil
    /// Whether the font follows the content size category.
    @Styled public var adjustsFontForContentSizeCategory = false

    /// A label showing `text`.
    public init(text: String? = nil) {
        self.text = text
        super.init(frame: .zero)
    }

    /// The colour the text is drawn in: ``textColor``, else ``Color/label``.
    public var effectiveTextColor: Color { textColor ?? .label }
}
