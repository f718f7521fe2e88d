public import AppearanceCore
public import Foundation

/// A control that shows one line of editable text, with a placeholder while it is empty.
///
/// The Swift stand-in for `UITextField`. Its text colour, font, border, keyboard and
/// placeholder attributes are appearance properties (the cursor colour is the view's
/// ``View/tintColor``), so apps style every field, or the fields inside a class of container,
/// from one place:
///
/// ```swift
/// TextField.appearance().borderStyle = .roundedRect
/// TextField.appearance().font = .preferredFont(forTextStyle: .body)
/// TextField.appearance(for: TraitCollection(userInterfaceStyle: .dark)).keyboardAppearance = .dark
/// TextField.appearance(whenContainedInInstancesOf: [SearchBar.self]).defaultTextAttributes = [
///     .foregroundColor: Color.white,
/// ]
/// let email = TextField(placeholder: "Email")
/// email.textColor = .systemBlue      // explicit: wins over every proxy
/// ```
///
/// ``font`` and ``textColor`` win over the same keys of ``defaultTextAttributes``, whichever was
/// set last (UIKit lets the last set win; proxies have no order between properties here).
/// ``placeholder`` is the text the app gives, ``attributedPlaceholder`` the attributes an
/// appearance gives it: a proxy can restyle the placeholders of many fields without replacing
/// their texts (UIKit's replaces them).
@preconcurrency @MainActor
open class TextField: Control, TextInputTraits {
    /// The text; `nil` or empty shows the placeholder.
    open var text: String?
    /// Whether the user is editing the text (the field is the first responder).
    public private(set) var isEditing = false
    private var placeholderText: String?

