extension PageViewController {
    /// The axis pages turn along: UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical

        /// The case name.
        public var description: String { rawValue }
    }
}
