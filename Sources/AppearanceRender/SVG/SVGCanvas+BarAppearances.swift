import AppearanceKit

/// Drawing bars from their appearance objects (``/AppearanceKit/BarAppearance`` and its
/// subclasses), used when the app or a proxy set one; bars styled only with the legacy
/// properties are drawn by `SVGCanvas+Bars.swift`.
extension SVGCanvas {
    // MARK: - Background and shadow

    /// Draws the background layers (effect, colour, image) and the shadow of `appearance`;
    /// returns the traits to draw the bar's content with (dark for the black bar style).
    mutating func drawAppearanceBackground(
        of appearance: BarAppearance, style: BarStyle, shadowAtTop: Bool, size: CGSize, traits: TraitCollection
    ) -> TraitCollection {
        let traits = style.isDark ? traits.merging(TraitCollection(userInterfaceStyle: .dark)) : traits
        if let effect = appearance.backgroundEffect {
            fill(
                CGRect(origin: .zero, size: size), color: effect.style.renderedTint, traits: traits,
                extra: [("data-role", "background-effect"), ("data-effect", effect.style.rawValue)])
        }
        if let color = appearance.backgroundColor, color.isVisible(with: traits) {
            fill(CGRect(origin: .zero, size: size), color: color, traits: traits, extra: [("data-role", "background-color")])
        }
        if let image = appearance.backgroundImage {
            writer.open("g", [("data-role", "background-image"), ("data-content-mode", appearance.backgroundImageContentMode.rawValue)])
            drawIcon(image, in: CGRect(origin: .zero, size: size), color: Self.imageColor(image, tint: .label), traits: traits)
            writer.close("g")
        }
        drawShadow(of: appearance, atTop: shadowAtTop, size: size, traits: traits)
        return traits
    }

    /// The shadow: a template shadow image or the default hairline tinted with the shadow
    /// colour (none when it is `nil` or clear), or an original shadow image as it is.
    private mutating func drawShadow(of appearance: BarAppearance, atTop: Bool, size: CGSize, traits: TraitCollection) {
        let color = appearance.shadowColor.flatMap { $0.isVisible(with: traits) ? $0 : nil }
        if let image = appearance.shadowImage {
            if image.renderingMode == .alwaysTemplate, color == nil { return }
            let paint = Self.imageColor(image, tint: color ?? .separator)
            writer.element(
                "rect",
                rectAttributes(y: atTop ? 0 : size.height - 1, size: CGSize(width: size.width, height: 1))
                    + paint.paint(with: traits) + [("data-role", "shadow"), ("data-image", image.name)])
            return
        }
        guard let color else { return }
        let y = atTop ? 0.25 : size.height - 0.25
        writer.element(
            "path",
            [("d", "M0 \(y.svg)H\(size.width.svg)")] + color.paint("stroke", with: traits)
                + [("stroke-width", "0.5"), ("data-role", "shadow")])
    }

    // MARK: - Bar buttons

    /// The text attributes of a bar button in `state`: the appearance's normal attributes,
    /// then those of the state, then the item's own (which win, as in UIKit).
    static func buttonAttributes(
        _ item: BarButtonItem?, _ buttons: BarButtonItemAppearance, state: ControlState
    ) -> TextAttributes {
        var attributes = TextAttributes(buttons.normal.titleTextAttributes)
        if state != .normal { attributes = attributes.merging(TextAttributes(buttons.stateAppearance(for: state).titleTextAttributes)) }
        if let own = item?.titleTextAttributes(for: state) { attributes = attributes.merging(TextAttributes(own)) }
        return attributes
    }

    /// The offset of a state's title: its own, else the normal state's.
    private static func titleOffset(_ buttons: BarButtonItemAppearance, state: ControlState) -> Offset {
        let own = buttons.stateAppearance(for: state).titlePositionAdjustment
        return own == .zero ? buttons.normal.titlePositionAdjustment : own
    }

