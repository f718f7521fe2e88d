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
        /// The colours of the symbol's layers, primary first (UIKit's palette rendering); empty
        /// when unspecified.
        public let paletteColors: [Color]
        /// The colour the symbol's layers are shades of (UIKit's hierarchical rendering); `nil`
        /// when unspecified.
        public let hierarchicalColor: Color?

        /// A configuration from every value.
        private init(
            pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: Font.TextStyle?,
            paletteColors: [Color] = [], hierarchicalColor: Color? = nil
        ) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            self.paletteColors = paletteColors
            self.hierarchicalColor = hierarchicalColor
        }

        /// Symbols drawn in `paletteColors`, one per layer, primary first (UIKit's
        /// `init(paletteColors:)`).
        ///
        /// ```swift
        /// let palette = Image.SymbolConfiguration(paletteColors: [.systemRed, .systemOrange])
        /// BarButtonItem.appearance().image = Image(systemName: "flame")?.withConfiguration(palette)
        /// ```
        public convenience init(paletteColors: [Color]) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil, paletteColors: paletteColors)
        }

        /// Symbols drawn in shades of `hierarchicalColor` (UIKit's `init(hierarchicalColor:)`).
        public convenience init(hierarchicalColor: Color) {
            self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil, hierarchicalColor: hierarchicalColor)
        }

        /// The colour the symbol's primary layer is drawn in, when the configuration says: the
        /// first palette colour, else the hierarchical colour.
        public var primaryColor: Color? { paletteColors.first ?? hierarchicalColor }

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
        /// round; colours in `other` (a palette or a hierarchical colour) replace both of this
        /// configuration's, as UIKit's colour configurations replace each other.
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
            let otherHasColors = !other.paletteColors.isEmpty || other.hierarchicalColor != nil
            return SymbolConfiguration(
                pointSize: pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                scale: other.scale == .unspecified ? scale : other.scale, textStyle: textStyle,
                paletteColors: otherHasColors ? other.paletteColors : paletteColors,
                hierarchicalColor: otherHasColors ? other.hierarchicalColor : hierarchicalColor)
        }

        /// Whether two configurations specify the same values.
        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool {
            lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.scale == rhs.scale
                && lhs.textStyle == rhs.textStyle && lhs.paletteColors == rhs.paletteColors
                && lhs.hierarchicalColor == rhs.hierarchicalColor
        }

        /// Hashes what ``==(_:_:)`` compares.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            hasher.combine(paletteColors)
            hasher.combine(hierarchicalColor)
        }

        /// The specified values, such as `pointSize 28, semibold, large`, or `unspecified`.
        public var description: String {
            var parts: [String] = []
            if pointSize > 0 { parts.append("pointSize \(Double(pointSize).compactDescription)") }
            if let textStyle { parts.append("textStyle \(textStyle)") }
            if weight != .unspecified { parts.append("\(weight)") }
            if scale != .unspecified { parts.append("scale \(scale)") }
            if !paletteColors.isEmpty { parts.append("palette \(paletteColors.map(\.description).joined(separator: " "))") }
            if let hierarchicalColor { parts.append("hierarchical \(hierarchicalColor)") }
            return parts.isEmpty ? "unspecified" : parts.joined(separator: ", ")
        }
    }
}
