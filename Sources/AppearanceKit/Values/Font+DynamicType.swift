public import AppearanceCore

extension Font {
    // MARK: - Dynamic Type

    /// The system font for a Dynamic Type style at the default (Large) content size category.
    ///
    /// Size and weight are UIKit's: ``TextStyle/body`` is 17 regular, ``TextStyle/headline``
    /// 17 semibold, ``TextStyle/largeTitle`` 34, and so on. The result's ``textStyle`` is
    /// `style`. The kit has no app-wide text size setting; pass a trait collection to
    /// ``preferredFont(forTextStyle:compatibleWith:)`` for another category.
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
        return Font(attributes: Attributes(
            family: systemFontName, pointSize: style.pointSize(for: category), weight: style.defaultWeight,
            textStyle: style))
    }
}
