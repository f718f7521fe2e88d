extension PageViewController {
    /// How pages turn: UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Pages curl like paper.
        case pageCurl
        /// Pages scroll.
        case scroll

        /// The case name.
        public var description: String { rawValue }
    }
}
