public import AppearanceCore

extension Color {
    // MARK: - Dynamic colours

    /// A dynamic colour computed from the traits it is resolved with.
    ///
    /// UIKit's `init(dynamicProvider:)`. The provider sees the whole trait collection (style,
    /// contrast, size classes, custom traits, …) and is called by ``resolvedColor(with:)``, so it
    /// must be cheap and must not return a colour that resolves back to itself. If it returns
    /// a dynamic colour, that colour is resolved with the same traits.
    ///
    /// Two provider colours are equal only when they share the provider: the same instance, or
    /// copies of one instance made by ``withAlphaComponent(_:)`` with the same opacity.
    ///
    /// ```swift
    /// let card = Color { traits in
    ///     if traits.accessibilityContrast == .high { return traits.userInterfaceStyle == .dark ? .white : .black }
    ///     return traits.userInterfaceStyle == .dark ? Color(white: 0.11) : .white
    /// }
    /// card.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))   // #1c1c1c
    /// ```
    public convenience init(dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
        self.init(storage: .provider(Provider(dynamicProvider), alpha: nil))
    }

    /// A dynamic colour that resolves to `light` in light (and unspecified) mode and to `dark`
    /// in dark mode.
    ///
    /// A typed addition beside ``init(dynamicProvider:)``: unlike a provider colour, it equals
    /// any other colour made from the same two colours, and theme files can write it
    /// (`{light: "#FFFFFF", dark: "#1C1C1E"}`). Dynamic arguments contribute their own matching
    /// appearance: `light`'s light variants and `dark`'s dark variants, in normal and high
    /// contrast.
    ///
    /// ```swift
    /// let card = Color(light: .white, dark: Color(hex: "#1C1C1E")!)
    /// ```
    public convenience init(light: Color, dark: Color) {
        let lightTraits = TraitCollection(userInterfaceStyle: .light)
        let darkTraits = TraitCollection(userInterfaceStyle: .dark)
        let variants = Variants(
            light: light.resolvedComponents(with: lightTraits),
            dark: dark.resolvedComponents(with: darkTraits),
            lightHighContrast: light.resolvedComponents(with: lightTraits.highContrast),
            darkHighContrast: dark.resolvedComponents(with: darkTraits.highContrast))
        self.init(storage: .variants(name: nil, variants))
    }

    /// The fixed colour this colour shows with `traits`.
    ///
    /// UIKit's `resolvedColor(with:)`. A fixed colour returns itself. A system colour or
    /// ``init(light:dark:)`` colour returns its dark appearance when `traits.userInterfaceStyle`
    /// is ``/AppearanceCore/UserInterfaceStyle/dark`` and its light one otherwise, in the high-contrast variant
    /// when `traits.accessibilityContrast` is ``/AppearanceCore/AccessibilityContrast/high``. A provider colour
    /// returns what its provider returns for `traits`, resolved.
    ///
    /// ```swift
    /// Color.label.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .white   // true
    /// ```
    public func resolvedColor(with traits: TraitCollection) -> Color {
        if case .fixed = storage { return self }
        return Color(storage: .fixed(resolvedComponents(with: traits)))
    }

    /// The fixed colour this colour shows with `traits`; the same as ``resolvedColor(with:)``.
    public func resolved(with traits: TraitCollection) -> Color {
        resolvedColor(with: traits)
    }
}

extension TraitCollection {
    /// The same traits with the accessibility contrast set to high.
    fileprivate var highContrast: TraitCollection {
        var copy = self
        copy.accessibilityContrast = .high
        return copy
    }
}
