extension AlertController {
    /// Whether an alert controller shows an alert or an action sheet: UIKit's
    /// `UIAlertController.Style` cases.
    public enum Style: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// A sheet of choices at the bottom of the screen.
        case actionSheet
        /// A box in the middle of the screen.
        case alert

        /// The case name.
        public var description: String { rawValue }
    }
}
