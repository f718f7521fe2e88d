import AppearanceKit
import Foundation

extension SVGCanvas {
    // MARK: - Activity indicator

    /// Eight rounded spokes around the centre, fading clockwise from the top one, in the
    /// indicator's colour.
    mutating func drawActivityIndicator(_ spinner: ActivityIndicatorView, size: CGSize, traits: TraitCollection) {
        let side = Swift.min(size.width, size.height, spinner.style.side)
        drawSpokes(
            center: CGPoint(x: size.width / 2, y: size.height / 2), side: side, color: spinner.color,
            state: spinner.isAnimating ? "animating" : "stopped", traits: traits)
    }

    /// The spokes of an activity wheel of `side` points.
    mutating func drawSpokes(center: CGPoint, side: Double, color: Color, state: String, traits: TraitCollection) {
        guard side > 0 else { return }
        writer.open(
            "g",
            [("data-role", "spokes"), ("data-state", state), ("fill", "none")] + color.paint("stroke", with: traits)
                + [("stroke-width", (side * 0.09).svg), ("stroke-linecap", "round")])
        for index in 0..<8 {
            let angle = Double(index) * .pi / 4 - .pi / 2
            let (dx, dy) = (cos(angle), sin(angle))
            let inner = side * 0.24
            let outer = side * 0.45
            writer.element(
                "path",
                [
                    (
                        "d",
                        "M\((center.x + dx * inner).svg) \((center.y + dy * inner).svg)"
                            + "L\((center.x + dx * outer).svg) \((center.y + dy * outer).svg)"
                    ),
                    ("stroke-opacity", index == 0 ? nil : (1 - Double(index) * 0.1).svg),
                ])
        }
        writer.close("g")
    }

    // MARK: - Progress view

    /// The track across the view and the filled part up to the progress; rounded in the
    /// default style, square in the bar style. Images are drawn as their colour, named.
    mutating func drawProgressView(_ progress: ProgressView, size: CGSize, traits: TraitCollection) {
        let radius = progress.progressViewStyle == .bar ? 0 : size.height / 2
        let filled = CGSize(width: (size.width * CGFloat(progress.progress)).rounded(toPlaces: 2), height: size.height)
        let tint = progress.effectiveTintColor
        drawBarPart(
            image: progress.trackImage, color: progress.trackTintColor ?? SystemPalette.sliderTrack,
            size: size, radius: radius, role: "track", tint: tint, traits: traits)
        if filled.width > 0 {
            drawBarPart(
                image: progress.progressImage, color: progress.progressTintColor ?? tint, size: filled,
                radius: radius, role: "progress", tint: tint, traits: traits)
        }
    }

    private mutating func drawBarPart(
        image: Image?, color: Color, size: CGSize, radius: Double, role: String, tint: Color, traits: TraitCollection
    ) {
        let paint = image.map { Self.imageColor($0, tint: tint) } ?? color
        guard paint.isVisible(with: traits) else { return }
        writer.element(
            "rect",
            rectAttributes(size: size, radius: radius) + paint.paint(with: traits)
                + [("data-role", role), ("data-image", image?.name)])
    }

    // MARK: - Page control

    /// One dot per page (or its indicator image), the current one in the current page colour,
    /// on a capsule when the background style is prominent. Nothing when the control hides for
    /// a single page.
    mutating func drawPageControl(_ pages: PageControl, size: CGSize, traits: TraitCollection) {
        guard pages.showsIndicators, pages.numberOfPages > 0 else { return }
        let count = pages.numberOfPages
        let spacing = 16.0
        let dotsWidth = Double(count - 1) * spacing
        let midY = size.height / 2
        if pages.backgroundStyle == .prominent {
            let width = Swift.min(dotsWidth + 32, size.width)
            fill(
                CGRect(x: (size.width - width) / 2, y: midY - 13, width: width, height: 26), radius: 13,
                color: Color(white: 0, alpha: 0.25), traits: traits, extra: [("data-role", "platter")])
        }
        let current = pages.currentPageIndicatorTintColor ?? .white
        let other = pages.pageIndicatorTintColor ?? current.withAlphaComponent(0.3)
        let startX = (size.width - dotsWidth) / 2
        for page in 0..<count {
            let center = CGPoint(x: startX + Double(page) * spacing, y: midY)
            let color = page == pages.currentPage ? current : other
            if page == pages.currentPage {
                recordPart(
                    "current page", in: CGRect(x: center.x - 4, y: center.y - 4, width: 8, height: 8), color: color,
                    traits: traits, standsOnOwnFills: true)
            }
            if let image = pages.effectiveIndicatorImage(forPage: page) {
                drawIcon(
                    image, in: CGRect(x: center.x - 6, y: center.y - 6, width: 12, height: 12),
                    color: Self.imageColor(image, tint: color), traits: traits)
            } else {
                writer.element(
                    "circle",
                    [("cx", center.x.svg), ("cy", center.y.svg), ("r", "4")] + color.paint(with: traits)
                        + [("data-state", page == pages.currentPage ? "current" : nil)])
            }
        }
    }

    // MARK: - Refresh control

    /// While refreshing: a spinner in the tint colour (grey without one) and the attributed
    /// title under it.
    mutating func drawRefreshControl(_ refresh: RefreshControl, size: CGSize, traits: TraitCollection) {
        guard refresh.isRefreshing else { return }
        let title = refresh.attributedTitle.flatMap { $0.length > 0 ? $0 : nil }
        let spinnerY = title == nil ? size.height / 2 : 18
        drawSpokes(
            center: CGPoint(x: size.width / 2, y: spinnerY), side: 20,
            color: refresh.ownTintColor ?? .systemGray, state: "animating", traits: traits)
        guard let title else { return }
        let attributes = TextAttributes(title.attributes(at: 0, effectiveRange: nil))
        let font = attributes.font ?? .systemFont(ofSize: 13)
        let text = TextLayout(title.string, font: font, maxWidth: size.width, kern: attributes.kern ?? 0)
        drawText(
            text, in: CGRect(x: 0, y: 34, width: size.width, height: Swift.max(size.height - 38, 0)),
            alignment: .center, attributes: attributes, color: .secondaryLabel, traits: traits)
    }
}

extension Double {
    /// The value rounded to `places` decimals.
    fileprivate func rounded(toPlaces places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (self * scale).rounded() / scale
    }
}
