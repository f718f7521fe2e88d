public import AppearanceCore

extension Font {
    // MARK: - Dynamic Type

    /// The system font for a Dynamic Type style at the user's text size, as UIKit's.
    ///
    /// Size and weight are UIKit's: ``TextStyle/body`` is 17 regular, ``TextStyle/headline``
    /// 17 semibold, ``TextStyle/largeTitle`` 34, and so on. The result's ``textStyle`` is
    /// `style`. Its ``pointSize`` is the default (Large) category's; the kit has no app-wide
    /// text size setting, so a view shows the font at the content size category of its own
    /// traits (its window's), as iOS makes it at the user's setting, whether or not the view
    /// adjusts to later changes (`adjustsFontForContentSizeCategory`). Pass a trait collection
    /// to ``preferredFont(forTextStyle:compatibleWith:)`` for a font fixed at a category.
    ///
    /// ```swift
    /// Label.appearance().font = .preferredFont(forTextStyle: .body)
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The system font for a Dynamic Type style, sized for the content size category of
    /// `traitCollection` (Large when it is `nil` or does not specify one).
    ///
    /// ```swift
    /// let traits = TraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    /// Font.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize   // 28
    /// ```
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        let category = traitCollection?.preferredContentSizeCategory ?? .large
        var attributes = Attributes(
            family: systemFontName, pointSize: style.pointSize(for: category), weight: style.defaultWeight,
            textStyle: style)
        let namesCategory = category != .unspecified && traitCollection?.preferredContentSizeCategory != nil
        attributes.scaling = Attributes.Scaling(
            style: style, base: style.defaultSize, maximum: 0, madeAtCurrentCategory: !namesCategory)
        return Font(attributes: attributes)
    }

    /// Whether the font was made at the app's current text size (``preferredFont(forTextStyle:)``
    /// with no trait collection naming a content size category): views show it at their own.
    var isMadeAtCurrentCategory: Bool { attributes.scaling?.madeAtCurrentCategory == true }

    /// Whether the font follows the content size category (Dynamic Type): a font from
    /// ``preferredFont(forTextStyle:)`` or ``FontMetrics/scaledFont(for:)``. A view whose
    /// `adjustsFontForContentSizeCategory` is on shows such a font at its own category.
    public var followsContentSizeCategory: Bool { attributes.scaling != nil }

    /// The font at `category`: for a font that follows the content size category, its size
    /// there (as UIKit's tables give it, within the maximum it was made with); any other font
    /// is returned as it is.
    ///
    /// ```swift
    /// Font.preferredFont(forTextStyle: .body).scaled(for: .accessibilityLarge).pointSize   // 33
    /// Font.systemFont(ofSize: 17).scaled(for: .accessibilityLarge).pointSize               // 17
    /// ```
    public func scaled(for category: ContentSizeCategory) -> Font {
        guard let scaling = attributes.scaling else { return self }
        let category = category == .unspecified ? .large : category
        // A style's own size is read from its table as it is; others scale by its ratio.
        var size =
            scaling.base == scaling.style.defaultSize
            ? scaling.style.pointSize(for: category) : scaling.base * scaling.style.scale(for: category)
        if scaling.maximum > 0 { size = Swift.min(size, scaling.maximum) }
        guard size != attributes.pointSize else { return self }
        var copy = attributes
        copy.pointSize = size
        return Font(attributes: copy)
    }
}
