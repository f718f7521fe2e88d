public import AppearanceCore

/// A control that runs an action when tapped, with a title, image and colours per control state.
///
/// The Swift stand-in for `UIButton`. Per-state values follow UIKit: a state without a value of
/// its own shows the ``ControlState/normal`` one.
///
/// ```swift
/// Button.appearance().setTitleColor(.systemOrange, for: .normal)
/// Button.appearance().setTitleColor(.systemGray, for: .disabled)
/// let save = Button(title: "Save")
/// save.setTitleColor(.systemGreen, for: .normal)     // explicit: wins over the proxy
/// save.isEnabled = false
/// save.currentTitleColor                             // systemGray, from the proxy
/// ```
@preconcurrency @MainActor
open class Button: Control {
    /// The kind of button, which sets its default look.
    public enum ButtonType: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// No predefined look: white title by default.
        case custom
        /// The system look: the title in the tint colour.
        case system
        /// A detail disclosure button (an "i" in a circle).
        case detailDisclosure
        /// An information button on a light background.
        case infoLight
        /// An information button on a dark background.
        case infoDark
        /// A plus button for adding a contact.
        case contactAdd
        /// A close button.
        case close

        /// The case name.
        public var description: String { rawValue }
    }

    /// The kind of button: `.custom` for a button made with `init(frame:)`, as in UIKit.
    public private(set) var buttonType = ButtonType.custom

    private var titles: [ControlState: String] = [:]

    /// Title colours per control state.
    @Styled public var titleColors = AxisValues<ControlState, Color?>(default: nil)
    /// Title shadow colours per control state.
    @Styled public var titleShadowColors = AxisValues<ControlState, Color?>(default: nil)
    /// Background images per control state.
    @Styled public var backgroundImages = AxisValues<ControlState, Image?>(default: nil)
    /// Images per control state.
    @Styled public var images = AxisValues<ControlState, Image?>(default: nil)
    /// The space between the button's edges and its title and image.
    @Styled public var contentEdgeInsets: EdgeInsets = .zero
    /// The title font; `nil` uses the system font at 17 points. (UIKit styles
    /// `titleLabel.font`; here it stays on the button.)
    public var titleFont: Font? {
        // Dynamic Type (#33), as for a label (UIKit's `titleLabel.adjustsFontForContentSizeCategory`).
        get { shownFont(unscaledTitleFont, adjusting: adjustsFontForContentSizeCategory) }
        set { unscaledTitleFont = newValue }
    }
    /// The title font as the app or an appearance set it, before
    /// ``adjustsFontForContentSizeCategory`` sizes it for the content size category.
    @Styled public internal(set) var unscaledTitleFont: Font? = nil
    /// Whether a title font that follows the content size category is shown at this button's
    /// category (Dynamic Type; UIKit's `titleLabel.adjustsFontForContentSizeCategory`).
    @Styled public var adjustsFontForContentSizeCategory = false

    /// A custom button with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A custom button from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A button of `type`, as UIKit's `UIButton(type:)`.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// A button of `type` that runs `primaryAction` for ``Control/Event/primaryActionTriggered``
    /// and shows its title and image, as UIKit's `init(type:primaryAction:)`.
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { titles[.normal] = primaryAction.title }
        if let image = primaryAction.image { images[.normal] = image }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// The label that shows the title, as UIKit's `titleLabel`: its `font` is the button's
    /// ``titleFont`` (`button.titleLabel?.font = .boldSystemFont(ofSize: 17)` sets it) and its
    /// `text` the current title. It is not a subview: the button draws its title itself.
    public var titleLabel: Label? {
        if let titleLabelStorage { return titleLabelStorage }
        let label = ButtonTitleLabel(button: self)
        titleLabelStorage = label
        return label
    }
    private var titleLabelStorage: ButtonTitleLabel?

    /// The menu the button shows, as UIKit's `menu` (on a long press, or on a tap with
    /// ``showsMenuAsPrimaryAction``); a test chooses from it with
    /// ``Menu/performAction(identifiedBy:sender:)``.
    public var menu: Menu?
    /// Whether a tap shows the ``menu`` instead of sending the primary action, as UIKit's.
    public var showsMenuAsPrimaryAction = false

    /// The image view that shows the image, as UIKit's `imageView`: its `image` is the
    /// button's ``currentImage`` (setting it sets the normal state's image). It is not a
    /// subview: the button draws its image itself.
    public var imageView: ImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = ButtonImageView(button: self)
        imageViewStorage = view
        return view
    }
    private var imageViewStorage: ButtonImageView?

    /// A button of `type` with `title` for the normal state.
    public convenience init(title: String?, type: ButtonType = .system) {
        self.init(type: type)
        if let title { titles[.normal] = title }
    }

    // MARK: - Titles

    /// Sets the title for a state; `nil` removes it, so the state shows the normal title.
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
    }

    /// The title for a state; the normal title when the state has none.
    public func title(for state: ControlState) -> String? {
        titles[state] ?? titles[.normal]
    }

    /// The title for the current ``Control/state``.
    public var currentTitle: String? { title(for: state) }

    // MARK: - Title colours

    /// The title colour for one control state (no fallback to `.normal`).
    public subscript(titleColor state: ControlState) -> Color? {
        get { titleColors[state] }
        set { titleColors[state] = newValue }
    }

    /// Sets the title colour for a state (explicit on this instance).
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        self[titleColor: state] = color
    }

    /// The title colour for a state; the normal one when the state has none.
    public func titleColor(for state: ControlState) -> Color? {
        titleColors.valueFallingBackToNormal(for: state)
    }

    /// The title colour for the current ``Control/state``; without one, white for a custom
    /// button and the tint colour for the others, as in UIKit.
    public var currentTitleColor: Color {
        titleColor(for: state) ?? (buttonType == .custom ? .white : effectiveTintColor)
    }

    // MARK: - Title shadow colours

    /// The title shadow colour for one control state (no fallback to `.normal`).
    public subscript(titleShadowColor state: ControlState) -> Color? {
        get { titleShadowColors[state] }
        set { titleShadowColors[state] = newValue }
    }

    /// Sets the title shadow colour for a state (explicit on this instance).
    public func setTitleShadowColor(_ color: Color?, for state: ControlState) {
        self[titleShadowColor: state] = color
    }

    /// The title shadow colour for a state; the normal one when the state has none.
    public func titleShadowColor(for state: ControlState) -> Color? {
        titleShadowColors.valueFallingBackToNormal(for: state)
    }

    /// The title shadow colour for the current ``Control/state``.
    public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }

    // MARK: - Background images

    /// The background image for one control state (no fallback to `.normal`).
    public subscript(backgroundImage state: ControlState) -> Image? {
        get { backgroundImages[state] }
        set { backgroundImages[state] = newValue }
    }

    /// Sets the background image for a state (explicit on this instance).
    public func setBackgroundImage(_ image: Image?, for state: ControlState) {
        self[backgroundImage: state] = image
    }

    /// The background image for a state; the normal one when the state has none.
    public func backgroundImage(for state: ControlState) -> Image? {
        backgroundImages.valueFallingBackToNormal(for: state)
    }

    /// The background image for the current ``Control/state``.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    // MARK: - Images

    /// The image for one control state (no fallback to `.normal`).
    public subscript(image state: ControlState) -> Image? {
        get { images[state] }
        set { images[state] = newValue }
    }

    /// Sets the image for a state (explicit on this instance).
    public func setImage(_ image: Image?, for state: ControlState) {
        self[image: state] = image
    }

    /// The image for a state; the normal one when the state has none.
    public func image(for state: ControlState) -> Image? {
        images.valueFallingBackToNormal(for: state)
    }

    /// The image for the current ``Control/state``.
    public var currentImage: Image? { image(for: state) }
}

