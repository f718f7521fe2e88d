extension NSLayoutConstraint {
    /// How a constraint's two sides relate, as UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, CaseIterable, CustomStringConvertible {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`, as constraint descriptions print it.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A direction of layout, as UIKit's `NSLayoutConstraint.Axis` (for content hugging and
    /// compression resistance, and a stack view's axis).
    public enum Axis: Int, Sendable, CaseIterable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
