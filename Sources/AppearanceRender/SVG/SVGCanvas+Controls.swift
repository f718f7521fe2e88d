import AppearanceKit

extension SVGCanvas {
    // MARK: - Button

    /// The image and title of the current state, centred inside the content insets.
    mutating func drawButton(_ button: Button, size: CGSize, traits: TraitCollection) {
        let insets = button.contentEdgeInsets
        let content = CGRect(origin: .zero, size: size).insetClamped(by: insets)
        let color = button.currentTitleColor
        let font = LayoutEngine.buttonFont(button)
        let image = button.currentImage
        let title = button.currentTitle ?? ""
        let imageWidth = image == nil ? 0 : LayoutEngine.iconSide
        let gap = image != nil && !title.isEmpty ? 6.0 : 0
        let maxTitle = Swift.max(content.width - imageWidth - gap, 0)
        let text = TextLayout(title, font: font, maxWidth: maxTitle)
        let titleWidth = title.isEmpty ? 0 : text.size.width
        let total = imageWidth + gap + titleWidth
        var x = content.minX + (content.width - total) / 2
        if let image {
            let rect = CGRect(x: x, y: content.midY - imageWidth / 2, width: imageWidth, height: imageWidth)
            drawIcon(image, in: rect, color: Self.imageColor(image, tint: button.effectiveTintColor), traits: traits)
            x += imageWidth + gap
        }
        if !title.isEmpty {
            if let shadow = button.currentTitleShadowColor {
                let rect = CGRect(x: x, y: content.minY - 1, width: titleWidth, height: content.height)
                drawText(text, in: rect, alignment: .left, color: shadow, traits: traits, records: false)
            }
            let rect = CGRect(x: x, y: content.minY, width: titleWidth, height: content.height)
            drawText(text, in: rect, alignment: .left, color: color, traits: traits)
        }
    }

    // MARK: - Switch

    /// A rounded track, green (or the on tint) when on, grey when off, and a round thumb at
    /// the matching end.
    mutating func drawSwitch(_ control: Switch, size: CGSize, traits: TraitCollection) {
        let faded = openDisabled(control)
        let height = Swift.min(size.height, LayoutEngine.switchSize.height)
        let width = Swift.min(size.width, LayoutEngine.switchSize.width)
        let top = (size.height - height) / 2
        let track = control.isOn ? (control.onTintColor ?? .systemGreen) : SystemPalette.switchOffTrack
        let trackRect = CGRect(x: 0, y: top, width: width, height: height)
        fill(trackRect, radius: height / 2, color: track, traits: traits, extra: [("data-state", control.isOn ? "on" : "off")])
        if control.isOn { recordPart("on tint", in: trackRect, color: track, traits: traits) }
        let radius = height / 2 - 2
        let centerX = control.isOn ? width - height / 2 : height / 2
        drawThumb(
            center: CGPoint(x: centerX, y: top + height / 2), radius: radius,
            color: control.thumbTintColor ?? .white, traits: traits)
        closeDisabled(faded)
    }

    /// A round thumb with a faint outline and shadow.
    private mutating func drawThumb(center: CGPoint, radius: Double, color: Color, traits: TraitCollection) {
        writer.element(
            "circle",
            [
                ("cx", center.x.svg), ("cy", (center.y + 1).svg), ("r", radius.svg), ("fill", "#000000"),
                ("fill-opacity", "0.12"),
            ])
        writer.element(
            "circle",
            [("cx", center.x.svg), ("cy", center.y.svg), ("r", radius.svg)] + color.paint(with: traits)
                + SystemPalette.thumbOutline.paint("stroke", with: traits) + [("stroke-width", "0.5")])
    }

    // MARK: - Slider

    /// A track filled up to the thumb in the minimum track colour (the tint by default), then in
    /// the maximum track colour, and a round thumb (or the thumb image) at the value.
    mutating func drawSlider(_ slider: Slider, size: CGSize, traits: TraitCollection) {
        let faded = openDisabled(slider)
        let radius = 14.0
        let range = slider.maximumValue - slider.minimumValue
        let fraction = CGFloat(range > 0 ? (slider.value - slider.minimumValue) / range : 0)
        let thumbX = radius + fraction * Swift.max(size.width - 2 * radius, 0)
        let midY = size.height / 2
        let minimum = slider.minimumTrackTintColor ?? slider.effectiveTintColor
        let maximum = slider.maximumTrackTintColor ?? SystemPalette.sliderTrack
        fill(
            CGRect(x: thumbX, y: midY - 2, width: Swift.max(size.width - thumbX, 0), height: 4), radius: 2, color: maximum,
            traits: traits)
        let minimumRect = CGRect(x: 0, y: midY - 2, width: thumbX, height: 4)
        fill(minimumRect, radius: 2, color: minimum, traits: traits)
        if thumbX > 0 { recordPart("minimum track", in: minimumRect, color: minimum, traits: traits) }
        if let image = slider.currentThumbImage {
            let rect = CGRect(x: thumbX - radius, y: midY - radius, width: 2 * radius, height: 2 * radius)
            drawIcon(image, in: rect, color: Self.imageColor(image, tint: slider.effectiveTintColor), traits: traits)
        } else {
            drawThumb(
                center: CGPoint(x: thumbX, y: midY), radius: radius, color: slider.thumbTintColor ?? .white,
                traits: traits)
        }
        closeDisabled(faded)
    }

