/// Vivid content over a blur: text and fills drawn inside it take a colour that stands out
/// from the material behind them.
///
/// The Swift stand-in for `UIVibrancyEffect`. Put one in a ``VisualEffectView`` that sits inside
/// a view with the matching ``BlurEffect``, and add the content to its
/// ``VisualEffectView/contentView``:
///
/// ```swift
/// let blur = BlurEffect(style: .systemMaterial)
/// let background = VisualEffectView(effect: blur)
/// let vibrancy = VisualEffectView(effect: VibrancyEffect(blurEffect: blur, style: .secondaryLabel))
/// vibrancy.contentView.addSubview(Label(text: "Now playing"))
/// background.contentView.addSubview(vibrancy)
/// ```
///
/// A final class and immutable, so it is `Sendable`; effects compare by their parameters.
public final class VibrancyEffect: VisualEffect, @unchecked Sendable {
    /// The blur the content sits on.
    public let blurEffect: BlurEffect
    /// The colour the content takes.
    public let style: VibrancyEffectStyle

    /// Vibrancy for content on `blurEffect`, in the colour of `style`.
    public init(blurEffect: BlurEffect, style: VibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// Vibrancy for content on `blurEffect`, in the primary label style (the look of the
    /// iOS 8 vibrancy effect).
    public convenience init(blurEffect: BlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Whether `other` is vibrancy of the same style on the same blur.
    override public func isEqual(to other: VisualEffect) -> Bool {
        guard let other = other as? VibrancyEffect else { return false }
        return other.style == style && other.blurEffect == blurEffect
    }

    /// Hashes the blur and the style.
    override public func hash(into hasher: inout Hasher) {
        super.hash(into: &hasher)
        hasher.combine(blurEffect)
        hasher.combine(style)
    }

    /// `VibrancyEffect(secondaryLabel, on: BlurEffect(systemMaterial))`.
    override public var description: String { "VibrancyEffect(\(style), on: \(blurEffect))" }
}
