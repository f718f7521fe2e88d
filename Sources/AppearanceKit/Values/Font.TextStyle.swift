public import AppearanceCore
public import Foundation

extension Font {
    /// A Dynamic Type text style.
    ///
    /// The Swift stand-in for `UIFont.TextStyle`, with its static members (`.body`,
    /// `.headline`, …). Theme files write the case name (`Font.TextStyle(rawValue: "body")`).
    /// Sizes follow Apple's Dynamic Type table for iOS; see ``pointSize(for:)``.
    ///
    /// ```swift
    /// Font.TextStyle.body.pointSize(for: .extraLarge)   // 19
    /// ```
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

        /// The point size at the default (Large) content size category.
        public var defaultSize: CGFloat { pointSize(for: .large) }

        /// The weight: ``Font/Weight/semibold`` for ``headline``, ``Font/Weight/regular`` otherwise.
        public var defaultWeight: Weight {
            self == .headline ? .semibold : .regular
        }

        /// The point size at `category`, from Apple's Dynamic Type table (iOS); the
        /// unspecified category counts as Large, the default.
        ///
        /// ```swift
        /// Font.TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge)   // 53
        /// ```
        public func pointSize(for category: ContentSizeCategory) -> CGFloat {
            Self.sizes[self]![Self.column(of: category)]
        }

        /// How much this style grows at `category` compared with Large: the size at `category`
        /// divided by ``defaultSize``.
        public func scale(for category: ContentSizeCategory) -> CGFloat {
            pointSize(for: category) / defaultSize
        }

        /// The case name.
        public var description: String { rawValue }

        /// The column of `category` in ``sizes``.
        private static func column(of category: ContentSizeCategory) -> Int {
            switch category {
            case .extraSmall: 0
            case .small: 1
            case .medium: 2
            case .large, .unspecified: 3
            case .extraLarge: 4
            case .extraExtraLarge: 5
            case .extraExtraExtraLarge: 6
            case .accessibilityMedium: 7
            case .accessibilityLarge: 8
            case .accessibilityExtraLarge: 9
            case .accessibilityExtraExtraLarge: 10
            case .accessibilityExtraExtraExtraLarge: 11
            }
        }

        /// Point sizes per style, for xS, S, M, L (default), xL, xxL, xxxL, then AX1 to AX5.
        private static let sizes: [TextStyle: [CGFloat]] = [
            .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
            .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
            .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
            .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
            .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
            .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
            .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
            .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
            .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
            .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
        ]
    }
}
