extension AlertAction {
    /// How an alert action's button looks: UIKit's `UIAlertAction.Style` cases.
    public enum Style: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A plain button in the tint colour.
        case `default`
        /// The button that dismisses without doing anything: bold, and placed apart.
        case cancel
        /// A button that destroys data: red.
        case destructive

        /// The case name.
        public var description: String { rawValue }
    }
}
