extension NavigationBar {
    /// The appearance the bar shows, resolved as UIKit resolves it: the top item's appearance
    /// objects before the bar's, scroll edge and compact variants before the standard one, and
    /// the legacy properties when no object applies.
    ///
    /// ```swift
    /// let look = bar.effectiveAppearance(isAtScrollEdge: true)
    /// look.backgroundColor   // what the bar draws while the content is at its top
    /// ```
    ///
    /// The order, first found wins (`item` is ``topItem``):
    /// - standard height: `item.standardAppearance`, ``standardAppearance`` (when set);
    /// - compact height: `item.compactAppearance`, ``compactAppearance``, then as standard;
    /// - at the scroll edge, compact height first: `item.compactScrollEdgeAppearance`,
    ///   ``compactScrollEdgeAppearance``; then `item.scrollEdgeAppearance`,
    ///   ``scrollEdgeAppearance``; then the appearance for the height with a transparent
    ///   background and no shadow (``BarAppearance/configureWithTransparentBackground()``), as
    ///   UIKit does since iOS 15.
    ///
    /// When none of these was set, the legacy properties apply (``barTintColor``,
    /// ``isTranslucent``, ``barStyle``, background and shadow images, title attributes and
    /// offsets, back indicator images), also at the scroll edge: a bar styled the pre-iOS 13 way
    /// keeps its background there, as it did before iOS 15.
    ///
    /// The caller says whether the content is at the scroll edge; UIKit only uses scroll-edge
    /// appearances for bars managed by a navigation controller (the renderer follows that).
    ///
    /// - Parameters:
    ///   - isAtScrollEdge: Whether the content below the bar is scrolled to its top.
    ///   - isCompact: Whether the bar has compact height.
    /// - Returns: A new object: changing it changes nothing.
    public func effectiveAppearance(isAtScrollEdge: Bool = false, isCompact: Bool = false) -> NavigationBarAppearance {
        let appearance = appearanceObject(isAtScrollEdge: isAtScrollEdge, isCompact: isCompact)
        return appearance?.copy() ?? legacyAppearance(metrics: isCompact ? .compact : .default)
    }

    /// The appearance object that applies (not a copy: do not change it), or `nil` when the
    /// legacy properties do.
    package func appearanceObject(isAtScrollEdge: Bool, isCompact: Bool) -> NavigationBarAppearance? {
        let item = topItem
        let standard = item?.standardAppearance ?? standardAppearanceStorage ?? implicitStandardAppearance.edited
        let compact = isCompact ? item?.compactAppearance ?? compactAppearance : nil
        let base = compact ?? standard
        guard isAtScrollEdge else { return base }
        let compactEdge = isCompact ? item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance : nil
        if let edge = compactEdge ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        guard let base else { return nil }
        let transparent = base.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The legacy properties as an appearance object, for bar metrics `metrics`.
    func legacyAppearance(metrics: BarMetrics) -> NavigationBarAppearance {
        let appearance = NavigationBarAppearance()
        if !isTranslucent { appearance.configureWithOpaqueBackground() }
        if barStyle.isDark {
            if isTranslucent {
                appearance.backgroundEffect = BlurEffect(style: .dark)
            } else {
                appearance.backgroundColor = .black
            }
        }
        if let barTintColor { appearance.backgroundColor = barTintColor }
        let image =
            backgroundImage(for: .topAttached, barMetrics: metrics)
            ?? backgroundImage(for: .any, barMetrics: metrics)
            ?? (metrics == .default ? nil : backgroundImage(for: .any, barMetrics: .default))
        if let image {
            appearance.backgroundImage = image
            // As in UIKit, a custom shadow image shows only over a custom background image.
            appearance.shadowImage = shadowImage
        }
        appearance.titleTextAttributes = titleTextAttributes ?? [:]
        appearance.largeTitleTextAttributes = largeTitleTextAttributes ?? [:]
        let titleOffset = titleVerticalPositionAdjustment(for: metrics)
        appearance.titlePositionAdjustment = Offset(horizontal: 0, vertical: titleOffset)
        appearance.setBackIndicatorImage(backIndicatorImage, transitionMaskImage: backIndicatorTransitionMaskImage)
        return appearance
    }
}
