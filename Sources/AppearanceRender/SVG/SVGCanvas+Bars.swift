import AppearanceKit

extension SVGCanvas {
    /// The background of a bar: its bar tint colour, else black for the black bar style, else
    /// the system bar colour; with a hairline on the edge towards the content.
    private mutating func drawBarBackground(
        barTint: Color?, style: BarStyle, hairlineAtTop: Bool, size: CGSize, traits: TraitCollection
    ) -> TraitCollection {
        let background = barTint ?? (style.isDark ? SystemPalette.blackBarBackground : SystemPalette.barBackground)
        fill(CGRect(origin: .zero, size: size), color: background, traits: traits)
        // A black bar draws its content as in dark mode.
        let barTraits = style.isDark ? traits.merging(TraitCollection(userInterfaceStyle: .dark)) : traits
        let y = hairlineAtTop ? 0.25 : size.height - 0.25
        writer.element(
            "path",
            [("d", "M0 \(y.svg)H\(size.width.svg)")] + Color.separator.paint("stroke", with: barTraits)
                + [("stroke-width", "0.5")])
        return barTraits
    }

    /// The colour of a bar item's title: its title text attributes' colour for its state, else
    /// its tint colour, else the bar's.
    private static func itemColor(_ item: BarButtonItem, bar: View) -> Color {
        let state: ControlState = item.isEnabled ? .normal : .disabled
        if let color = TextAttributes(item.titleTextAttributes(for: state) ?? [:]).foregroundColor { return color }
        if !item.isEnabled { return .systemGray }
        return item.tintColor ?? bar.effectiveTintColor
    }

    /// Draws a bar button item with its leading edge at `x` (or its trailing edge, when
    /// `fromTrailing`); returns its width.
    private mutating func drawBarButtonItem(
        _ item: BarButtonItem, bar: View, x: Double, fromTrailing: Bool, height: Double, traits: TraitCollection
    ) -> Double {
        let color = Self.itemColor(item, bar: bar)
        let state: ControlState = item.isEnabled ? .normal : .disabled
        beginItem(item, isEnabled: item.isEnabled)
        defer { endItem(isEnabled: item.isEnabled) }
        if let image = item.image {
            let left = fromTrailing ? x - LayoutEngine.iconSide : x
            let rect = CGRect(
                x: left, y: (height - LayoutEngine.iconSide) / 2, width: LayoutEngine.iconSide,
                height: LayoutEngine.iconSide)
            drawIcon(image, in: rect, color: Self.imageColor(image, tint: color), traits: traits)
            return LayoutEngine.iconSide
        }
        let attributes = TextAttributes(item.titleTextAttributes(for: state) ?? [:])
        let font = attributes.font ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        let text = TextLayout(item.title ?? "", font: font, kern: attributes.kern ?? 0)
        let left = fromTrailing ? x - text.size.width : x
        drawText(
            text, in: CGRect(x: left, y: 0, width: text.size.width, height: height), alignment: .left,
            attributes: attributes, color: color, traits: traits)
        return text.size.width
    }

    // MARK: - Navigation bar

    /// The bar background, the back button, the left and right bar button items and the
    /// centred title of the top item.
    mutating func drawNavigationBar(_ bar: NavigationBar, size: CGSize, traits: TraitCollection) {
        // A navigation controller's bar is drawn at its scroll edge: the screen is at its top.
        let managed = (bar.superview?.owningViewController as? NavigationController)?.navigationBar === bar
        if let appearance = bar.appearanceObject(isAtScrollEdge: managed, isCompact: traits.verticalSizeClass == .compact) {
            drawNavigationBar(bar, appearance: appearance, size: size, traits: traits)
            return
        }
        let traits = drawBarBackground(
            barTint: bar.barTintColor, style: bar.barStyle, hairlineAtTop: false, size: size, traits: traits)
        guard let item = bar.topItem else { return }
        let height = Swift.min(size.height, LayoutEngine.navigationBarHeight)
        var left = 16.0
        if let back = bar.backItem {
            let title = back.backBarButtonItem?.title ?? back.title ?? "Back"
            let color = back.backBarButtonItem.map { Self.itemColor($0, bar: bar) } ?? bar.effectiveTintColor
            let chevron = bar.backIndicatorImage ?? Image(systemName: "chevron.left")!
            drawIcon(
                chevron, in: CGRect(x: 6, y: (height - 24) / 2, width: 24, height: 24),
                color: Self.imageColor(chevron, tint: color), traits: traits)
            let text = TextLayout(title, font: .systemFont(ofSize: 17))
            drawText(
                text, in: CGRect(x: 30, y: 0, width: text.size.width, height: height), alignment: .left,
                color: color, traits: traits)
            left = 30 + text.size.width + 16
        }
        for button in item.leftBarButtonItems {
            left += drawBarButtonItem(button, bar: bar, x: left, fromTrailing: false, height: height, traits: traits) + 16
        }
        var right = size.width - 16
        for button in item.rightBarButtonItems {
            right -= drawBarButtonItem(button, bar: bar, x: right, fromTrailing: true, height: height, traits: traits) + 16
        }
        // A title view (a search bar, say) is a subview and shows instead of the title.
        guard let title = item.title, !title.isEmpty, item.titleView?.superview !== bar else { return }
        if drawLargeTitle(
            title, of: bar, attributes: TextAttributes(bar.largeTitleTextAttributes ?? [:]), size: size,
            traits: traits)
        {
            return
        }
        let attributes = TextAttributes(bar.titleTextAttributes ?? [:])
        let font = attributes.font ?? .systemFont(ofSize: 17, weight: .semibold)
        let room = Swift.max(2 * Swift.min(size.width / 2 - left, right - size.width / 2), 0)
        let text = TextLayout(title, font: font, maxWidth: room, kern: attributes.kern ?? 0)
        let offset = bar.titleVerticalPositionAdjustment(for: .default)
        drawText(
            text, in: CGRect(x: 0, y: offset, width: size.width, height: height), alignment: .center,
            attributes: attributes, color: bar.barStyle.isDark ? .white : .label, traits: traits)
    }

