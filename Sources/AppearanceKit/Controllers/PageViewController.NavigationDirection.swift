extension PageViewController {
    /// Which way a page turn goes: UIKit's `UIPageViewController.NavigationDirection`.
    public enum NavigationDirection: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse

        /// The case name.
        public var description: String { rawValue }
    }
}
