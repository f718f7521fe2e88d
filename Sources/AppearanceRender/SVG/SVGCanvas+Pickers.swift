import AppearanceKit

extension SVGCanvas {
    /// The height of one row of wheels.
    static let wheelRowHeight = 34.0

    // MARK: - Date picker

    /// A date picker in the style it uses: pills with the date and time (compact), wheels, or a
    /// month calendar with the selected day in the tint colour (inline).
    mutating func drawDatePicker(_ picker: DatePicker, size: CGSize, traits: TraitCollection) {
        let faded = openDisabled(picker)
        let text = DatePickerText(picker)
        switch picker.datePickerStyle {
        case .compact, .automatic:
            drawCompactDatePicker(text.compactFields, size: size, traits: traits)
        case .wheels:
            drawWheels(
                text.wheels.map { (rows: $0.rows.map(Optional.some), selected: $0.rows.count / 2, share: $0.share) },
                size: size, traits: traits)
        case .inline:
            drawCalendar(text, tint: picker.effectiveTintColor, size: size, traits: traits)
        }
        closeDisabled(faded)
    }

    private mutating func drawCompactDatePicker(_ fields: [String], size: CGSize, traits: TraitCollection) {
        let font = DatePickerText.font
        let height = Swift.min(LayoutEngine.compactDatePickerHeight, size.height)
        var x = 0.0
        for field in fields {
            let width = TextMetrics.width(of: field, font: font) + 2 * LayoutEngine.compactDatePickerPadding
            writer.element(
                "rect",
                rectAttributes(x: x, y: (size.height - height) / 2, size: CGSize(width: width, height: height), radius: 6)
                    + SystemPalette.controlFill.paint(with: traits) + [("data-role", "field")])
            drawText(
                TextLayout(field, font: font), in: CGRect(x: x, y: 0, width: width, height: size.height),
                alignment: .center, color: .label, traits: traits)
            x += width + LayoutEngine.compactDatePickerGap
        }
    }

    private mutating func drawCalendar(_ text: DatePickerText, tint: Color, size: CGSize, traits: TraitCollection) {
        let month = text.month
        drawText(
            TextLayout(month.title, font: .systemFont(ofSize: 17, weight: .semibold)),
            in: CGRect(x: 16, y: 0, width: Swift.max(size.width - 32, 0), height: 44), alignment: .left, color: .label,
            traits: traits)
        writer.element(
            "path",
            [("d", "M\((size.width - 24).svg) 16l6 6l-6 6"), ("fill", "none")] + tint.paint("stroke", with: traits)
                + [("stroke-width", "2"), ("stroke-linecap", "round"), ("data-role", "next-month")])
        let column = size.width / 7
        for (index, symbol) in text.weekdaySymbols.enumerated() {
            drawText(
                TextLayout(symbol, font: .systemFont(ofSize: 13, weight: .semibold)),
                in: CGRect(x: Double(index) * column, y: 44, width: column, height: 20), alignment: .center,
                color: .tertiaryLabel, traits: traits)
        }
        for day in 1...Swift.max(month.days, 1) {
            let cell = month.firstWeekday + day - 1
            let rect = CGRect(x: Double(cell % 7) * column, y: 64 + Double(cell / 7) * 44, width: column, height: 44)
            let selected = day == month.selectedDay
            if selected {
                writer.element(
                    "circle",
                    [("cx", rect.midX.svg), ("cy", rect.midY.svg), ("r", "20")]
                        + tint.withAlphaComponent(0.12).paint(with: traits) + [("data-state", "selected")])
            }
            let font = Font.systemFont(ofSize: 20, weight: selected ? .semibold : .regular)
            drawText(
                TextLayout(String(day), font: font), in: rect, alignment: .center,
                color: selected ? tint : .label, traits: traits)
        }
    }

    // MARK: - Picker view

    /// Wheels with the rows around each component's selected row, the selection band across
    /// the middle.
    mutating func drawPickerView(_ picker: PickerView, size: CGSize, traits: TraitCollection) {
        let wheels = (0..<picker.numberOfComponents).map { component in
            let selected = picker.selectedRow(inComponent: component)
            let rows = (selected - 2...selected + 2).map { row -> String? in
                guard row >= 0, row < picker.numberOfRows(inComponent: component) else { return nil }
                return picker.title(forRow: row, inComponent: component) ?? ""
            }
            return (rows: rows, selected: 2, share: 1.0)
        }
        drawWheels(wheels, size: size, traits: traits)
    }

    // MARK: - Wheels

    /// The selection band, then each wheel's rows in its share of the width: the selected row
    /// in the label colour, its neighbours fainter with distance.
    private mutating func drawWheels(
        _ wheels: [(rows: [String?], selected: Int, share: Double)], size: CGSize, traits: TraitCollection
    ) {
        let rowHeight = Self.wheelRowHeight
        let midY = size.height / 2
        writer.element(
            "rect",
            rectAttributes(
                x: 8, y: midY - rowHeight / 2, size: CGSize(width: Swift.max(size.width - 16, 0), height: rowHeight),
                radius: 8) + SystemPalette.controlFill.paint(with: traits) + [("data-role", "selection")])
        let totalShare = wheels.reduce(0) { $0 + $1.share }
        guard totalShare > 0 else { return }
        let font = Font.systemFont(ofSize: 20)
        var x = 8.0
        let width = Swift.max(size.width - 16, 0)
        for wheel in wheels {
            let columnWidth = width * wheel.share / totalShare
            for (index, row) in wheel.rows.enumerated() {
                guard let row, !row.isEmpty else { continue }
                let distance = Double(Swift.abs(index - wheel.selected))
                let color = distance == 0 ? Color.label : Color.label.withAlphaComponent(0.5 / distance)
                let y = midY + Double(index - wheel.selected) * rowHeight - rowHeight / 2
                drawText(
                    TextLayout(row, font: font, maxWidth: columnWidth), in: CGRect(x: x, y: y, width: columnWidth, height: rowHeight),
                    alignment: .center, color: color, traits: traits)
            }
            x += columnWidth
        }
    }
}
