extension TraitCollection {
    /// Whether a dynamic colour can resolve differently under `traitCollection` than under
    /// this collection, as UIKit's `hasDifferentColorAppearance(comparedTo:)`: the interface
    /// style or the contrast differ (a `nil` collection always differs). Views that keep
    /// colours resolved by hand, such as a layer's `CGColor`s, redo them when it says so:
    ///
    /// ```swift
    /// override func traitCollectionDidChange(_ previous: UITraitCollection?) {
    ///     super.traitCollectionDidChange(previous)
    ///     if traitCollection.hasDifferentColorAppearance(comparedTo: previous) { updateColors() }
    /// }
    /// ```
    public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || accessibilityContrast != traitCollection.accessibilityContrast
    }
}
