import AppearanceKit

extension SVGCanvas {
    /// The colour `image` is drawn in: its tint colour, else its symbol configuration's
    /// primary colour (a palette's first, or the hierarchical colour), else the icon's own
    /// colour for an original image and `tint` for a template (or automatic) one.
    static func imageColor(_ image: Image, tint: Color) -> Color {
        if let color = image.tintColor { return color }
        if let color = image.symbolConfiguration?.primaryColor { return color }
        return image.renderingMode == .alwaysOriginal ? VectorIcon.icon(for: image.name).originalColor : tint
    }

    /// Draws the icon for `image` scaled into `rect`, in `color`.
    mutating func drawIcon(_ image: Image, in rect: CGRect, color: Color, traits: TraitCollection) {
        guard rect.width > 0, rect.height > 0, color.isVisible(with: traits) else { return }
        let scale = Swift.min(rect.width, rect.height) / 24
        let x = rect.minX + (rect.width - 24 * scale) / 2
        let y = rect.minY + (rect.height - 24 * scale) / 2
        var attributes: Attributes = [
            ("data-image", image.name),
            ("transform", "translate(\(x.svg),\(y.svg))" + (scale == 1 ? "" : " scale(\(scale.svg))")),
        ]
        guard let icon = VectorIcon.named(image.name) ?? (image.isSymbolImage ? nil : VectorIcon.placeholder) else {
            drawSymbolPlaceholder(named: image.name, attributes: attributes, color: color, traits: traits)
            return
        }
        if icon.isFilled {
            attributes += color.paint(with: traits)
            if icon.isEvenOdd { attributes.append(("fill-rule", "evenodd")) }
        } else {
            attributes +=
                [("fill", "none")] + color.paint("stroke", with: traits) + [
                    ("stroke-width", "2"), ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
                ]
        }
        writer.open("g", attributes)
        for path in icon.paths { writer.element("path", [("d", path)]) }
        writer.close("g")
    }

    /// A symbol the icon library does not draw: a rounded box labelled with the name's initial
    /// and titled with the whole name, so a picture shows that a symbol is there and which.
    private mutating func drawSymbolPlaceholder(
        named name: String, attributes: Attributes, color: Color, traits: TraitCollection
    ) {
        writer.open("g", attributes + [("data-role", "symbol-placeholder")])
        writer.element("title", [], text: name)
        writer.element(
            "path",
            [("d", "M6 3h12a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3Z"), ("fill", "none")]
                + color.paint("stroke", with: traits) + [("stroke-width", "1.5")])
        writer.element(
            "text",
            [("x", "12"), ("y", "16"), ("font-size", "11"), ("font-weight", "600"), ("text-anchor", "middle")]
                + color.paint(with: traits),
            text: VectorIcon.symbolPlaceholderLabel(for: name))
        writer.close("g")
    }

    /// An image view's current image, placed by its content mode.
    mutating func drawImageView(_ imageView: ImageView, size: CGSize, traits: TraitCollection) {
        guard let image = imageView.currentImage else { return }
        let side: Double
        switch imageView.contentMode {
        case .scaleToFill, .scaleAspectFit, .redraw: side = Swift.min(size.width, size.height)
        case .scaleAspectFill: side = Swift.max(size.width, size.height)
        default: side = Swift.min(LayoutEngine.iconSide, Swift.min(size.width, size.height))
        }
        var x = (size.width - side) / 2
        var y = (size.height - side) / 2
        switch imageView.contentMode {
        case .top: y = 0
        case .bottom: y = size.height - side
        case .left: x = 0
        case .right: x = size.width - side
        case .topLeft: (x, y) = (0, 0)
        case .topRight: (x, y) = (size.width - side, 0)
        case .bottomLeft: (x, y) = (0, size.height - side)
        case .bottomRight: (x, y) = (size.width - side, size.height - side)
        default: break
        }
        let color = Self.imageColor(image, tint: imageView.effectiveTintColor)
        drawIcon(image, in: CGRect(x: x, y: y, width: side, height: side), color: color, traits: traits)
    }
}
