extension View {
    /// `font` as the view shows it (#33): with `adjusts` on (the view's
    /// `adjustsFontForContentSizeCategory`), a font that follows the content size category at
    /// the view's own category; otherwise `font` as it was set.
    func shownFont(_ font: Font?, adjusting adjusts: Bool) -> Font? {
        guard adjusts, let font else { return font }
        return font.scaled(for: traitCollection.preferredContentSizeCategory)
    }
}
