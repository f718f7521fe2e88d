public import Foundation

extension Font {
    /// The thickness of a font's strokes, from ``ultraLight`` (-0.8) to ``black`` (0.62).
    ///
    /// UIKit's `UIFont.Weight`: a number wrapped in a struct, with the nine standard weights as
    /// static members. Theme files write a standard weight by name (`semibold`), which is its
    /// ``description``.
    ///
    /// ```swift
    /// let title = Font.systemFont(ofSize: 20, weight: .semibold)
    /// Font.Weight.semibold.rawValue   // 0.3
    /// Font.Weight(0.1) > .regular     // true
    /// ```
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable, CaseIterable, CustomStringConvertible {
        /// The weight as UIKit numbers it: 0 is regular, negative is lighter, positive bolder.
        public let rawValue: CGFloat

        /// A weight from its number.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// A weight from its number.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The thinnest weight, -0.8 (CSS 100).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin, -0.6 (CSS 200).
        public static let thin = Weight(rawValue: -0.6)
        /// Light, -0.4 (CSS 300).
        public static let light = Weight(rawValue: -0.4)
        /// The normal weight, 0 (CSS 400).
        public static let regular = Weight(rawValue: 0)
        /// Medium, 0.23 (CSS 500).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold, 0.3 (CSS 600).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold, 0.4 (CSS 700).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy, 0.56 (CSS 800).
        public static let heavy = Weight(rawValue: 0.56)
        /// The thickest weight, 0.62 (CSS 900).
        public static let black = Weight(rawValue: 0.62)

        /// The nine standard weights, from ``ultraLight`` to ``black``.
        public static let allCases: [Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]

        /// Whether `lhs` is lighter than `rhs`.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The standard weight closest to this one (the lighter of two equally close ones).
        public var nearestStandardWeight: Weight {
            Self.allCases.min { Swift.abs($0.rawValue - rawValue) < Swift.abs($1.rawValue - rawValue) } ?? .regular
        }

        /// The CSS `font-weight` number of the nearest standard weight, from 100 (``ultraLight``)
        /// to 900 (``black``).
        public var cssValue: Int {
            let index = Self.allCases.firstIndex(of: nearestStandardWeight) ?? 3
            return (index + 1) * 100
        }

        /// The name of a standard weight (`semibold`), or `weight(0.1)` for any other.
        public var description: String {
            switch self {
            case .ultraLight: "ultraLight"
            case .thin: "thin"
            case .light: "light"
            case .regular: "regular"
            case .medium: "medium"
            case .semibold: "semibold"
            case .bold: "bold"
            case .heavy: "heavy"
            case .black: "black"
            default: "weight(\(Double(rawValue).compactDescription))"
            }
        }
    }
}
