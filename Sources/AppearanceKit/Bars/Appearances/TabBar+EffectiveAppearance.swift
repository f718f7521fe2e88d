extension TabBar {
    /// The appearance the tab bar shows: ``scrollEdgeAppearance`` at the scroll edge, else
    /// ``standardAppearance``, and the legacy properties when no object applies.
    ///
    /// At the scroll edge without a ``scrollEdgeAppearance``, the standard appearance applies
    /// with a transparent background, as UIKit does since iOS 15 (when no object was set, the
    /// legacy properties apply there too). UIKit uses scroll-edge appearances only for tab bars
    /// managed by a tab bar controller, so the renderer draws tab bars with their standard one.
    ///
    /// - Parameter isAtScrollEdge: Whether the content above the bar is scrolled to its end.
    /// - Returns: A new object: changing it changes nothing.
    public func effectiveAppearance(isAtScrollEdge: Bool = false) -> TabBarAppearance {
        appearanceObject(isAtScrollEdge: isAtScrollEdge)?.copy() ?? legacyAppearance()
    }

    /// The appearance object that applies (not a copy: do not change it), or `nil` when the
    /// legacy properties do.
    package func appearanceObject(isAtScrollEdge: Bool) -> TabBarAppearance? {
        let standard = standardAppearanceStorage ?? implicitStandardAppearance.edited
        guard isAtScrollEdge else { return standard }
        if let scrollEdgeAppearance { return scrollEdgeAppearance }
        guard let standard else { return nil }
        let transparent = standard.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The legacy properties as an appearance object.
    func legacyAppearance() -> TabBarAppearance {
        let appearance = TabBarAppearance()
        if !isTranslucent { appearance.configureWithOpaqueBackground() }
        if barStyle.isDark {
            if isTranslucent {
                appearance.backgroundEffect = BlurEffect(style: .dark)
            } else {
                appearance.backgroundColor = .black
            }
        }
        if let barTintColor { appearance.backgroundColor = barTintColor }
        if let backgroundImage {
            appearance.backgroundImage = backgroundImage
            appearance.shadowImage = shadowImage
        }
        appearance.selectionIndicatorImage = selectionIndicatorImage
        appearance.stackedItemWidth = itemWidth
        appearance.stackedItemSpacing = itemSpacing
        if let unselectedItemTintColor {
            for layout in [
                appearance.stackedLayoutAppearance, appearance.inlineLayoutAppearance,
                appearance.compactInlineLayoutAppearance,
            ] {
                layout.normal.iconColor = unselectedItemTintColor
                layout.normal.titleTextAttributes = [.foregroundColor: unselectedItemTintColor]
            }
        }
        return appearance
    }
}
