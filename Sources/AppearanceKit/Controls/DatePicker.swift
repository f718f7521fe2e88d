public import AppearanceCore
public import Foundation

/// A control for picking a date, a time or both, or a countdown duration.
///
/// The Swift stand-in for `UIDatePicker`. Its highlights take the ``View/tintColor``; its
/// ``preferredDatePickerStyle`` is an appearance property here, so an app can choose wheels
/// for every picker in one line, as apps do with UIKit's proxy:
///
/// ```swift
/// DatePicker.appearance().preferredDatePickerStyle = .wheels
/// DatePicker.appearance(whenContainedInInstancesOf: [AlertController.self]).tintColor = .systemRed
/// let picker = DatePicker()
/// picker.datePickerMode = .date
/// picker.minuteInterval = 15
/// ```
@preconcurrency @MainActor
open class DatePicker: Control {
    /// What the picker picks.
    public var datePickerMode: Mode = .dateAndTime
    /// The style the app prefers; ``datePickerStyle`` is the one in use.
    @Styled public var preferredDatePickerStyle: DatePickerStyle = .automatic
    /// The date shown, kept within ``minimumDate``...``maximumDate`` when they are set.
    public var date = Date() {
        didSet { clampDate() }
    }
    /// The earliest date the picker allows, or `nil`.
    public var minimumDate: Date? {
        didSet { clampDate() }
    }
    /// The latest date the picker allows, or `nil`.
    public var maximumDate: Date? {
        didSet { clampDate() }
    }
    /// The step of the minutes wheel: a divisor of 60 from 1 to 30; other values are ignored
    /// (the interval stays 1), as in UIKit.
    public var minuteInterval = 1 {
        didSet { if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 } }
    }
    /// The duration shown in ``Mode/countDownTimer`` mode, in seconds.
    public var countDownDuration: TimeInterval = 0
    /// The locale of the wheels' text, or `nil` for the current one.
    public var locale: Locale?
    /// The calendar of the wheels, or `nil` for the current one.
    public var calendar: Calendar?
    /// The time zone of the wheels, or `nil` for the current one.
    public var timeZone: TimeZone?

    /// A date-and-time picker showing now with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A date-and-time picker showing now from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The style in use: the preferred one, with ``DatePickerStyle/automatic`` resolved as
    /// UIKit does (wheels for countdowns, a compact field otherwise).
    public var datePickerStyle: DatePickerStyle {
        switch preferredDatePickerStyle {
        case .automatic: datePickerMode == .countDownTimer ? .wheels : .compact
        case .inline where datePickerMode == .countDownTimer: .wheels
        case .compact where datePickerMode == .countDownTimer: .wheels
        case let style: style
        }
    }

    /// Shows `date` (there is no animation here).
    public func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    private func clampDate() {
        var clamped = date
        if let minimumDate, clamped < minimumDate { clamped = minimumDate }
        if let maximumDate, clamped > maximumDate { clamped = maximumDate }
        if clamped != date { date = clamped }
    }
}