    /// Draws a bar button item styled by `buttons` with its leading edge at `x` (or its
    /// trailing edge, when `fromTrailing`); returns its width.
    private mutating func drawBarButtonItem(
        _ item: BarButtonItem, buttons: BarButtonItemAppearance, bar: View, x: Double, fromTrailing: Bool, height: Double,
        traits: TraitCollection
    ) -> Double {
        let state: ControlState = item.isEnabled ? .normal : .disabled
        let attributes = Self.buttonAttributes(item, buttons, state: state)
        let tint = item.tintColor ?? bar.effectiveTintColor
        let color = attributes.foregroundColor ?? (item.isEnabled ? tint : .systemGray)
        // The state's offset, and the item's own (UIKit adds them).
        let stateOffset = Self.titleOffset(buttons, state: state), own = item.titlePositionAdjustment(for: .default)
        let offset = Offset(horizontal: stateOffset.horizontal + own.horizontal, vertical: stateOffset.vertical + own.vertical)
        writer.open("g", [("data-item", item.title ?? item.image?.name ?? ""), ("data-state", item.isEnabled ? nil : "disabled")])
        beginItem(item, isEnabled: item.isEnabled)
        defer {
            endItem(isEnabled: item.isEnabled)
            writer.close("g")
        }
        if let image = item.image {
            let left = fromTrailing ? x - LayoutEngine.iconSide : x
            let rect = CGRect(
                x: left + offset.horizontal, y: (height - LayoutEngine.iconSide) / 2 + offset.vertical,
                width: LayoutEngine.iconSide, height: LayoutEngine.iconSide)
            drawIcon(image, in: rect, color: Self.imageColor(image, tint: color), traits: traits)
            return LayoutEngine.iconSide
        }
        let bold = item.style == .done || buttons.style == .done
        let font = attributes.font ?? .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
        let text = TextLayout(item.title ?? "", font: font, kern: attributes.kern ?? 0)
        let left = fromTrailing ? x - text.size.width : x
        let stateAppearance = buttons.stateAppearance(for: state)
        if let background = stateAppearance.backgroundImage ?? buttons.normal.backgroundImage {
            let shift =
                stateAppearance.backgroundImage == nil
                ? buttons.normal.backgroundImagePositionAdjustment : stateAppearance.backgroundImagePositionAdjustment
            let rect = CGRect(
                x: left - 6 + shift.horizontal, y: (height - 30) / 2 + shift.vertical, width: text.size.width + 12,
                height: 30)
            writer.open("g", [("data-role", "button-background")])
            drawIcon(background, in: rect, color: Self.imageColor(background, tint: tint), traits: traits)
            writer.close("g")
        }
        drawText(
            text, in: CGRect(x: left + offset.horizontal, y: offset.vertical, width: text.size.width, height: height),
            alignment: .left, attributes: attributes, color: color, traits: traits)
        return text.size.width
    }

    // MARK: - Navigation bar

    /// A navigation bar drawn from `appearance`: its background and shadow, the back button
    /// (back button appearance, back indicator image), the items (button and done button
    /// appearances) and the title, or the large title below the bar's first 44 points.
    mutating func drawNavigationBar(
        _ bar: NavigationBar, appearance: NavigationBarAppearance, size: CGSize, traits: TraitCollection
    ) {
        let traits = drawAppearanceBackground(of: appearance, style: bar.barStyle, shadowAtTop: false, size: size, traits: traits)
        guard let item = bar.topItem else { return }
        let height = Swift.min(size.height, LayoutEngine.navigationBarHeight)
        var left = 16.0
        if let back = bar.backItem {
            let backButton = back.backBarButtonItem
            let title = backButton?.title ?? back.title ?? "Back"
            let buttons = appearance.backButtonAppearance
            let attributes = Self.buttonAttributes(backButton, buttons, state: .normal)
            let tint = backButton?.tintColor ?? bar.effectiveTintColor
            let chevron = appearance.backIndicatorImage ?? Image(systemName: "chevron.left")!
            drawIcon(
                chevron, in: CGRect(x: 6, y: (height - 24) / 2, width: 24, height: 24),
                color: Self.imageColor(chevron, tint: tint), traits: traits)
            let offset = buttons.normal.titlePositionAdjustment
            let text = TextLayout(title, font: attributes.font ?? .systemFont(ofSize: 17), kern: attributes.kern ?? 0)
            writer.open("g", [("data-role", "back-button")])
            drawText(
                text, in: CGRect(x: 30 + offset.horizontal, y: offset.vertical, width: text.size.width, height: height),
                alignment: .left, attributes: attributes, color: attributes.foregroundColor ?? tint, traits: traits)
            writer.close("g")
            left = 30 + text.size.width + 16
        }
        for button in item.leftBarButtonItems {
            let buttons = button.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            left +=
                drawBarButtonItem(
                    button, buttons: buttons, bar: bar, x: left, fromTrailing: false, height: height,
                    traits: traits) + 16
        }
        var right = size.width - 16
        for button in item.rightBarButtonItems {
            let buttons = button.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            right -=
                drawBarButtonItem(
                    button, buttons: buttons, bar: bar, x: right, fromTrailing: true, height: height,
                    traits: traits) + 16
        }
        // A title view (a search bar, say) is a subview and shows instead of the title.
        guard let title = item.title, !title.isEmpty, item.titleView?.superview !== bar else { return }
        if drawLargeTitle(
            title, of: bar, attributes: TextAttributes(appearance.largeTitleTextAttributes), size: size,
            traits: traits)
        {
            return
        }
        let attributes = TextAttributes(appearance.titleTextAttributes)
        let font = attributes.font ?? .systemFont(ofSize: 17, weight: .semibold)
        let room = Swift.max(2 * Swift.min(size.width / 2 - left, right - size.width / 2), 0)
        let text = TextLayout(title, font: font, maxWidth: room, kern: attributes.kern ?? 0)
        let offset = appearance.titlePositionAdjustment
        writer.open("g", [("data-role", "title")])
        drawText(
            text, in: CGRect(x: offset.horizontal, y: offset.vertical, width: size.width, height: height),
            alignment: .center, attributes: attributes, color: .label, traits: traits)
        writer.close("g")
    }

