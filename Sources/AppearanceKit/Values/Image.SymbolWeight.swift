extension Image {
    /// The stroke weight of a symbol image.
    ///
    /// UIKit's `UIImage.SymbolWeight`, with its raw values.
    public enum SymbolWeight: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// No weight specified: the weight of the context (regular by default).
        case unspecified = 0
        /// The thinnest weight.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// The normal weight.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// The thickest weight.
        case black

        /// The symbol weight nearest to the font weight `weight`.
        public init(_ weight: Font.Weight) {
            let index = Font.Weight.allCases.firstIndex(of: weight.nearestStandardWeight) ?? 3
            self = SymbolWeight(rawValue: index + 1) ?? .regular
        }

        /// The matching font weight; ``Font/Weight/regular`` for ``unspecified``.
        public func fontWeight() -> Font.Weight {
            rawValue == 0 ? .regular : Font.Weight.allCases[rawValue - 1]
        }

        /// The case name.
        public var description: String {
            self == .unspecified ? "unspecified" : fontWeight().description
        }
    }
}