    /// The text colour; `nil` uses ``defaultTextAttributes``' colour, else ``Color/label``.
    @Styled public var textColor: Color? = nil
    /// The font; `nil` uses ``defaultTextAttributes``' font, else the system font at 17 points.
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
    /// The border drawn around the text.
    @Styled public var borderStyle: BorderStyle = .none
    /// The look of the keyboard that edits the text.
    @Styled public var keyboardAppearance: KeyboardAppearance = .default
    /// The attributes of the text (UIKit's keys: `.foregroundColor`, `.font`, `.kern`, …).
    @Styled public var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The placeholder with attributes; its attributes style ``placeholder`` (see the class
    /// discussion), and its string is the placeholder when the app gives none.
    @Styled public var attributedPlaceholder: NSAttributedString? = nil
    /// When the clear button shows.
    @Styled public var clearButtonMode: ViewMode = .never
    /// The background image of an enabled field (it replaces the border's look).
    @Styled public var background: Image? = nil
    /// The background image of a disabled field; `nil` uses ``background``.
    @Styled public var disabledBackground: Image? = nil
    /// Whether the font shrinks so that long text fits.
    @Styled public var adjustsFontSizeToFitWidth = false
    /// The smallest font size the text shrinks to, in points.
    @Styled public var minimumFontSize: CGFloat = 0

    /// A field without text with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A field without text from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A field with `text` and a `placeholder`.
    public convenience init(text: String?, placeholder: String? = nil) {
        self.init(frame: .zero)
        self.text = text
        placeholderText = placeholder
    }

    /// An empty field showing `placeholder`.
    public convenience init(placeholder: String?) {
        self.init(text: nil, placeholder: placeholder)
    }

    /// The text shown in grey while the field is empty: the app's, else
    /// ``attributedPlaceholder``'s string.
    public var placeholder: String? {
        get { placeholderText ?? attributedPlaceholder?.string }
        set { placeholderText = newValue }
    }

    // MARK: - Editing

    /// Starts editing (the field becomes the first responder); returns `true`.
    @discardableResult
    public func becomeFirstResponder() -> Bool {
        isEditing = true
        return true
    }

    /// Ends editing; returns `true`.
    @discardableResult
    public func resignFirstResponder() -> Bool {
        isEditing = false
        return true
    }

    // MARK: - What is drawn

    /// The font the text is drawn in: ``font``, else ``defaultTextAttributes``' font, else the
    /// system font at 17 points.
    public var effectiveFont: Font {
        font ?? TextAttributes(defaultTextAttributes).font ?? .systemFont(ofSize: 17)
    }

    /// The colour the text is drawn in: ``textColor``, else ``defaultTextAttributes``' colour,
    /// else ``Color/label``.
    public var effectiveTextColor: Color {
        textColor ?? TextAttributes(defaultTextAttributes).foregroundColor ?? .label
    }

    /// The attributes the text is drawn with: ``defaultTextAttributes`` with the
    /// ``effectiveFont`` and ``effectiveTextColor``.
    public var effectiveTextAttributes: [NSAttributedString.Key: Any] {
        var attributes = defaultTextAttributes
        attributes[.font] = effectiveFont
        attributes[.foregroundColor] = effectiveTextColor
        return attributes
    }

    /// The attributes the placeholder is drawn with: ``attributedPlaceholder``'s, over the
    /// ``effectiveFont`` in ``Color/placeholderText``.
    public var effectivePlaceholderAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: effectiveFont, .foregroundColor: Color.placeholderText]
        for (key, value) in attributedPlaceholder?.leadingAttributes ?? [:] { attributes[key] = value }
        return attributes
    }

    /// The background image for the current state: ``disabledBackground`` (else
    /// ``background``) while disabled.
    public var currentBackground: Image? {
        isEnabled ? background : (disabledBackground ?? background)
    }

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

    /// Whether the clear button shows now, by ``clearButtonMode``, ``isEditing`` and whether
    /// there is text.
    public var isClearButtonShown: Bool {
        guard let text, !text.isEmpty else { return false }
        return shows(clearButtonMode)
    }

    // MARK: - Overlay views and drawing rectangles (UIKit's override points)

    /// A view at the field's leading edge (a padding spacer or an icon), shown as
    /// ``leftViewMode`` says; a subview of the field while shown, placed by ``leftViewRect(forBounds:)``.
    open var leftView: View? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When ``leftView`` shows.
    open var leftViewMode = ViewMode.never {
        didSet { setNeedsLayout() }
    }
    /// A view at the field's trailing edge, shown as ``rightViewMode`` says.
    open var rightView: View? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When ``rightView`` shows.
    open var rightViewMode = ViewMode.never {
        didSet { setNeedsLayout() }
    }

    /// Where the text is drawn while not editing, as UIKit's `textRect(forBounds:)`: the bounds
    /// less the border's padding, the shown left and right views and the clear button.
    /// Override it to pad the text (`bounds.inset(by: padding)`).
    open func textRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }
    /// Where the text is drawn while editing, as UIKit's `editingRect(forBounds:)` (the same
    /// rectangle by default).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }
    /// Where the placeholder is drawn, as UIKit's `placeholderRect(forBounds:)`: by default
    /// ``textRect(forBounds:)``'s, so padding the text pads the placeholder.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where ``leftView`` goes: its size, at the leading edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(of: leftView, atLeadingEdge: true, in: bounds)
    }
    /// Where ``rightView`` goes: its size, at the trailing edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(of: rightView, atLeadingEdge: false, in: bounds)
    }

    /// Places the shown overlay views; see ``View/layoutSubviews()``.
    override open func layoutSubviews() {
        super.layoutSubviews()
        for (view, mode, rect) in [
            (leftView, leftViewMode, leftViewRect(forBounds:)), (rightView, rightViewMode, rightViewRect(forBounds:)),
        ] {
            guard let view else { continue }
            view.isHidden = !shows(mode)
            view.frame = rect(bounds)
        }
    }

    /// Whether something shown in `mode` shows now.
    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private func replaceOverlay(_ old: View?, with new: View?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    private func overlayRect(of view: View?, atLeadingEdge leading: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        var size = view.frame.size
        if size == .zero { size = view.sizeThatFits(bounds.size) }
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }

    /// The bounds less the border's padding, the shown overlay views and the clear button.
    private func standardTextRect(forBounds bounds: CGRect) -> CGRect {
        let padding = borderStyle == .none ? 0 : LayoutEngine.textFieldPadding
        var left = padding
        var right = padding
        if leftView != nil, shows(leftViewMode) { left = Swift.max(left, leftViewRect(forBounds: bounds).maxX - bounds.minX) }
        if rightView != nil, shows(rightViewMode) {
            right = Swift.max(right, bounds.maxX - rightViewRect(forBounds: bounds).minX)
        } else if isClearButtonShown {
            right += LayoutEngine.fieldIconSide + 6
        }
        return CGRect(
            x: bounds.minX + left, y: bounds.minY, width: Swift.max(bounds.width - left - right, 0), height: bounds.height)
    }
}