    // MARK: - Tab bar

    /// The bar background and each item's icon and title, the selected one in the tint colour
    /// and the others in the unselected item tint colour, with badges.
    mutating func drawTabBar(_ bar: TabBar, size: CGSize, traits: TraitCollection) {
        // Tab bars are drawn with their standard appearance: only a tab bar controller's bar
        // uses its scroll-edge appearance, and the kit has none.
        if let appearance = bar.appearanceObject(isAtScrollEdge: false) {
            drawTabBar(bar, appearance: appearance, size: size, traits: traits)
            return
        }
        let traits = drawBarBackground(
            barTint: bar.barTintColor, style: bar.barStyle, hairlineAtTop: true, size: size, traits: traits)
        let items = bar.items
        guard !items.isEmpty else { return }
        let slot: Double
        var start = 0.0
        if bar.itemWidth > 0 {
            slot = bar.itemWidth + bar.itemSpacing
            start =
                (size.width - (Double(items.count) * bar.itemWidth + Double(items.count - 1) * bar.itemSpacing)) / 2
                - bar.itemSpacing / 2
        } else {
            slot = size.width / Double(items.count)
        }
        for (index, item) in items.enumerated() {
            let selected = bar.selectedItem === item
            let state: ControlState = selected ? .selected : .normal
            let attributes = TextAttributes(item.titleTextAttributes(for: state) ?? [:])
            let tint = selected ? bar.effectiveTintColor : (bar.unselectedItemTintColor ?? .systemGray)
            let centerX = start + (Double(index) + 0.5) * slot
            let offset = item.titlePositionAdjustment
            writer.open("g", [("data-item", item.title ?? ""), ("data-state", selected ? "selected" : nil)])
            beginItem(item, isEnabled: item.isEnabled)
            defer { endItem(isEnabled: item.isEnabled) }
            if let image = selected ? (item.selectedImage ?? item.image) : item.image {
                let rect = CGRect(x: centerX - 12, y: 5, width: 24, height: 24)
                let color = Self.imageColor(image, tint: tint)
                drawIcon(image, in: rect, color: color, traits: traits)
                if selected { recordPart("selected item", in: rect, color: color, traits: traits, standsOnOwnFills: true) }
            }
            if let title = item.title {
                let font = attributes.font ?? .systemFont(ofSize: 10, weight: .medium)
                let text = TextLayout(title, font: font, maxWidth: slot, kern: attributes.kern ?? 0)
                drawText(
                    text,
                    in: CGRect(
                        x: centerX - slot / 2 + offset.horizontal, y: 31 + offset.vertical, width: slot,
                        height: text.lineHeight), alignment: .center, attributes: attributes, color: tint, traits: traits)
            }
            if let badge = item.badgeValue {
                let font = Font.systemFont(ofSize: 13)
                let text = TextLayout(badge, font: font)
                let width = Swift.max(18, text.size.width + 10)
                let rect = CGRect(x: centerX + 4, y: 1, width: width, height: 18)
                fill(rect, radius: 9, color: item.badgeColor ?? .systemRed, traits: traits)
                drawText(text, in: rect, alignment: .center, color: .white, traits: traits)
            }
            writer.close("g")
        }
    }

    // MARK: - Toolbar

    /// The bar background and the items spread evenly across it.
    mutating func drawToolbar(_ bar: Toolbar, size: CGSize, traits: TraitCollection) {
        // Toolbars are drawn with their standard (or compact) appearance: the content of a
        // picture is taken to go on below the screen, so it is not at the toolbar's scroll edge.
        if let appearance = bar.appearanceObject(isAtScrollEdge: false, isCompact: traits.verticalSizeClass == .compact) {
            drawToolbar(bar, appearance: appearance, size: size, traits: traits)
            return
        }
        let traits = drawBarBackground(
            barTint: bar.barTintColor, style: bar.barStyle, hairlineAtTop: true, size: size, traits: traits)
        let items = bar.items
        guard !items.isEmpty else { return }
        let height = Swift.min(size.height, LayoutEngine.toolbarHeight)
        if items.count == 1 {
            _ = drawBarButtonItem(items[0], bar: bar, x: 16, fromTrailing: false, height: height, traits: traits)
            return
        }
        let step = (size.width - 32) / Double(items.count - 1)
        for (index, item) in items.enumerated() {
            let x = 16 + Double(index) * step
            _ = drawBarButtonItem(
                item, bar: bar, x: x, fromTrailing: index == items.count - 1, height: height,
                traits: traits)
        }
    }
}
