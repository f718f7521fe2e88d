import Foundation

/// The texts a date picker shows, formatted with its locale, calendar and time zone (US
/// English, Gregorian and the current zone when it sets none).
@MainActor
package struct DatePickerText {
    /// The font of the texts.
    package static let font = Font.systemFont(ofSize: 17)

    private let picker: DatePicker
    private let calendar: Calendar
    private let locale: Locale

    package init(_ picker: DatePicker) {
        self.picker = picker
        locale = picker.locale ?? Locale(identifier: "en_US")
        var calendar = picker.calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = picker.timeZone ?? calendar.timeZone
        calendar.locale = locale
        self.calendar = calendar
    }

    /// `date` formatted with a fixed format such as `MMM d, yyyy`.
    package func format(_ date: Date, _ template: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.dateFormat = template
        return formatter.string(from: date)
    }

    /// The pills of the compact style: the date, the time, or both.
    package var compactFields: [String] {
        switch picker.datePickerMode {
        case .time: [time(picker.date)]
        case .date: [format(picker.date, "MMM d, yyyy")]
        case .dateAndTime: [format(picker.date, "MMM d, yyyy"), time(picker.date)]
        case .yearAndMonth: [format(picker.date, "MMMM yyyy")]
        case .countDownTimer: [duration]
        }
    }

    /// The time of `date`, as `9:41 AM`.
    package func time(_ date: Date) -> String { format(date, "h:mm a") }

    /// The countdown duration, as `1 hour 30 min`.
    package var duration: String {
        let minutes = Int(picker.countDownDuration / 60)
        return "\(minutes / 60) hours \(minutes % 60) min"
    }

    /// The wheels of the wheels style, each with the rows around the selected one (two either
    /// side), and its share of the width.
    package var wheels: [(rows: [String], share: Double)] {
        let date = picker.date
        let minuteStep = Double(picker.minuteInterval * 60)
        func around(_ component: Calendar.Component, step: Int = 1, _ text: (Date) -> String) -> [String] {
            (-2...2).map { offset in
                text(calendar.date(byAdding: component, value: offset * step, to: date) ?? date)
            }
        }
        switch picker.datePickerMode {
        case .time:
            return [
                (around(.hour) { format($0, "h") }, 1), (around(.minute, step: Int(minuteStep / 60)) { format($0, "mm") }, 1),
                ([format(date, "a")], 1),
            ]
        case .date:
            return [
                (around(.month) { format($0, "MMMM") }, 2), (around(.day) { format($0, "d") }, 1),
                (around(.year) { format($0, "yyyy") }, 1.2),
            ]
        case .dateAndTime:
            return [
                (around(.day) { format($0, "EEE MMM d") }, 2.4), (around(.hour) { format($0, "h") }, 1),
                (around(.minute, step: Int(minuteStep / 60)) { format($0, "mm") }, 1), ([format(date, "a")], 1),
            ]
        case .yearAndMonth:
            return [(around(.month) { format($0, "MMMM") }, 2), (around(.year) { format($0, "yyyy") }, 1)]
        case .countDownTimer:
            let minutes = Int(picker.countDownDuration / 60)
            let hours = (-2...2).map { offset in "\((minutes / 60 + offset + 24) % 24) hours" }
            let mins = (-2...2).map { offset in "\((minutes % 60 + offset * picker.minuteInterval + 60) % 60) min" }
            return [(hours, 1), (mins, 1)]
        }
    }

    /// The month of the inline calendar: its title, the weekday of its first day (0 for the
    /// calendar's first weekday) and its number of days; and the selected day.
    package var month: (title: String, firstWeekday: Int, days: Int, selectedDay: Int) {
        let date = picker.date
        let start = calendar.dateInterval(of: .month, for: date)?.start ?? date
        let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
        let weekday = (calendar.component(.weekday, from: start) - calendar.firstWeekday + 7) % 7
        return (format(date, "MMMM yyyy"), weekday, days, calendar.component(.day, from: date))
    }

    /// The one-letter weekday names, from the calendar's first weekday.
    package var weekdaySymbols: [String] {
        let symbols = calendar.veryShortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return ["S", "M", "T", "W", "T", "F", "S"] }
        return (0..<7).map { symbols[($0 + calendar.firstWeekday - 1) % 7] }
    }
}
