/// A view that shows a visual effect (a blur, or vibrancy over one) behind or through its
/// content.
///
/// The Swift stand-in for `UIVisualEffectView`. Add content to ``contentView``, never to the
/// effect view itself, as in UIKit. The content view is a real subview, so content is styled as
/// contained in the effect view:
///
/// ```swift
/// Label.appearance(whenContainedInInstancesOf: [VisualEffectView.self]).textColor = .secondaryLabel
/// let overlay = VisualEffectView(effect: BlurEffect(style: .systemThinMaterial))
/// overlay.contentView.addSubview(Label(text: "Paused"))
/// ```
///
/// The renderer draws a blur as its material's translucent tint (opaque while
/// Reduce Transparency is on) and vibrant content in its style's colour.
@preconcurrency @MainActor
open class VisualEffectView: View {
    /// The effect, or `nil` for none (the view then shows only its content).
    public var effect: VisualEffect?

    /// The view holding the content (a subview that fills the effect view).
    public let contentView = View()

    /// An effect view showing `effect`, as UIKit's `init(effect:)`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// An effect view without an effect, with the given frame.
    override public convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// A effect view without an effect from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
