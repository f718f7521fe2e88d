/// A blur behind a view, in one of the system's materials: the usual background of bars.
///
/// The Swift stand-in for `UIBlurEffect`. A bar appearance's
/// ``BarAppearance/backgroundEffect`` holds one; the renderer draws it as the material's
/// translucent tint, since a picture has nothing behind the bar to blur.
///
/// ```swift
/// let appearance = NavigationBarAppearance()
/// appearance.backgroundEffect = BlurEffect(style: .systemThinMaterial)
/// BlurEffect(style: .dark) == BlurEffect(style: .dark)   // true: effects compare by style
/// ```
///
/// A final class, like UIKit's, and immutable, so it is `Sendable`: one effect can be shared by
/// every appearance object and theme.
public final class BlurEffect: VisualEffect, @unchecked Sendable {
    /// The material.
    public let style: Style

    /// The blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Whether `other` is a blur of the same style.
    override public func isEqual(to other: VisualEffect) -> Bool {
        (other as? BlurEffect)?.style == style
    }

    /// Hashes the style.
    override public func hash(into hasher: inout Hasher) {
        super.hash(into: &hasher)
        hasher.combine(style)
    }

    /// `BlurEffect(systemMaterial)`.
    override public var description: String { "BlurEffect(\(style))" }
}
