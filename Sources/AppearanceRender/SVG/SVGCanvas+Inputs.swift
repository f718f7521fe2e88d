import AppearanceKit
import Foundation

extension SVGCanvas {
    // MARK: - Text field

    /// A text field: its background image or border, the search icon in a search bar's field,
    /// the text in its attributes (or the placeholder in the placeholder's), the caret in the
    /// tint colour while editing, and the clear, bookmark and results buttons.
    mutating func drawTextField(_ field: TextField, size: CGSize, traits: TraitCollection) {
        let bar = (field.superview as? SearchBar).flatMap { $0.searchTextField === field ? $0 : nil }
        writer.open("g", [("data-border", field.borderStyle.rawValue)])
        drawFieldBackground(field, bar: bar, size: size, traits: traits)
        let padding = field.borderStyle == .none && bar == nil ? 0 : LayoutEngine.textFieldPadding
        let iconSide = LayoutEngine.fieldIconSide
        var left = padding
        var right = padding
        if let bar {
            let image = bar.image(for: .search, state: field.state) ?? Image(systemName: "magnifyingglass")!
            let offset = bar.positionAdjustment(for: .search)
            let rect = CGRect(
                x: 8 + offset.horizontal, y: (size.height - iconSide) / 2 + offset.vertical, width: iconSide,
                height: iconSide)
            drawIcon(image, in: rect, color: Self.imageColor(image, tint: .secondaryLabel), traits: traits)
            left = 8 + iconSide + 6
        }
        let isEmpty = (field.text ?? "").isEmpty
        for (icon, shown, name) in trailingIcons(of: field, bar: bar, isEmpty: isEmpty) where shown {
            let image = bar?.image(for: icon, state: field.state) ?? Image(systemName: name)!
            let offset = bar?.positionAdjustment(for: icon) ?? .zero
            let rect = CGRect(
                x: size.width - right - iconSide + offset.horizontal,
                y: (size.height - iconSide) / 2 + offset.vertical, width: iconSide, height: iconSide)
            drawIcon(image, in: rect, color: Self.imageColor(image, tint: .tertiaryLabel), traits: traits)
            right += iconSide + 6
        }
        let textOffset = bar?.searchTextPositionAdjustment ?? .zero
        var rect = CGRect(
            x: left + textOffset.horizontal, y: textOffset.vertical,
            width: Swift.max(size.width - left - right, 0), height: size.height)
        var placeholderRect = rect
        if bar == nil {
            // A field of its own places its text where its rectangles say (an app's subclass
            // pads them); a search bar's field, where the bar's adjustments do.
            let bounds = CGRect(origin: .zero, size: size)
            rect = field.isEditing ? field.editingRect(forBounds: bounds) : field.textRect(forBounds: bounds)
            placeholderRect = field.placeholderRect(forBounds: bounds)
        }
        if !isEmpty, let typed = field.text {
            // A secure entry shows a bullet per character, as UIKit's.
            let text = field.isSecureTextEntry ? String(repeating: "\u{2022}", count: typed.count) : typed
            let attributes = TextAttributes(field.effectiveTextAttributes)
            let layout = TextLayout(text, font: field.effectiveFont, maxWidth: rect.width, kern: attributes.kern ?? 0)
            drawText(
                layout, in: rect, alignment: field.textAlignment, attributes: attributes,
                color: field.effectiveTextColor, traits: traits)
            if field.isEditing { drawCaret(of: field, after: Swift.min(layout.size.width, rect.width), in: rect, traits: traits) }
        } else {
            if field.isEditing { drawCaret(of: field, after: 0, in: rect, traits: traits) }
            if let placeholder = field.placeholder ?? (bar == nil ? nil : "Search"), !placeholder.isEmpty {
                let attributes = TextAttributes(field.effectivePlaceholderAttributes)
                let font = attributes.font ?? field.effectiveFont
                let layout = TextLayout(placeholder, font: font, maxWidth: placeholderRect.width, kern: attributes.kern ?? 0)
                writer.open("g", [("data-role", "placeholder")])
                drawText(
                    layout, in: placeholderRect, alignment: field.textAlignment, attributes: attributes, color: .placeholderText,
                    traits: traits)
                writer.close("g")
            }
        }
        writer.close("g")
    }

    /// The buttons at a field's trailing edge, from the edge inwards: the clear button, and in
    /// a search bar's field the results list and (while empty) bookmark buttons.
    private func trailingIcons(of field: TextField, bar: SearchBar?, isEmpty: Bool)
        -> [(icon: SearchBar.Icon, shown: Bool, name: String)]
    {
        [
            (.clear, field.isClearButtonShown, "xmark.circle"),
            (.resultsList, bar?.showsSearchResultsButton ?? false, "list.bullet"),
            (.bookmark, (bar?.showsBookmarkButton ?? false) && isEmpty, "book"),
        ]
    }

