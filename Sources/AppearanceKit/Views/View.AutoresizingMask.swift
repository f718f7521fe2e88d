import Foundation

extension View {
    /// Which parts of a view's frame grow or shrink with its superview, as UIKit's
    /// `UIView.AutoresizingMask` (same raw values).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Makes a mask from UIKit's raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin takes a share of a width change.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width takes a share of a width change.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin takes a share of a width change.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin takes a share of a height change.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height takes a share of a height change.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin takes a share of a height change.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
