public import AppearanceCore
public import Foundation

/// A description of a font from which variants are made: bold, italic, another size, family or
/// design.
///
/// The Swift stand-in for `UIFontDescriptor`, for the common ways apps derive fonts:
///
/// ```swift
/// extension Font {
///     var bold: Font {
///         guard let descriptor = fontDescriptor.withSymbolicTraits(fontDescriptor.symbolicTraits.union(.traitBold))
///         else { return self }
///         return Font(descriptor: descriptor, size: 0)   // 0 keeps the size
///     }
/// }
/// Font.preferredFont(forTextStyle: .body).bold   // System 17 bold (body)
/// ```
///
/// A descriptor holds the same attributes as its ``Font``; two descriptors are equal when those
/// are.
public final class FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// What the described font is made of.
    let attributes: Font.Attributes

    /// A descriptor of `attributes`.
    init(attributes: Font.Attributes) { self.attributes = attributes }

    /// A descriptor of the font named `fontName` at `size` points; see ``Font/init(name:size:)``
    /// for how the name is read.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(attributes: Font.Attributes(name: fontName, pointSize: size))
    }

    /// The descriptor of the system font for `style` at the default (Large) content size category.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
        Font.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The descriptor of the system font for `style`, sized for `traitCollection`'s content size
    /// category.
    public static func preferredFontDescriptor(
        withTextStyle style: Font.TextStyle, compatibleWith traitCollection: TraitCollection?
    ) -> FontDescriptor {
        Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    // MARK: - Attributes

    /// The point size.
    public var pointSize: CGFloat { attributes.pointSize }

    /// The family name, such as `"System"`.
    public var familyName: String { attributes.family }

    /// The PostScript-style name, as ``Font/fontName``.
    public var postscriptName: String { attributes.fontName }

    /// The traits: italic, bold (a weight of ``Font/Weight/bold`` or more), monospaced, and any
    /// others set with ``withSymbolicTraits(_:)``.
    public var symbolicTraits: SymbolicTraits { attributes.symbolicTraits }

    // MARK: - Variants

    /// The same font with exactly `symbolicTraits`, or `nil` if no font has them (never, in
    /// the kit: fonts are descriptions).
    ///
    /// The traits replace the current ones, as in UIKit: add to ``symbolicTraits`` to keep them.
    /// Adding ``SymbolicTraits/traitBold`` raises a lighter weight to bold; leaving it out of a
    /// bold or heavier font makes it regular.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> FontDescriptor? {
        FontDescriptor(attributes: attributes.withSymbolicTraits(symbolicTraits))
    }

    /// The same font at `newPointSize` points.
    public func withSize(_ newPointSize: CGFloat) -> FontDescriptor {
        var copy = attributes
        copy.pointSize = newPointSize
        return FontDescriptor(attributes: copy)
    }

    /// The same font in the family `newFamily`; size, weight, traits and text style are kept.
    ///
    /// A non-system family drops the system design.
    public func withFamily(_ newFamily: String) -> FontDescriptor {
        var copy = attributes
        copy.family = newFamily
        if newFamily != Font.systemFontName { copy.design = .default }
        return FontDescriptor(attributes: copy)
    }

    /// The system font in `design` (rounded, serif, monospaced), or `nil` when this descriptor
    /// is not of the system font, the only family with designs.
    ///
    /// ```swift
    /// let rounded = Font.systemFont(ofSize: 20, weight: .bold).fontDescriptor.withDesign(.rounded)
    /// ```
    public func withDesign(_ design: SystemDesign) -> FontDescriptor? {
        guard attributes.family == Font.systemFontName else { return nil }
        var copy = attributes
        copy.design = design
        return FontDescriptor(attributes: copy)
    }

    // MARK: - Equality and description

    /// Whether two descriptors describe the same font.
    public static func == (lhs: FontDescriptor, rhs: FontDescriptor) -> Bool {
        lhs === rhs || lhs.attributes == rhs.attributes
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(attributes)
    }

    /// The described font's description, such as `System 17 semibold (headline)`.
    public var description: String { attributes.description }
}
