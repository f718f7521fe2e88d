extension Image {
    /// The size of a symbol image relative to its font.
    ///
    /// UIKit's `UIImage.SymbolScale`, with its raw values.
    public enum SymbolScale: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The default scale, medium.
        case `default` = -1
        /// No scale specified.
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// Matching the text.
        case medium = 2
        /// Larger than the text.
        case large = 3

        /// The case name.
        public var description: String {
            switch self {
            case .default: "default"
            case .unspecified: "unspecified"
            case .small: "small"
            case .medium: "medium"
            case .large: "large"
            }
        }
    }
}
