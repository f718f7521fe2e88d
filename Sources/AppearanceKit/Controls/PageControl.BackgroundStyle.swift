extension PageControl {
    /// The background behind a page control's dots: UIKit's `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A background only while the user interacts (none in a picture).
        case automatic
        /// A full, rounded background whatever the interaction.
        case prominent
        /// No background.
        case minimal

        /// The case name.
        public var description: String { rawValue }
    }
}
