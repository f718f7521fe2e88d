public import AppearanceKit

/// What a screen is built for: the device size and the traits of the screen it shows on.
///
/// A ``PreviewScreen`` builder receives it; the tools set the window's screen traits to
/// ``traits`` after building too, so a builder that ignores them still shows the asked state.
///
/// ```swift
/// PreviewScreen("profile") { environment in
///     let window = Window(frame: CGRect(origin: .zero, size: environment.size))
///     window.rootViewController = ProfileViewController()
///     return window
/// }
/// ```
public struct PreviewEnvironment: Sendable, Equatable {
    /// The device size in points.
    public var size: CGSize
    /// The screen's traits: interface style, contrast, size class, content size category.
    public var traits: TraitCollection

    /// An environment of `size` and `traits`.
    public init(size: CGSize = PreviewEnvironment.defaultSize, traits: TraitCollection = TraitCollection()) {
        self.size = size
        self.traits = traits
    }

    /// An environment of `size` in the interface `style`.
    public init(size: CGSize = PreviewEnvironment.defaultSize, style: UserInterfaceStyle) {
        var traits = TraitCollection()
        traits.userInterfaceStyle = style
        self.init(size: size, traits: traits)
    }

    /// Light or dark (light when the traits do not say).
    public var style: UserInterfaceStyle {
        traits.userInterfaceStyle == .dark ? .dark : .light
    }

    /// An iPhone's screen in points, 390×844: the size the tools use unless told otherwise.
    public static let defaultSize = CGSize(width: 390, height: 844)
}
