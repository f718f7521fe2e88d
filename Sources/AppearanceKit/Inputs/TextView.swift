public import AppearanceCore
public import Foundation

/// A scrollable view of editable, multiline text.
///
/// The Swift stand-in for `UITextView`, a ``ScrollView`` as in UIKit. Its text colour, font,
/// keyboard, typing and link attributes and insets are appearance properties:
///
/// ```swift
/// TextView.appearance().font = .preferredFont(forTextStyle: .body)
/// TextView.appearance().linkTextAttributes = [.foregroundColor: Color.systemTeal]
/// TextView.appearance(for: TraitCollection(userInterfaceStyle: .dark)).keyboardAppearance = .dark
/// let notes = TextView(text: "Remember the milk")
/// notes.isEditable = false        // explicit: wins over every proxy
/// ```
///
/// ``font`` and ``textColor`` win over the same keys of ``typingAttributes``.
@preconcurrency @MainActor
open class TextView: ScrollView, TextInputTraits {
    /// The text.
    public var text = ""
    /// Whether the user can select the text.
    public var isSelectable = true

    /// The text colour; `nil` uses ``typingAttributes``' colour, else ``Color/label``.
    @Styled public var textColor: Color? = nil
    /// The font; `nil` uses ``typingAttributes``' font, else the system font at 17 points.
    public var font: Font? {
        // Dynamic Type (#33), as for a label.
        get { shownFont(unscaledFont, adjusting: adjustsFontForContentSizeCategory) }
        set { unscaledFont = newValue }
    }
    /// The font as the app or an appearance set it, before ``adjustsFontForContentSizeCategory``
    /// sizes it for the content size category.
    @Styled public internal(set) var unscaledFont: Font? = nil
    /// Whether a font that follows the content size category is shown at this view's category
    /// (Dynamic Type).
    @Styled public var adjustsFontForContentSizeCategory = false
    /// How the text is aligned horizontally.
    @Styled public var textAlignment: TextAlignment = .natural
    /// The look of the keyboard that edits the text.
    @Styled public var keyboardAppearance: KeyboardAppearance = .default
    /// The attributes of text the user types.
    @Styled public var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of links; without a colour, links are drawn in the tint colour.
    @Styled public var linkTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The space between the view's edges and its text.
    @Styled public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Whether the user can edit the text.
    @Styled public var isEditable = true

    // MARK: - Text input traits (UIKit's UITextInputTraits)

    /// The keyboard shown.
    public var keyboardType = KeyboardType.default
    /// Whether the text is corrected as it is typed.
    public var autocorrectionType = TextAutocorrectionType.default
    /// Which letters are capitalised as they are typed.
    public var autocapitalizationType = TextAutocapitalizationType.sentences
    /// Whether spelling is checked.
    public var spellCheckingType = TextSpellCheckingType.default
    /// The return key's title.
    public var returnKeyType = ReturnKeyType.default
    /// Whether the text is hidden as it is typed (a password): drawn as bullets.
    public var isSecureTextEntry = false
    /// What the text is, for autofill.
    public var textContentType: TextContentType!
    /// Whether the return key is disabled while there is no text.
    public var enablesReturnKeyAutomatically = false

    /// A text view without text with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A text view without text from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A text view showing `text`.
    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
    }

    /// The font the text is drawn in: ``font``, else ``typingAttributes``' font, else the
    /// system font at 17 points.
    public var effectiveFont: Font {
        font ?? TextAttributes(typingAttributes).font ?? .systemFont(ofSize: 17)
    }

    /// The colour the text is drawn in: ``textColor``, else ``typingAttributes``' colour, else
    /// ``Color/label``.
    public var effectiveTextColor: Color {
        textColor ?? TextAttributes(typingAttributes).foregroundColor ?? .label
    }

    /// The colour links are drawn in: ``linkTextAttributes``' colour, else the tint colour.
    public var effectiveLinkColor: Color {
        TextAttributes(linkTextAttributes).foregroundColor ?? effectiveTintColor
    }
}
