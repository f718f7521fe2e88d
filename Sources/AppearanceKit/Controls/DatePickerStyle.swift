/// How a date picker looks: UIKit's `UIDatePickerStyle` cases.
///
/// ```swift
/// DatePicker.appearance().preferredDatePickerStyle = .inline
/// ```
public enum DatePickerStyle: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The system chooses (a compact field, or wheels for countdowns).
    case automatic
    /// Spinning wheels.
    case wheels
    /// A field showing the date that opens an editor.
    case compact
    /// A calendar and a time field shown in place.
    case inline

    /// The case name.
    public var description: String { rawValue }
}
