public import Foundation

extension Image {
    /// How a symbol image is drawn: point size or text style, weight and scale.
    ///
    /// UIKit's `UIImage.SymbolConfiguration`. A configuration specifies some values and leaves
    /// the others unspecified; ``applying(_:)`` layers configurations. A point size and a text
    /// style exclude each other: the one set last wins.
    ///
    /// ```swift
    /// let large = Image.SymbolConfiguration(pointSize: 28, weight: .semibold, scale: .large)
    /// let star = Image(systemName: "star.fill", withConfiguration: large)
    /// let body = Image.SymbolConfiguration(textStyle: .body)
    /// ```
    ///
    /// Two configurations are equal when they specify the same values.
    public final class SymbolConfiguration: Hashable, Sendable, CustomStringConvertible {
        /// The point size of the symbol's font; 0 when unspecified.
        public let pointSize: CGFloat
        /// The stroke weight; ``SymbolWeight/unspecified`` when unspecified.
        public let weight: SymbolWeight
        /// The size relative to the font; ``SymbolScale/unspecified`` when unspecified.
        public let scale: SymbolScale
        /// The text style whose font sizes the symbol; `nil` when unspecified.
        public let textStyle: Font.TextStyle?

        /// A configuration from every value.
        private init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: Font.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        /// A configuration that specifies nothing.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)

        /// Symbols at `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
        }

        /// Symbols at `pointSize` points in `weight`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// Symbols at `pointSize` points in `weight`, at `scale`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }

        /// Symbols sized like the font of `textStyle`.
        public convenience init(textStyle: Font.TextStyle) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
        }

        /// Symbols sized like the font of `textStyle`, at `scale`.
        public convenience init(textStyle: Font.TextStyle, scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }

        /// Symbols in `weight`.
        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
        }

        /// Symbols at `scale`.
        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
        }

        /// Symbols matching `font`: its point size and (nearest) weight, and its text style if it
        /// has one.
        public convenience init(font: Font) {
            self.init(font: font, scale: .unspecified)
        }

        /// Symbols matching `font`, at `scale`.
        public convenience init(font: Font, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: SymbolWeight(font.weight), scale: scale, textStyle: font.textStyle)
        }

        /// This configuration with the values `other` specifies laid on top; `self` when `other`
        /// is `nil`.
        ///
        /// A point size in `other` replaces this configuration's text style and the other way
        /// round.
        ///
        /// ```swift
        /// let combined = Image.SymbolConfiguration(pointSize: 20).applying(Image.SymbolConfiguration(weight: .bold))
        /// // pointSize 20, bold
        /// ```
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var pointSize = pointSize
            var textStyle = textStyle
            if other.pointSize > 0 {
                pointSize = other.pointSize
                textStyle = other.textStyle
            } else if let style = other.textStyle {
                textStyle = style
                pointSize = 0
            }
            return SymbolConfiguration(
                pointSize: pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale, textStyle: textStyle)
        }

        /// Whether two configurations specify the same values.
        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
                && lhs.textStyle == rhs.textStyle
        }

        /// Hashes what ``==(_:_:)`` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
        }

        /// The specified values, such as `pointSize 28, semibold, large`, or `unspecified`.
        public var description: String {
            var parts: [String] = []
            if pointSize > 0 { parts.append("pointSize \(Double(pointSize).compactDescription)") }
            if let textStyle { parts.append("textStyle \(textStyle)") }
            if weight != .unspecified { parts.append("\(weight)") }
            if scale != .unspecified { parts.append("scale \(scale)") }
            return parts.isEmpty ? "unspecified" : parts.joined(separator: ", ")
        }
    }
}
