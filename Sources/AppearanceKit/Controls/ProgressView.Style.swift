extension ProgressView {
    /// The look of a progress view: UIKit's `UIProgressView.Style` cases.
    public enum Style: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// The standard rounded bar.
        case `default`
        /// The flat bar used in toolbars and under navigation bars.
        case bar

        /// The case name.
        public var description: String { rawValue }
    }
}