extension AppearanceProxy where Target: Button {
    /// Records a title colour for a control state.
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        self[\.[titleColor: state]] = color
    }

    /// The title colour this proxy recorded for `state`, or `nil`.
    public func titleColor(for state: ControlState) -> Color? {
        self[\.[titleColor: state]] ?? nil
    }

    /// Records a title shadow colour for a control state.
    public func setTitleShadowColor(_ color: Color?, for state: ControlState) {
        self[\.[titleShadowColor: state]] = color
    }

    /// The title shadow colour this proxy recorded for `state`, or `nil`.
    public func titleShadowColor(for state: ControlState) -> Color? {
        self[\.[titleShadowColor: state]] ?? nil
    }

    /// Records a background image for a control state.
    public func setBackgroundImage(_ image: Image?, for state: ControlState) {
        self[\.[backgroundImage: state]] = image
    }

    /// The background image this proxy recorded for `state`, or `nil`.
    public func backgroundImage(for state: ControlState) -> Image? {
        self[\.[backgroundImage: state]] ?? nil
    }

    /// Records an image for a control state.
    public func setImage(_ image: Image?, for state: ControlState) {
        self[\.[image: state]] = image
    }

    /// The image this proxy recorded for `state`, or `nil`.
    public func image(for state: ControlState) -> Image? {
        self[\.[image: state]] ?? nil
    }
}