    /// Draws `title` large, below the bar's first 44 points, when the bar prefers large titles
    /// and is tall enough; returns whether it did (the small title is then not shown, as in
    /// UIKit while the content is at its top).
    mutating func drawLargeTitle(
        _ title: String, of bar: NavigationBar, attributes: TextAttributes, size: CGSize, traits: TraitCollection
    ) -> Bool {
        let top = LayoutEngine.navigationBarHeight
        guard bar.prefersLargeTitles, size.height >= top + LayoutEngine.largeTitleHeight else { return false }
        let font = attributes.font ?? .systemFont(ofSize: 34, weight: .bold)
        let text = TextLayout(title, font: font, maxWidth: Swift.max(size.width - 32, 0), kern: attributes.kern ?? 0)
        writer.open("g", [("data-role", "large-title")])
        drawText(
            text, in: CGRect(x: 16, y: top, width: Swift.max(size.width - 32, 0), height: LayoutEngine.largeTitleHeight),
            alignment: .left, attributes: attributes, color: .label, traits: traits)
        writer.close("g")
        return true
    }

    // MARK: - Toolbar

    /// A toolbar drawn from `appearance`: background, shadow, and the items spread evenly.
    mutating func drawToolbar(_ bar: Toolbar, appearance: ToolbarAppearance, size: CGSize, traits: TraitCollection) {
        let traits = drawAppearanceBackground(of: appearance, style: bar.barStyle, shadowAtTop: true, size: size, traits: traits)
        let items = bar.items
        guard !items.isEmpty else { return }
        let height = Swift.min(size.height, LayoutEngine.toolbarHeight)
        let step = items.count == 1 ? 0 : (size.width - 32) / Double(items.count - 1)
        for (index, item) in items.enumerated() {
            let buttons = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            let trailing = items.count > 1 && index == items.count - 1
            _ = drawBarButtonItem(
                item, buttons: buttons, bar: bar, x: 16 + Double(index) * step, fromTrailing: trailing,
                height: height, traits: traits)
        }
    }

    // MARK: - Tab bar

