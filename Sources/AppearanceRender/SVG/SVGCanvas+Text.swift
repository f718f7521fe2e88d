import AppearanceKit

extension SVGCanvas {
    /// The SVG attributes that set `font`: family (for fonts other than the default system
    /// font), size, weight and slant.
    static func fontAttributes(_ font: Font) -> Attributes {
        var family: String?
        let monospaced = TextMetrics.isMonospaced(font)
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
        _ text: TextLayout, in rect: CGRect, alignment: TextAlignment, color: Color, traits: TraitCollection,
        stroke: (width: Double, color: Color)? = nil, records: Bool = true
    ) {
        guard color.isVisible(with: traits) else { return }
        if records, let run = paints?.count {
            for (line, box) in zip(text.lines.filter { !$0.isEmpty }, lineBoxes(text, in: rect, alignment: alignment)) {
                record(.text(line, font: text.font), in: box, color: color, traits: traits, run: run)
            }
        }
        let top = rect.minY + (rect.height - text.lineHeight * Double(text.lines.count)) / 2
        let drawn = text.drawnAlignment(for: alignment)
        let x: Double =
            switch drawn {
            case .center: rect.midX
            case .right: rect.maxX
            case .left, .justified, .natural: rect.minX
            }
        // Right-to-left text is written with `direction="rtl"` so a viewer orders its runs from
        // the right; an SVG anchor names the text's own start or end, and such a line starts at
        // its right.
        let anchor: String? =
            switch drawn {
            case .center: "middle"
            case .right: text.isRightToLeft ? nil : "end"
            case .left, .justified, .natural: text.isRightToLeft ? "end" : nil
            }
        for (index, line) in text.lines.enumerated() where !line.isEmpty {
            let baseline = top + Double(index) * text.lineHeight + TextMetrics.baseline(for: text.font)
            var attributes: Attributes = [("x", x.svg), ("y", baseline.svg)]
            attributes += Self.fontAttributes(text.font)
            attributes.append(("text-anchor", anchor))
            if text.isRightToLeft { attributes.append(("direction", "rtl")) }
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
    mutating func drawLabel(_ label: Label, size: CGSize, traits: TraitCollection) {
        // The label's `drawText(in:)` says where the text goes (an app's subclass insets it)
        // and whether it is drawn at all (an override that does not call super draws none).
        let context = CGContext()
        context.makeCurrent { label.drawText(in: CGRect(origin: .zero, size: size)) }
        drawOperations(of: context, size: size, traits: traits)
        guard let text = label.text, !text.isEmpty, let textRect = context.textRects.last else { return }
        let font = LayoutEngine.fittedFont(of: label, width: textRect.width)
        let layout = TextLayout(
            text, font: font, maxWidth: textRect.width, numberOfLines: label.numberOfLines,
            lineBreakMode: label.lineBreakMode)
        var rect = textRect
        if font != label.font {
            // Shrunk text sits where the label's baseline adjustment says, against the text at
            // its own size (centred vertically, as drawText places it).
            let fullTop = (textRect.height - TextMetrics.lineHeight(for: label.font)) / 2
            let shrunkTop = (textRect.height - TextMetrics.lineHeight(for: font)) / 2
            switch label.baselineAdjustment {
            case .alignBaselines:
                rect = rect.offsetBy(
                    dx: 0,
                    dy: fullTop + TextMetrics.baseline(for: label.font)
                        - shrunkTop - TextMetrics.baseline(for: font))
            case .none:
                rect = rect.offsetBy(dx: 0, dy: fullTop - shrunkTop)
            case .alignCenters:
                break
            }
        }
        if let shadow = label.shadowColor {
            drawText(
                layout, in: rect.offsetBy(dx: label.shadowOffset.width, dy: label.shadowOffset.height),
                alignment: label.textAlignment, color: shadow, traits: traits, records: false)
        }
        let color = Self.vibrancyStyle(around: label)?.color ?? label.effectiveTextColor
        drawText(layout, in: rect, alignment: label.textAlignment, color: color, traits: traits)
    }
}
