/// Explanations print a dynamic colour with every trait entry it has, and beside it the colour
/// it draws as in the view's own traits (#42): a colour derived from a variable keyed by traits
/// reads as what the view shows in the asked state, not only as its light and dark entries.
extension Color: AppearanceTraitDependentValue {
    /// ``description``.
    public var appearanceDescription: String { description }

    /// The colour in `traits` (`#000000` for a dynamic colour in the dark, high-contrast
    /// state), or `nil` for a fixed colour, which is the same in every state.
    public func appearanceDescription(resolvedIn traits: TraitCollection) -> String? {
        if case .fixed = storage { return nil }
        return resolvedComponents(with: traits).hexString
    }
}
