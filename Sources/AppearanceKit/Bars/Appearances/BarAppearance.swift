public import AppearanceCore

/// The background and shadow of a bar: what navigation bars, toolbars and tab bars share.
///
/// The Swift stand-in for `UIBarAppearance`, the base of ``NavigationBarAppearance``,
/// ``ToolbarAppearance`` and ``TabBarAppearance``. An appearance object is a mutable class, as
/// in UIKit: configure one, then give it to bars, which keep copies of their own.
///
/// ```swift
/// let appearance = NavigationBarAppearance()
/// appearance.configureWithOpaqueBackground()
/// appearance.backgroundColor = .systemIndigo
/// appearance.shadowColor = nil                    // no hairline
/// navigationBar.standardAppearance = appearance   // the bar copies it
/// ```
///
/// The layers are drawn in order: ``backgroundEffect``, then ``backgroundColor``, then
/// ``backgroundImage``; the shadow (a hairline on the edge towards the content) comes from
/// ``shadowColor`` and ``shadowImage``.
///
/// Main-actor isolated, like UIKit's bar appearances and like the bars that hold them.
@preconcurrency @MainActor
open class BarAppearance {
    /// The idiom the appearance targets.
    public let idiom: UserInterfaceIdiom
    /// The blur behind the bar, drawn first; `nil` for none.
    public var backgroundEffect: BlurEffect?
    /// The colour of the bar, drawn over ``backgroundEffect``; `nil` for none.
    public var backgroundColor: Color?
    /// An image drawn over ``backgroundColor``, fitted by ``backgroundImageContentMode``.
    public var backgroundImage: Image?
    /// How ``backgroundImage`` fits the bar; `.redraw` is stored as `.scaleToFill`, as UIKit
    /// reinterprets it.
    public var backgroundImageContentMode: ContentMode = .scaleToFill {
        didSet { if backgroundImageContentMode == .redraw { backgroundImageContentMode = .scaleToFill } }
    }
    /// The colour of the shadow: it tints the default hairline, or a template ``shadowImage``.
    /// `nil` or a clear colour shows no shadow (an original ``shadowImage`` still shows).
    public var shadowColor: Color?
    /// An image for the shadow instead of the default hairline (see ``shadowColor``).
    public var shadowImage: Image?

    /// An appearance with the default background, for phones.
    ///
    /// The kit's windows are phones, so this is `init(idiom: .phone)`.
    public convenience init() {
        self.init(idiom: .phone)
    }

    /// An appearance with the default background (``configureWithDefaultBackground()``) that
    /// targets `idiom`.
    public required init(idiom: UserInterfaceIdiom) {
        self.idiom = idiom
        applyBackground(.default)
    }

    /// A copy of the background, the shadow and, when both are of one kind, everything else
    /// `barAppearance` has in common with the new object.
    ///
    /// This is how an appearance moves between bar kinds: a ``NavigationBarAppearance`` made
    /// from a ``ToolbarAppearance`` has its background, shadow and button appearances.
    ///
    /// ```swift
    /// let toolbar = ToolbarAppearance(barAppearance: navigationBar.standardAppearance)
    /// ```
    public required init(barAppearance: BarAppearance) {
        idiom = barAppearance.idiom
        backgroundEffect = barAppearance.backgroundEffect
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        backgroundImageContentMode = barAppearance.backgroundImageContentMode
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
    }

    /// A new object of the same class with the same values; changing one leaves the other alone.
    ///
    /// Nested appearances (button and item appearances) are copied too.
    public final func copy() -> Self {
        Self(barAppearance: self)
    }

    // MARK: - Configuring the background

    /// Sets the background and shadow to the system's default: a translucent material blur
    /// (``BlurEffect/Style-swift.enum/systemChromeMaterial``) with the separator hairline.
    ///
    /// It replaces the background and shadow properties only; titles and buttons stay.
    public func configureWithDefaultBackground() {
        applyBackground(.default)
    }

    /// Sets the background and shadow to opaque colours for the current interface style: the
    /// system background colour with the separator hairline, and no blur.
    ///
    /// It replaces the background and shadow properties only; titles and buttons stay.
    public func configureWithOpaqueBackground() {
        applyBackground(.opaque)
    }

    /// Removes the background and the shadow: no blur, colour, image or hairline.
    ///
    /// It replaces the background and shadow properties only; titles and buttons stay.
    public func configureWithTransparentBackground() {
        applyBackground(.transparent)
    }

    /// The three background configurations.
    enum Background {
        case `default`, opaque, transparent
    }

    private func applyBackground(_ background: Background) {
        backgroundEffect = background == .default ? BlurEffect(style: .systemChromeMaterial) : nil
        backgroundColor = background == .opaque ? .systemBackground : nil
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = background == .transparent ? nil : .separator
        shadowImage = nil
    }

    // MARK: - Fields

    /// Every property as a field, for equality, hashing and descriptions. Subclasses append
    /// theirs.
    func appearanceFields() -> [AppearanceField] {
        [
            AppearanceField("idiom", idiom),
            AppearanceField("backgroundEffect", backgroundEffect),
            AppearanceField("backgroundColor", backgroundColor),
            AppearanceField("backgroundImage", backgroundImage),
            AppearanceField("backgroundImageContentMode", backgroundImageContentMode),
            AppearanceField("shadowColor", shadowColor),
            AppearanceField("shadowImage", shadowImage),
        ]
    }
}
