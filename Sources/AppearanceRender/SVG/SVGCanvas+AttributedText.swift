import AppearanceKit

extension SVGCanvas {
    /// Draws laid-out text with UIKit text attributes: background, shadow, colour, kern (already
    /// in `text`), stroke, underline, strikethrough and baseline offset.
    ///
    /// `color` is the text colour when the attributes name none; lines take the text colour
    /// unless the attributes give their own.
    mutating func drawText(
        _ text: TextLayout, in rect: CGRect, alignment: TextAlignment, attributes: TextAttributes, color: Color,
        traits: TraitCollection
    ) {
        let textColor = attributes.foregroundColor ?? color
        let raised = rect.offsetBy(dx: 0, dy: -(attributes.baselineOffset ?? 0))
        if let background = attributes.backgroundColor {
            for line in lineBoxes(text, in: raised, alignment: alignment) {
                fill(line, color: background, traits: traits)
            }
        }
        if attributes.hasShadow {
            let shadowColor = attributes.shadowColor ?? Color(white: 0, alpha: 1.0 / 3.0)
            let offset = attributes.shadowOffset ?? CGSize(width: 0, height: -3)
            let blur = attributes.shadowBlurRadius ?? 0
            if blur > 0 { writer.open("g", [("style", "filter: blur(\((blur / 2).svg)px)"), ("data-role", "shadow")]) }
            drawText(
                text, in: raised.offsetBy(dx: offset.width, dy: offset.height), alignment: alignment,
                color: shadowColor, traits: traits, records: false)
            if blur > 0 { writer.close("g") }
        }
        drawText(
            text, in: raised, alignment: alignment, color: textColor, traits: traits,
            stroke: attributes.strokeWidth.map { (width: $0, color: attributes.strokeColor ?? textColor) })
        let boxes = lineBoxes(text, in: raised, alignment: alignment)
        if let style = attributes.underlineStyle {
            for box in boxes {
                let baseline = box.minY + TextMetrics.baseline(for: text.font)
                drawTextLine(
                    style, from: box.minX, to: box.maxX, y: baseline + 1.5,
                    color: attributes.underlineColor ?? textColor, traits: traits, role: "underline")
            }
        }
        if let style = attributes.strikethroughStyle {
            for box in boxes {
                let middle = box.minY + TextMetrics.baseline(for: text.font) - text.font.pointSize * 0.3
                drawTextLine(
                    style, from: box.minX, to: box.maxX, y: middle,
                    color: attributes.strikethroughColor ?? textColor, traits: traits, role: "strikethrough")
            }
        }
    }

    /// The box of each non-empty line of `text` as ``drawText(_:in:alignment:color:traits:stroke:)``
    /// places it.
    func lineBoxes(_ text: TextLayout, in rect: CGRect, alignment: TextAlignment) -> [CGRect] {
        let top = rect.minY + (rect.height - text.lineHeight * Double(text.lines.count)) / 2
        return text.lines.enumerated().compactMap { index, line in
            guard !line.isEmpty else { return nil }
            let width = Swift.min(TextMetrics.width(of: line, font: text.font, kern: text.kern), rect.width)
            let x: Double =
                switch text.drawnAlignment(for: alignment) {
                case .center: rect.midX - width / 2
                case .right: rect.maxX - width
                case .left, .justified, .natural: rect.minX
                }
            return CGRect(x: x, y: top + Double(index) * text.lineHeight, width: width, height: text.lineHeight)
        }
    }

    /// An underline or a strikethrough in `style`: thick lines are 2 points, double lines two.
    private mutating func drawTextLine(
        _ style: NSUnderlineStyle, from start: Double, to end: Double, y: Double, color: Color, traits: TraitCollection,
        role: String
    ) {
        let width = style.contains(.thick) ? 2.0 : 1.0
        let offsets: [Double] = style == .double ? [-1, 1] : [0]
        for offset in offsets {
            let lineY = y + offset
            writer.element(
                "path",
                [("d", "M\(start.svg) \(lineY.svg)H\(end.svg)")] + color.paint("stroke", with: traits)
                    + [("stroke-width", width.svg), ("data-role", role)])
        }
    }
}
