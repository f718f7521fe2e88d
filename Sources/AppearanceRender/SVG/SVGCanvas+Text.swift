import AppearanceKit

extension SVGCanvas {
    /// The SVG attributes that set `font`: family (for fonts other than the default system
    /// font), size, weight and slant.
    static func fontAttributes(_ font: Font) -> Attributes {
        var family: String?
        let monospaced = FontMetrics.isMonospaced(font)
        if !font.isSystemFont {
            family = "\(font.familyName), " + (monospaced ? "monospace" : "sans-serif")
        } else if monospaced {
            family = "ui-monospace, monospace"
        }
        let italic = font.fontDescriptor.symbolicTraits.contains(.traitItalic)
        return [
            ("font-family", family), ("font-size", Double(font.pointSize).svg),
            ("font-weight", font.weight.cssValue == 400 ? nil : String(font.weight.cssValue)),
            ("font-style", italic ? "italic" : nil),
        ]
    }

    /// Draws laid-out text in `rect`, centred vertically, aligned horizontally by `alignment`.
    mutating func drawText(
        _ text: TextLayout, in rect: Rect, alignment: TextAlignment, color: Color, traits: TraitCollection,
        stroke: (width: Double, color: Color)? = nil
    ) {
        guard color.isVisible(with: traits) else { return }
        let top = rect.minY + (rect.height - text.lineHeight * Double(text.lines.count)) / 2
        let x: Double
        let anchor: String?
        switch alignment {
        case .center:
            x = rect.midX
            anchor = "middle"
        case .right:
            x = rect.maxX
            anchor = "end"
        case .left, .justified, .natural:
            x = rect.minX
            anchor = nil
        }
        for (index, line) in text.lines.enumerated() where !line.isEmpty {
            let baseline = top + Double(index) * text.lineHeight + FontMetrics.baseline(for: text.font)
            var attributes: Attributes = [("x", x.svg), ("y", baseline.svg)]
            attributes += Self.fontAttributes(text.font)
            attributes.append(("text-anchor", anchor))
            attributes += color.paint(with: traits)
            if text.kern != 0 { attributes.append(("letter-spacing", text.kern.svg)) }
            if let stroke {
                // UIKit's stroke width is a percentage of the font size; positive draws the
                // outline alone.
                attributes += stroke.color.paint("stroke", with: traits)
                attributes.append(("stroke-width", (Swift.abs(stroke.width) * text.font.pointSize / 100).svg))
                if stroke.width > 0 {
                    attributes.removeAll { $0.0 == "fill" || $0.0 == "fill-opacity" }
                    attributes.append(("fill", "none"))
                }
            }
            writer.element("text", attributes, text: line)
        }
    }

    /// A label's text, truncated or wrapped to its width, centred vertically as `UILabel` does.
    mutating func drawLabel(_ label: Label, size: Size, traits: TraitCollection) {
        guard let text = label.text, !text.isEmpty else { return }
        let layout = TextLayout(text, font: label.font, maxWidth: size.width, numberOfLines: label.numberOfLines)
        let rect = Rect(origin: .zero, size: size)
        if let shadow = label.shadowColor {
            drawText(layout, in: rect.offsetBy(dx: 0, dy: -1), alignment: label.textAlignment, color: shadow, traits: traits)
        }
        let color = Self.vibrancyStyle(around: label)?.color ?? label.effectiveTextColor
        drawText(layout, in: rect, alignment: label.textAlignment, color: color, traits: traits)
    }
}
