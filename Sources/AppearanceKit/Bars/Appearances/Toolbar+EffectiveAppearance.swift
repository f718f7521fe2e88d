extension Toolbar {
    /// The appearance the toolbar shows: scroll edge and compact variants before the standard
    /// one, and the legacy properties when no object applies.
    ///
    /// The order, first found wins:
    /// - standard height: ``standardAppearance`` (when set);
    /// - compact height: ``compactAppearance``, then as standard;
    /// - at the scroll edge: ``compactScrollEdgeAppearance`` (compact height),
    ///   ``scrollEdgeAppearance``, then the appearance for the height with a transparent
    ///   background, as UIKit does since iOS 15.
    ///
    /// When none was set, the legacy properties apply, also at the scroll edge.
    ///
    /// - Parameters:
    ///   - isAtScrollEdge: Whether the content next to the toolbar is scrolled to its end.
    ///   - isCompact: Whether the toolbar has compact height.
    /// - Returns: A new object: changing it changes nothing.
    public func effectiveAppearance(isAtScrollEdge: Bool = false, isCompact: Bool = false) -> ToolbarAppearance {
        let appearance = appearanceObject(isAtScrollEdge: isAtScrollEdge, isCompact: isCompact)
        return appearance?.copy() ?? legacyAppearance(metrics: isCompact ? .compact : .default)
    }

    /// The appearance object that applies (not a copy: do not change it), or `nil` when the
    /// legacy properties do.
    package func appearanceObject(isAtScrollEdge: Bool, isCompact: Bool) -> ToolbarAppearance? {
        let standard = standardAppearanceStorage ?? implicitStandardAppearance.edited
        let base = (isCompact ? compactAppearance : nil) ?? standard
        guard isAtScrollEdge else { return base }
        if let edge = (isCompact ? compactScrollEdgeAppearance : nil) ?? scrollEdgeAppearance { return edge }
        guard let base else { return nil }
        let transparent = base.copy()
        transparent.configureWithTransparentBackground()
        return transparent
    }

    /// The legacy properties as an appearance object, for bar metrics `metrics`.
    func legacyAppearance(metrics: BarMetrics) -> ToolbarAppearance {
        let appearance = ToolbarAppearance()
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
            backgroundImage(forToolbarPosition: .bottom, barMetrics: metrics)
            ?? backgroundImage(forToolbarPosition: .any, barMetrics: metrics)
            ?? (metrics == .default ? nil : backgroundImage(forToolbarPosition: .any, barMetrics: .default))
        if let image {
            appearance.backgroundImage = image
            appearance.shadowImage = shadowImage(forToolbarPosition: .bottom) ?? shadowImage(forToolbarPosition: .any)
        }
        return appearance
    }
}
