public import Foundation

/// A font: a family, a point size, a weight, optional traits (italic, monospaced, …) and, for
/// Dynamic Type fonts, a text style.
///
/// The Swift stand-in for `UIFont`, with its factories, properties and methods, so code written
/// for UIKit compiles after renaming `UIFont` to `Font`. Like `UIFont`, `Font` is an immutable
/// class that apps extend:
///
/// ```swift
/// extension Font {
///     static func brand(ofSize size: CGFloat) -> Font {
///         Font(name: "Avenir-Heavy", size: size) ?? .boldSystemFont(ofSize: size)
///     }
/// }
///
/// Label.appearance().font = .preferredFont(forTextStyle: .headline)   // System 17 semibold
/// let title = Font.systemFont(ofSize: 24, weight: .bold)
/// let bigger = title.withSize(30)
/// ```
///
/// Fonts are descriptions; no font file is loaded, so every name makes a font. The family
/// `"System"` (``systemFontName``) stands for the platform's system font. Metrics such as
/// ``lineHeight`` use the system font's proportions for every family.
///
/// Two fonts are equal when their family, size, weight, traits, design and text style are.
public final class Font: Hashable, Sendable, CustomStringConvertible {
    /// The family name of the system font, `"System"`.
    public static let systemFontName = "System"

    /// What the font is made of, shared with its ``FontDescriptor``.
    let attributes: Attributes

    /// A font made of `attributes`.
    init(attributes: Attributes) { self.attributes = attributes }

    // MARK: - Identity

    /// The family name, such as `"System"` or `"Menlo"`.
    public var familyName: String { attributes.family }

    /// The font's PostScript-style name: the family, then `-` and the style when the font is not
    /// regular, such as `"Menlo"`, `"Menlo-Bold"`, `"System-SemiboldItalic"`.
    ///
    /// ``init(name:size:)`` reads names of this form back, so `Font(name: font.fontName, size: 17)`
    /// has the font's family, weight and slant.
    public var fontName: String { attributes.fontName }

    /// The point size.
    public var pointSize: CGFloat { attributes.pointSize }

    /// The stroke weight.
    public var weight: Weight { attributes.weight }

    /// The Dynamic Type style this font was made for, if it came from
    /// ``preferredFont(forTextStyle:)`` or a descriptor with a text style.
    public var textStyle: TextStyle? { attributes.textStyle }

    /// The font's descriptor, from which a variant can be made.
    ///
    /// ```swift
    /// let bold = Font(descriptor: font.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
    /// ```
    public var fontDescriptor: FontDescriptor { FontDescriptor(attributes: attributes) }

    /// Whether the family is the system font.
    public var isSystemFont: Bool { attributes.family == Self.systemFontName }

    // MARK: - Metrics (the system font's proportions)

    /// The distance from the baseline to the top of the tallest glyphs: 0.952 em.
    public var ascender: CGFloat { pointSize * 0.952 }

    /// The distance from the baseline to the bottom of the lowest glyphs, negative: -0.24 em.
    public var descender: CGFloat { -pointSize * 0.24 }

    /// The height of one line: ``ascender`` minus ``descender`` plus ``leading``.
    public var lineHeight: CGFloat { ascender - descender + leading }

    /// The extra space between lines: 0.
    public var leading: CGFloat { 0 }

    /// The height of capital letters: 0.705 em.
    public var capHeight: CGFloat { pointSize * 0.705 }

    /// The height of lowercase letters without ascenders, such as `x`: 0.526 em.
    public var xHeight: CGFloat { pointSize * 0.526 }

    // MARK: - Equality and description

    /// Whether two fonts have the same family, size, weight, traits, design and text style.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs === rhs || lhs.attributes == rhs.attributes
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(attributes)
    }

    /// For example `System 17 regular`, `Menlo 12.5 bold italic` or
    /// `System 17 semibold (headline)`.
    public var description: String { attributes.description }
}

// MARK: - Attributes

extension Font {
    /// Everything a font or font descriptor is made of.
    struct Attributes: Hashable, Sendable, CustomStringConvertible {
        /// The family name.
        var family: String
        /// The point size.
        var pointSize: CGFloat
        /// The stroke weight.
        var weight: Weight = .regular
        /// The traits other than bold, which ``weight`` carries.
        var traits: FontDescriptor.SymbolicTraits = []
        /// The system font's design.
        var design: FontDescriptor.SystemDesign = .default
        /// Whether digits have equal widths (``Font/monospacedDigitSystemFont(ofSize:weight:)``).
        var monospacedDigits = false
        /// The Dynamic Type style.
        var textStyle: TextStyle?
        /// How the font follows the content size category, for a font that does: one from
        /// ``Font/preferredFont(forTextStyle:)`` or ``FontMetrics/scaledFont(for:)``.
        var scaling: Scaling?

