extension CollectionView {
    /// Where an item ends up when the collection view scrolls to it, as UIKit's
    /// `UICollectionView.ScrollPosition`: one vertical and one horizontal position at most.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A position from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// As little scrolling as brings the item into view.
        public static let none: ScrollPosition = []
        /// The item at the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item in the vertical middle.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item in the horizontal middle.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The direction a layout's content runs and scrolls in, as UIKit's
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Hashable, Sendable, CaseIterable {
        /// Top to bottom: rows fill across, and the content grows downward.
        case vertical
        /// Left to right: columns fill downward, and the content grows to the right.
        case horizontal
    }
}
