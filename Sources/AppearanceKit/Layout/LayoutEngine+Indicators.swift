extension LayoutEngine {
    /// The height of a refresh control.
    package static let refreshControlHeight = 60.0
    /// The height of a date picker's compact pills.
    package static let compactDatePickerHeight = 34.0
    /// The padding on each side of a compact date picker's text.
    package static let compactDatePickerPadding = 11.0
    /// The gap between a compact date-and-time picker's pills.
    package static let compactDatePickerGap = 6.0
    /// The height of wheels (date pickers and picker views).
    package static let wheelsHeight = 216.0
    /// The height of an inline (calendar) date picker.
    package static let inlineDatePickerHeight = 330.0

    /// The natural size of the indicator controls, pickers and effect views; `nil` for other
    /// views.
    package static func indicatorSize(_ view: View, width: Double?) -> CGSize? {
        switch view {
        case let spinner as ActivityIndicatorView:
            return CGSize(width: spinner.style.side, height: spinner.style.side)
        case let progress as ProgressView:
            return CGSize(width: width ?? 150, height: progress.progressViewStyle == .bar ? 3 : 4)
        case let pages as PageControl:
            return pages.size(forNumberOfPages: pages.numberOfPages)
        case is RefreshControl:
            return CGSize(width: width ?? 320, height: refreshControlHeight)
        case let picker as DatePicker:
            switch picker.datePickerStyle {
            case .compact, .automatic:
                let fields = DatePickerText(picker).compactFields
                let text = fields.reduce(0) { $0 + TextMetrics.width(of: $1, font: DatePickerText.font) }
                let padding = Double(fields.count) * 2 * compactDatePickerPadding
                let gaps = Double(Swift.max(fields.count - 1, 0)) * compactDatePickerGap
                return CGSize(width: (text + padding + gaps).rounded(.up), height: compactDatePickerHeight)
            case .wheels:
                return CGSize(width: width ?? 320, height: wheelsHeight)
            case .inline:
                return CGSize(width: width ?? 320, height: inlineDatePickerHeight)
            }
        case is PickerView:
            return CGSize(width: width ?? 320, height: wheelsHeight)
        default:
            return nil
        }
    }
}