        /// Equal when the fonts draw alike: ``scaling`` says how a font may change, not what
        /// it is (`FontMetrics.default.scaledFont(for: font) == font` at Large, as in UIKit).
        static func == (lhs: Attributes, rhs: Attributes) -> Bool {
            lhs.family == rhs.family && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
                && lhs.traits == rhs.traits && lhs.design == rhs.design && lhs.monospacedDigits == rhs.monospacedDigits
                && lhs.textStyle == rhs.textStyle
        }

        /// Hashes what `==` compares.
        func hash(into hasher: inout Hasher) {
            hasher.combine(family)
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(traits)
            hasher.combine(design)
            hasher.combine(monospacedDigits)
            hasher.combine(textStyle)
        }

        /// What a font that follows the content size category scales from.
        struct Scaling: Hashable, Sendable {
            /// The style whose growth it follows.
            var style: TextStyle
            /// Its size at the default (Large) category.
            var base: CGFloat
            /// The largest size it grows to; 0 for no limit.
            var maximum: CGFloat
            /// Whether the font was made at the app's current content size category (no trait
            /// collection named one): iOS makes it at the user's text size, so a view shows it
            /// at the category of its traits even when it does not adjust to changes.
            var madeAtCurrentCategory = false
        }

        /// The symbolic traits, with ``FontDescriptor/SymbolicTraits/traitBold`` when the weight is
        /// bold or heavier and ``FontDescriptor/SymbolicTraits/traitMonoSpace`` for the monospaced
        /// design.
        var symbolicTraits: FontDescriptor.SymbolicTraits {
            var result = traits
            if weight >= .bold { result.insert(.traitBold) }
            if design == .monospaced { result.insert(.traitMonoSpace) }
            return result
        }

        /// The same attributes with `symbolicTraits`: italic and the others as given; bold
        /// raises the weight to ``Weight/bold`` (a bold weight drops to regular without it).
        func withSymbolicTraits(_ symbolicTraits: FontDescriptor.SymbolicTraits) -> Attributes {
            var copy = self
            copy.traits = symbolicTraits.subtracting(.traitBold)
            if symbolicTraits.contains(.traitBold), weight < .bold {
                copy.weight = .bold
            } else if !symbolicTraits.contains(.traitBold), weight >= .bold {
                copy.weight = .regular
            }
            if design == .monospaced {
                // The monospaced design carries the trait; without the trait, the design goes.
                if symbolicTraits.contains(.traitMonoSpace) { copy.traits.remove(.traitMonoSpace) } else { copy.design = .default }
            }
            return copy
        }

        /// The family, then `-` and the style: the weight's name (unless regular), then `Italic`.
        var fontName: String {
            var style = weight == .regular ? "" : weight.description.prefix(1).uppercased() + weight.description.dropFirst()
            if traits.contains(.traitItalic) { style += "Italic" }
            return style.isEmpty ? family : "\(family)-\(style)"
        }

        /// For example `System 17 semibold italic monospaced (headline)`.
        var description: String {
            var text = "\(family) \(Double(pointSize).compactDescription) \(weight)"
            if traits.contains(.traitItalic) { text += " italic" }
            if design != .default { text += " \(design.rawValue)" }
            if monospacedDigits { text += " monospacedDigits" }
            if let textStyle { text += " (\(textStyle))" }
            return text
        }

        /// The attributes a font name stands for: `Family-Style`, where the style is a weight
        /// name, `Italic` or `Oblique`, or both (`BoldItalic`), case-insensitively; any other name
        /// is a family of regular weight.
        init(name: String, pointSize: CGFloat) {
            self.family = name
            self.pointSize = pointSize
            guard let dash = name.lastIndex(of: "-"), dash != name.startIndex else { return }
            var style = name[name.index(after: dash)...].lowercased()
            var italic = false
            for slant in ["italic", "oblique"] where style.hasSuffix(slant) {
                style.removeLast(slant.count)
                italic = true
            }
            let weight: Weight?
            if style.isEmpty || style == "regular" || style == "roman" {
                weight = italic || !style.isEmpty ? .regular : nil
            } else {
                weight = Weight.allCases.first { $0.description.lowercased() == style }
            }
            guard let weight else { return }
            self.family = String(name[..<dash])
            self.weight = weight
            if italic { traits.insert(.traitItalic) }
        }

        /// Attributes from their parts.
        init(
            family: String, pointSize: CGFloat, weight: Weight = .regular, traits: FontDescriptor.SymbolicTraits = [],
            design: FontDescriptor.SystemDesign = .default, monospacedDigits: Bool = false, textStyle: TextStyle? = nil
        ) {
            self.family = family
            self.pointSize = pointSize
            self.weight = weight
            self.traits = traits
            self.design = design
            self.monospacedDigits = monospacedDigits
            self.textStyle = textStyle
        }
    }
}
