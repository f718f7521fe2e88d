import AppearanceKit

extension SVGCanvas {
    /// The width of a scroll indicator.
    static let scrollIndicatorWidth = 3.0

    /// The colour of a scroll indicator in `style`: black or white at 35 % opacity; the default
    /// style is black on light content and white on dark.
    static func scrollIndicatorColor(_ style: ScrollView.IndicatorStyle) -> Color {
        let black = Color(white: 0, alpha: 0.35)
        let white = Color(white: 1, alpha: 0.35)
        switch style {
        case .black: return black
        case .white: return white
        case .default: return Color(light: black, dark: white)
        }
    }

    /// The vertical scroll indicator, at the trailing edge, when the scroll view shows it and
    /// its content is taller than the view; its length and place follow the content offset.
    mutating func drawScrollIndicator(of scroll: ScrollView, size: CGSize, traits: TraitCollection) {
        guard scroll.showsVerticalScrollIndicator, size.height > 0, size.width > 3 * Self.scrollIndicatorWidth else {
            return
        }
        let content = LayoutEngine.contentHeight(of: scroll) { layout.frame(of: $0) }
        guard content > size.height + 0.5 else { return }
        let track = size.height - 6
        let length = Swift.max(track * size.height / content, 36)
        let scrollable = content - size.height
        let fraction = Swift.min(Swift.max(scroll.contentOffset.y / scrollable, 0), 1)
        let y = 3 + fraction * (track - length)
        let x = size.width - Self.scrollIndicatorWidth - 3
        writer.element(
            "rect",
            rectAttributes(
                x: x, y: y, size: CGSize(width: Self.scrollIndicatorWidth, height: length),
                radius: Self.scrollIndicatorWidth / 2)
                + Self.scrollIndicatorColor(scroll.indicatorStyle).paint(with: traits)
                + [("data-role", "scroll-indicator"), ("data-style", scroll.indicatorStyle.rawValue)])
    }
}
