public import Foundation

extension Font {
    // MARK: - Named fonts

    /// The font named `fontName` at `fontSize` points, or `nil` when the name is empty.
    ///
    /// UIKit returns `nil` for a font that is not installed. The kit loads no font files, so
    /// every non-empty name makes a font (the renderer falls back to a generic family). A
    /// PostScript-style name is read as family and style: `"Menlo-Bold"` is the family `Menlo`
    /// in bold, `"Avenir-HeavyOblique"` is `Avenir`, heavy, italic; any other name is a family
    /// of regular weight.
    ///
    /// ```swift
    /// let code = Font(name: "Menlo", size: 13)!
    /// Font(name: "Menlo-Bold", size: 13)?.weight   // .bold
    /// Font(name: "", size: 13)                     // nil
    /// ```
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(attributes: Attributes(name: fontName, pointSize: fontSize))
    }

    /// The font `descriptor` describes, at `pointSize` points, or at the descriptor's size when
    /// `pointSize` is 0.
    ///
    /// ```swift
    /// let italic = Font(descriptor: body.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 0)
    /// ```
    public convenience init(descriptor: FontDescriptor, size pointSize: CGFloat) {
        var attributes = descriptor.attributes
        if pointSize > 0, pointSize != attributes.pointSize {
            attributes.pointSize = pointSize
            // Another size, given by hand: it no longer follows the content size category.
            attributes.scaling = nil
        }
        self.init(attributes: attributes)
    }

    // MARK: - System fonts

    /// The system font at `fontSize` points in the regular weight.
    ///
    /// ```swift
    /// Label.appearance().font = .systemFont(ofSize: 15)
    /// ```
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        Font(attributes: Attributes(family: systemFontName, pointSize: fontSize))
    }

    /// The system font at `fontSize` points in `weight`.
    ///
    /// ```swift
    /// let title = Font.systemFont(ofSize: 20, weight: .semibold)
    /// ```
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(attributes: Attributes(family: systemFontName, pointSize: fontSize, weight: weight))
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font at `fontSize` points, in the regular weight.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        Font(attributes: Attributes(family: systemFontName, pointSize: fontSize, traits: .traitItalic))
    }

    /// The system font at `fontSize` points in `weight`, with digits of equal width (for
    /// numbers that change in place, such as timers).
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(attributes: Attributes(family: systemFontName, pointSize: fontSize, weight: weight, monospacedDigits: true))
    }

    /// The monospaced design of the system font (SF Mono on Apple platforms) at `fontSize`
    /// points in `weight`.
    ///
    /// ```swift
    /// let code = Font.monospacedSystemFont(ofSize: 13, weight: .regular)
    /// code.fontDescriptor.symbolicTraits.contains(.traitMonoSpace)   // true
    /// ```
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        Font(attributes: Attributes(family: systemFontName, pointSize: fontSize, weight: weight, design: .monospaced))
    }

    // MARK: - Standard sizes

    /// The standard size of labels: 17 points.
    public static var labelFontSize: CGFloat { 17 }

    /// The standard size of buttons: 18 points.
    public static var buttonFontSize: CGFloat { 18 }

    /// The standard small size: 12 points.
    public static var smallSystemFontSize: CGFloat { 12 }

    /// The standard size: 14 points.
    public static var systemFontSize: CGFloat { 14 }

    // MARK: - Variants

    /// The same font at `fontSize` points; everything else, the text style included, is kept.
    ///
    /// ```swift
    /// let big = Font.preferredFont(forTextStyle: .headline).withSize(24)   // System 24 semibold (headline)
    /// ```
    public func withSize(_ fontSize: CGFloat) -> Font {
        var copy = attributes
        copy.pointSize = fontSize
        // A size given by hand no longer follows the content size category, as in UIKit.
        copy.scaling = nil
        return Font(attributes: copy)
    }

    /// The same font in `weight`; everything else, the text style included, is kept.
    ///
    /// A typed addition: UIKit goes through ``fontDescriptor``.
    public func withWeight(_ weight: Weight) -> Font {
        var copy = attributes
        copy.weight = weight
        return Font(attributes: copy)
    }
}
