/// A font: a family name, a point size, a weight and, for Dynamic Type fonts, a text style.
///
/// The Swift stand-in for `UIFont`. Fonts are plain values; no font file is loaded. The family
/// `"System"` stands for the platform's system font.
///
/// ```swift
/// Label.appearance().font = .preferredFont(forTextStyle: .headline)   // System 17 semibold
/// let title = Font.systemFont(ofSize: 24, weight: .bold)
/// let mono = Font(name: "Menlo", size: 13)
/// let bigger = title.withSize(30)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// The family name of the system font, `"System"`.
    public static let systemFontName = "System"

    /// The family name, such as `"System"` or `"Menlo"`.
    public var name: String
    /// The point size.
    public var size: Double
    /// The stroke weight.
    public var weight: Weight
    /// The Dynamic Type style this font was made for, if it came from
    /// ``preferredFont(forTextStyle:)``.
    public var textStyle: TextStyle?

    /// A font of the family `name`.
    public init(name: String, size: Double, weight: Weight = .regular) {
        self.name = name
        self.size = size
        self.weight = weight
        self.textStyle = nil
    }

    /// The system font at `size` points.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(name: systemFontName, size: size, weight: weight)
    }

    /// The bold system font at `size` points.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        systemFont(ofSize: size, weight: .bold)
    }

    /// The system font for a Dynamic Type style at the default (Large) content size.
    ///
    /// Size and weight are UIKit's: ``TextStyle/body`` is 17 regular, ``TextStyle/headline``
    /// 17 semibold, ``TextStyle/largeTitle`` 34, and so on. The result's ``textStyle`` is `style`.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        var font = systemFont(ofSize: style.defaultSize, weight: style.defaultWeight)
        font.textStyle = style
        return font
    }

    /// The same font at `size` points; the text style, if any, is kept.
    public func withSize(_ size: Double) -> Font {
        var copy = self
        copy.size = size
        return copy
    }

    /// The same font with `weight`; the text style, if any, is kept.
    public func withWeight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// Whether the family is the system font.
    public var isSystemFont: Bool { name == Self.systemFontName }

    /// For example `System 17 semibold` or `System 17 semibold (headline)`.
    public var description: String {
        var text = "\(name) \(size.compactDescription) \(weight)"
        if let textStyle { text += " (\(textStyle))" }
        return text
    }

    /// The thickness of a font's strokes, from ``ultraLight`` to ``black``.
    ///
    /// The Swift stand-in for `UIFont.Weight`. Theme files write the case name
    /// (`Font.Weight(rawValue: "semibold")`).
    public enum Weight: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The thinnest weight (CSS 100).
        case ultraLight
        /// Thin (CSS 200).
        case thin
        /// Light (CSS 300).
        case light
        /// The normal weight (CSS 400).
        case regular
        /// Medium (CSS 500).
        case medium
        /// Semibold (CSS 600).
        case semibold
        /// Bold (CSS 700).
        case bold
        /// Heavy (CSS 800).
        case heavy
        /// The thickest weight (CSS 900).
        case black

        /// The CSS `font-weight` number, from 100 (``ultraLight``) to 900 (``black``).
        public var cssValue: Int {
            switch self {
            case .ultraLight: 100
            case .thin: 200
            case .light: 300
            case .regular: 400
            case .medium: 500
            case .semibold: 600
            case .bold: 700
            case .heavy: 800
            case .black: 900
            }
        }

        /// The case name.
        public var description: String { rawValue }
    }

    /// A Dynamic Type text style.
    ///
    /// The Swift stand-in for `UIFont.TextStyle`. Theme files write the case name
    /// (`Font.TextStyle(rawValue: "body")`).
    public enum TextStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Large titles: 34 pt regular.
        case largeTitle
        /// First-level headings: 28 pt regular.
        case title1
        /// Second-level headings: 22 pt regular.
        case title2
        /// Third-level headings: 20 pt regular.
        case title3
        /// Headings: 17 pt semibold.
        case headline
        /// Subheadings: 15 pt regular.
        case subheadline
        /// Body text: 17 pt regular.
        case body
        /// Callouts: 16 pt regular.
        case callout
        /// Footnotes: 13 pt regular.
        case footnote
        /// Standard captions: 12 pt regular.
        case caption1
        /// Alternate captions: 11 pt regular.
        case caption2

        /// The point size at the default (Large) content size.
        public var defaultSize: Double {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline: 17
            case .subheadline: 15
            case .body: 17
            case .callout: 16
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }

        /// The weight: ``Font/Weight/semibold`` for ``headline``, ``Font/Weight/regular`` otherwise.
        public var defaultWeight: Weight {
            self == .headline ? .semibold : .regular
        }

        /// The case name.
        public var description: String { rawValue }
    }
}
