/// The numbers a property means something for, where that is narrower than every theme
/// number (±``ValueReader/numberLimit``): opacities from 0 to 1, widths, radii and counts
/// from 0. A value outside is an error where it is written, not a surprise on screen.
enum PropertyRanges {
    private static let nonNegative = 0...ValueReader.numberLimit

    /// The range of each property, by its catalog name.
    static let ranges: [String: ClosedRange<Double>] = [
        "alpha": 0...1,
        "shadowOpacity": 0...1,
        "layer.shadowOpacity": 0...1,
        "minimumScaleFactor": 0...1,
        "borderWidth": nonNegative,
        "layer.borderWidth": nonNegative,
        "cornerRadius": nonNegative,
        "layer.cornerRadius": nonNegative,
        "numberOfLines": nonNegative,
        "minimumFontSize": nonNegative,
        "itemWidth": nonNegative,
        "itemSpacing": nonNegative,
    ]

    /// Why `value` does not fit property `name`, or `nil` when it does (or is not a number).
    static func problem(with value: Any, for name: String) -> String? {
        guard let range = ranges[name] else { return nil }
        let number: Double
        switch value {
        case let double as Double: number = double
        case let float as CGFloat: number = Double(float)
        case let float as Float: number = Double(float)
        case let int as Int: number = Double(int)
        default: return nil
        }
        guard !range.contains(number) else { return nil }
        let upper = range.upperBound == ValueReader.numberLimit ? "up" : "to \(format(range.upperBound))"
        return "'\(name)' goes from \(format(range.lowerBound)) \(upper)"
    }

    private static func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(number)
    }
}
