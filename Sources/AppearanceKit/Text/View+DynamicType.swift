extension View {
    /// `font` as the view shows it (#33, #45): a font that follows the content size category at
    /// the view's own category when `adjusts` is on (the view's
    /// `adjustsFontForContentSizeCategory`) or the font was made at the app's current text size;
    /// otherwise `font` as it was set.
    func shownFont(_ font: Font?, adjusting adjusts: Bool) -> Font? {
        // A font made at the app's current text size is shown at this view's, as iOS would have
        // made it at the user's setting.
        guard let font, adjusts || font.isMadeAtCurrentCategory else { return font }
        return font.scaled(for: traitCollection.preferredContentSizeCategory)
    }
}