    /// A field's background: the search bar's field image, the field's background image, or
    /// its border style (a search field without one is a filled rounded box).
    private mutating func drawFieldBackground(_ field: TextField, bar: SearchBar?, size: CGSize, traits: TraitCollection) {
        let full = CGRect(origin: .zero, size: size)
        if let image = bar?.searchFieldBackgroundImage(for: field.state) ?? field.currentBackground {
            drawIcon(image, in: full, color: Self.imageColor(image, tint: field.effectiveTintColor), traits: traits)
            return
        }
        switch field.borderStyle {
        case .none:
            guard bar != nil else { return }
            fill(CGRect(origin: .zero, size: size), radius: 10, color: SystemPalette.controlFill, traits: traits)
        case .line:
            writer.element(
                "rect",
                rectAttributes(x: 0.5, y: 0.5, size: CGSize(width: size.width - 1, height: size.height - 1))
                    + [("fill", "none")] + Color.label.paint("stroke", with: traits) + [("stroke-width", "1")])
        case .bezel:
            writer.element(
                "rect",
                rectAttributes(x: 0.5, y: 0.5, size: CGSize(width: size.width - 1, height: size.height - 1))
                    + [("fill", "none")] + Color.systemGray.paint("stroke", with: traits) + [("stroke-width", "1")])
            writer.element(
                "path",
                [("d", "M1 1.5H\((size.width - 1).svg)")] + Color.darkGray.paint("stroke", with: traits)
                    + [("stroke-width", "1")])
        case .roundedRect:
            writer.element(
                "rect",
                rectAttributes(x: 0.25, y: 0.25, size: CGSize(width: size.width - 0.5, height: size.height - 0.5), radius: 5)
                    + SystemPalette.fieldBackground.paint(with: traits) + Color.separator.paint("stroke", with: traits)
                    + [("stroke-width", "0.5")])
        }
    }

    /// The insertion point, 2 points wide in the field's tint colour, `x` points into `rect`.
    private mutating func drawCaret(of field: TextField, after x: Double, in rect: CGRect, traits: TraitCollection) {
        let height = TextMetrics.lineHeight(for: field.effectiveFont)
        let left: Double =
            switch field.textAlignment {
            case .center: rect.midX + x / 2
            case .right: rect.maxX
            case .left, .justified, .natural: rect.minX + x
            }
        writer.element(
            "rect",
            rectAttributes(x: left + 1, y: rect.midY - height / 2, size: CGSize(width: 2, height: height), radius: 1)
                + field.effectiveTintColor.paint(with: traits) + [("data-role", "caret")])
    }

    // MARK: - Text view

    /// A text view's text, wrapped, from the top inside its text container insets (and 5 points
    /// of line padding), moved by the content offset and clipped to the view.
    mutating func drawTextView(_ view: TextView, size: CGSize, traits: TraitCollection) {
        guard !view.text.isEmpty else { return }
        let insets = view.textContainerInset
        let layout = LayoutEngine.textViewLayout(view, width: size.width)
        let rect = CGRect(
            x: insets.left + 5 - view.contentOffset.x, y: insets.top - view.contentOffset.y,
            width: Swift.max(size.width - insets.horizontal - 10, 0), height: layout.lineHeight * Double(layout.lines.count))
        let clips = rect.minY < 0 || rect.maxY > size.height
        if clips {
            let id = uniqueID("clip")
            writer.open("clipPath", [("id", id)])
            writer.element("rect", rectAttributes(size: size, radius: view.layer.cornerRadius))
            writer.close("clipPath")
            writer.open("g", [("clip-path", "url(#\(id))")])
        }
        drawText(
            layout, in: rect, alignment: view.textAlignment,
            attributes: TextAttributes(LayoutEngine.textViewAttributes(view)), color: view.effectiveTextColor,
            traits: traits)
        if clips { writer.close("g") }
    }

    // MARK: - Search bar

    /// A search bar's background (its background image, else its bar tint colour or the system
    /// bar colour; nothing for the minimal style), its prompt, its Cancel button and its scope
    /// bar's background image. The field and the scope bar are subviews.
    mutating func drawSearchBar(_ bar: SearchBar, size: CGSize, traits: TraitCollection) {
        writer.open("g", [("data-style", bar.searchBarStyle.rawValue)])
        if let image = bar.backgroundImage(for: .any, barMetrics: .default) {
            drawIcon(
                image, in: CGRect(origin: .zero, size: size), color: Self.imageColor(image, tint: bar.effectiveTintColor),
                traits: traits)
        } else if bar.searchBarStyle != .minimal {
            let background =
                bar.barTintColor
                ?? (bar.barStyle == .black ? SystemPalette.blackBarBackground : SystemPalette.barBackground)
            fill(CGRect(origin: .zero, size: size), color: background, traits: traits, extra: [("data-role", "bar")])
        }
        let barTraits = bar.barStyle == .black ? traits.merging(TraitCollection(userInterfaceStyle: .dark)) : traits
        var top = 0.0
        if let prompt = bar.prompt, !prompt.isEmpty {
            let text = TextLayout(prompt, font: .systemFont(ofSize: 13), maxWidth: Swift.max(size.width - 16, 0))
            drawText(
                text, in: CGRect(x: 0, y: 0, width: size.width, height: LayoutEngine.searchPromptHeight),
                alignment: .center, color: .secondaryLabel, traits: barTraits)
            top = LayoutEngine.searchPromptHeight
        }
        let scope = bar.isScopeBarShown ? LayoutEngine.searchScopeRowHeight : 0
        let row = Swift.max(size.height - top - scope, 0)
        if bar.showsCancelButton {
            let text = TextLayout("Cancel", font: .systemFont(ofSize: 17))
            drawText(
                text, in: CGRect(x: size.width - 8 - text.size.width, y: top, width: text.size.width, height: row),
                alignment: .left, color: bar.effectiveTintColor, traits: barTraits)
        }
        if scope > 0, let image = bar.scopeBarBackgroundImage {
            drawIcon(
                image, in: CGRect(x: 0, y: top + row, width: size.width, height: scope),
                color: Self.imageColor(image, tint: bar.effectiveTintColor), traits: traits)
        }
        writer.close("g")
    }
}
