extension PageViewController {
    /// A key of the options a page view controller is created with: UIKit's
    /// `UIPageViewController.OptionsKey` (accepted for ported code; the options are not used).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String

        /// The key named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Where the spine of page-curl pages is.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolling pages.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
