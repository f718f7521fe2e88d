public import AppearanceCore
public import Foundation

/// Scales custom fonts and values the way a Dynamic Type text style scales.
///
/// UIKit's `UIFontMetrics`. A font or value scales by the ratio of the text style's size at the
/// content size category to its size at Large, the default (see ``Font/TextStyle/pointSize(for:)``).
/// Without a trait collection the kit assumes Large, so nothing changes.
///
/// ```swift
/// let brand = Font(name: "Avenir-Heavy", size: 17)!
/// let traits = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
/// FontMetrics(forTextStyle: .body).scaledFont(for: brand, compatibleWith: traits).pointSize   // 23
/// FontMetrics.default.scaledValue(for: 44, compatibleWith: traits)                           // 59.53
/// ```
public final class FontMetrics: Sendable {
    /// The text style whose scaling these metrics follow.
    public let textStyle: Font.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics that scale like ``Font/TextStyle/body``.
    public static let `default` = FontMetrics(forTextStyle: .body)

    // MARK: - Fonts

    /// `font` at the default (Large) content size category: the same size.
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// `font` at the default (Large) content size category, at most `maximumPointSize` points.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the content size category of `traitCollection`; everything but the
    /// size is kept.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the content size category of `traitCollection`, at most
    /// `maximumPointSize` points (0 means no limit).
    public func scaledFont(
        for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
    ) -> Font {
        let size = scaledValue(for: font.pointSize, compatibleWith: traitCollection)
        var attributes = font.withSize(maximumPointSize > 0 ? Swift.min(size, maximumPointSize) : size).attributes
        // It follows the content size category from here: `font`'s size is its size at Large.
        attributes.scaling = Font.Attributes.Scaling(style: textStyle, base: font.pointSize, maximum: maximumPointSize)
        return Font(attributes: attributes)
    }

    // MARK: - Values

    /// `value` at the default (Large) content size category: the same value.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the content size category of `traitCollection` (Large when it is
    /// `nil` or does not specify one).
    ///
    /// Use it for spacing and sizes that should grow with the text, such as a row height.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        return value * textStyle.pointSize(for: category) / textStyle.defaultSize
    }
}
