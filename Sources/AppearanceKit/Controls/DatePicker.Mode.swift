extension DatePicker {
    /// What a date picker picks: UIKit's `UIDatePicker.Mode` cases.
    public enum Mode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// Hours and minutes.
        case time
        /// A day.
        case date
        /// A day, hours and minutes.
        case dateAndTime
        /// A duration in hours and minutes.
        case countDownTimer
        /// A month of a year.
        case yearAndMonth

        /// The case name.
        public var description: String { rawValue }
    }
}