    // MARK: - Stepper

    /// A rounded box split in two: minus on the left, plus on the right (or the decrement and
    /// increment images), each faded at its end of the range.
    mutating func drawStepper(_ stepper: Stepper, size: CGSize, traits: TraitCollection) {
        let faded = openDisabled(stepper)
        if let background = stepper.backgroundImage(for: stepper.state) {
            drawIcon(background, in: CGRect(origin: .zero, size: size), color: stepper.effectiveTintColor, traits: traits)
        } else {
            fill(CGRect(origin: .zero, size: size), radius: 8, color: SystemPalette.controlFill, traits: traits)
        }
        let half = size.width / 2
        writer.element(
            "path",
            [("d", "M\(half.svg) 8V\(Swift.max(size.height - 8, 8).svg)")] + Color.separator.paint("stroke", with: traits)
                + [("stroke-width", "1")])
        let glyph = Color.label
        let canDecrement = stepper.wraps || stepper.value > stepper.minimumValue
        let canIncrement = stepper.wraps || stepper.value < stepper.maximumValue
        let sides: [(image: Image?, enabled: Bool, centerX: Double, path: String)] = [
            (stepper.decrementImage(for: .normal), canDecrement, half / 2, "h14"),
            (stepper.incrementImage(for: .normal), canIncrement, half * 1.5, "h14M\((half * 1.5).svg) \((size.height / 2 - 7).svg)v14"),
        ]
        for side in sides {
            if !side.enabled { writer.open("g", [("opacity", "0.3")]) }
            if let image = side.image {
                let rect = CGRect(x: side.centerX - 11, y: size.height / 2 - 11, width: 22, height: 22)
                drawIcon(image, in: rect, color: Self.imageColor(image, tint: stepper.effectiveTintColor), traits: traits)
            } else {
                writer.element(
                    "path",
                    [("d", "M\((side.centerX - 7).svg) \((size.height / 2).svg)\(side.path)"), ("fill", "none")]
                        + glyph.paint("stroke", with: traits) + [("stroke-width", "2"), ("stroke-linecap", "round")])
            }
            if !side.enabled { writer.close("g") }
        }
        closeDisabled(faded)
    }

    // MARK: - Segmented control

    /// A rounded box with one segment per title; the selected segment is a raised rounded
    /// rectangle in the selected segment tint; dividers separate unselected neighbours.
    mutating func drawSegmentedControl(_ control: SegmentedControl, size: CGSize, traits: TraitCollection) {
        let count = control.numberOfSegments
        guard count > 0 else { return }
        let faded = openDisabled(control)
        fill(CGRect(origin: .zero, size: size), radius: 9, color: SystemPalette.controlFill, traits: traits)
        let segment = size.width / Double(count)
        let selected = control.selectedSegmentIndex
        if selected >= 0, selected < count {
            let fill = control.selectedSegmentTintColor ?? SystemPalette.selectedSegment
            let rect = CGRect(
                x: Double(selected) * segment + 2, y: 2, width: Swift.max(segment - 4, 0),
                height: Swift.max(size.height - 4, 0))
            // The part first: it stands on the track, not on itself.
            recordPart("selected segment", in: rect, color: fill, traits: traits, standsOnOwnFills: true)
            self.fill(
                rect, radius: 7, color: fill, traits: traits,
                extra: SystemPalette.thumbOutline.paint("stroke", with: traits) + [("stroke-width", "0.5"), ("data-state", "selected")])
        }
        for index in 1..<Swift.max(count, 1) where index != selected && index - 1 != selected {
            let x = Double(index) * segment
            writer.element(
                "path",
                [("d", "M\(x.svg) 8V\(Swift.max(size.height - 8, 8).svg)")]
                    + Color.systemGray.withAlphaComponent(0.3).paint("stroke", with: traits) + [("stroke-width", "1")])
        }
        for index in 0..<count {
            let isSelected = index == selected
            let attributes = TextAttributes(
                LayoutEngine.segmentTitleAttributes(control, state: isSelected ? .selected : .normal) ?? [:])
            let font = LayoutEngine.segmentFont(control, selected: isSelected)
            let rect = CGRect(x: Double(index) * segment + 4, y: 0, width: Swift.max(segment - 8, 0), height: size.height)
            let text = TextLayout(
                control.titleForSegment(at: index) ?? "", font: font, maxWidth: rect.width, kern: attributes.kern ?? 0)
            drawText(text, in: rect, alignment: .center, attributes: attributes, color: .label, traits: traits)
        }
        closeDisabled(faded)
    }
}