    /// A tab bar drawn from `appearance`: background, shadow, selection indicator, and each
    /// item's icon, title and badge in the item appearance of the bar's layout and the item's
    /// state.
    mutating func drawTabBar(_ bar: TabBar, appearance: TabBarAppearance, size: CGSize, traits: TraitCollection) {
        let traits = drawAppearanceBackground(of: appearance, style: bar.barStyle, shadowAtTop: true, size: size, traits: traits)
        let items = bar.items
        guard !items.isEmpty else { return }
        let layout = appearance.itemAppearance(for: traits)
        let width = appearance.stackedItemWidth
        let spacing = appearance.stackedItemSpacing
        let centered =
            appearance.stackedItemPositioning == .centered
            || (width > 0 && appearance.stackedItemPositioning != .fill)
        let itemWidth = width > 0 ? width : 76
        let slot = centered ? itemWidth + spacing : size.width / Double(items.count)
        let start =
            centered
            ? (size.width - (Double(items.count) * itemWidth + Double(items.count - 1) * spacing)) / 2 - spacing / 2 : 0
        for (index, item) in items.enumerated() {
            let selected = bar.selectedItem === item
            let state: ControlState = !item.isEnabled ? .disabled : selected ? .selected : .normal
            let stateAppearance = !item.isEnabled ? layout.disabled : selected ? layout.selected : layout.normal
            let centerX = start + (Double(index) + 0.5) * slot
            writer.open("g", [("data-item", item.title ?? ""), ("data-state", state == .normal ? nil : state.description)])
            beginItem(item, isEnabled: item.isEnabled)
            defer { endItem(isEnabled: item.isEnabled) }
            if selected, let indicator = appearance.selectionIndicatorImage {
                writer.open("g", [("data-role", "selection-indicator")])
                drawIcon(
                    indicator, in: CGRect(x: centerX - slot / 2, y: 0, width: slot, height: size.height),
                    color: Self.imageColor(indicator, tint: appearance.selectionIndicatorTintColor ?? bar.effectiveTintColor),
                    traits: traits)
                writer.close("g")
            }
            let defaultColor: Color = selected ? bar.effectiveTintColor : (bar.unselectedItemTintColor ?? .systemGray)
            let iconColor = stateAppearance.iconColor ?? (selected ? nil : layout.normal.iconColor) ?? defaultColor
            if let image = selected ? (item.selectedImage ?? item.image) : item.image {
                let rect = CGRect(x: centerX - 12, y: 5, width: 24, height: 24)
                let color = Self.imageColor(image, tint: iconColor)
                drawIcon(image, in: rect, color: color, traits: traits)
                if selected { recordPart("selected item", in: rect, color: color, traits: traits, standsOnOwnFills: true) }
            }
            if let title = item.title {
                var attributes = TextAttributes(layout.normal.titleTextAttributes)
                if stateAppearance !== layout.normal {
                    attributes = attributes.merging(TextAttributes(stateAppearance.titleTextAttributes))
                }
                if let own = item.titleTextAttributes(for: state) { attributes = attributes.merging(TextAttributes(own)) }
                let font = attributes.font ?? .systemFont(ofSize: 10, weight: .medium)
                let text = TextLayout(title, font: font, maxWidth: slot, kern: attributes.kern ?? 0)
                let own = stateAppearance.titlePositionAdjustment
                let shift = own == .zero ? layout.normal.titlePositionAdjustment : own
                let offset = Offset(
                    horizontal: shift.horizontal + item.titlePositionAdjustment.horizontal,
                    vertical: shift.vertical + item.titlePositionAdjustment.vertical)
                drawText(
                    text,
                    in: CGRect(
                        x: centerX - slot / 2 + offset.horizontal, y: 31 + offset.vertical, width: slot,
                        height: text.lineHeight), alignment: .center, attributes: attributes, color: iconColor, traits: traits)
            }
            if let badge = item.badgeValue {
                drawBadge(badge, item: item, layout: layout, state: stateAppearance, centerX: centerX, traits: traits)
            }
            writer.close("g")
        }
    }

    /// A tab item's badge: the state's (else the normal state's) badge colour, else the item's
    /// badge colour, else red; its text in the badge text attributes, white by default.
    private mutating func drawBadge(
        _ badge: String, item: TabBarItem, layout: TabBarItemAppearance, state: TabBarItemStateAppearance, centerX: Double,
        traits: TraitCollection
    ) {
        var attributes = TextAttributes(layout.normal.badgeTextAttributes)
        if state !== layout.normal { attributes = attributes.merging(TextAttributes(state.badgeTextAttributes)) }
        let background = state.badgeBackgroundColor ?? layout.normal.badgeBackgroundColor ?? item.badgeColor ?? .systemRed
        let position = state.badgePositionAdjustment == .zero ? layout.normal.badgePositionAdjustment : state.badgePositionAdjustment
        let textShift =
            state.badgeTitlePositionAdjustment == .zero
            ? layout.normal.badgeTitlePositionAdjustment : state.badgeTitlePositionAdjustment
        let text = TextLayout(badge, font: attributes.font ?? .systemFont(ofSize: 13), kern: attributes.kern ?? 0)
        let width = Swift.max(18, text.size.width + 10)
        let rect = CGRect(x: centerX + 4 + position.horizontal, y: 1 + position.vertical, width: width, height: 18)
        writer.open("g", [("data-role", "badge")])
        fill(rect, radius: 9, color: background, traits: traits)
        drawText(
            text, in: rect.offsetBy(dx: textShift.horizontal, dy: textShift.vertical), alignment: .center,
            attributes: attributes, color: .white, traits: traits)
        writer.close("g")
    }
}
