public import AppearanceCore

/// A row of dots, one per page, with the current page's dot highlighted.
///
/// The Swift stand-in for `UIPageControl`. The dot colours are appearance properties, as in
/// UIKit; so are the background style and the preferred indicator image here, so theme files
/// can set them:
///
/// ```swift
/// PageControl.appearance().pageIndicatorTintColor = .systemGray4
/// PageControl.appearance().currentPageIndicatorTintColor = .systemIndigo
/// let pages = PageControl()
/// pages.numberOfPages = 3
/// pages.currentPage = 1
/// ```
@preconcurrency @MainActor
open class PageControl: Control {
    /// The number of pages (dots); never negative.
    public var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            pinCurrentPage()
            indicatorImages = indicatorImages.filter { $0.key < numberOfPages }
        }
    }
    /// The page shown, kept within `0..<numberOfPages` (0 when there are none).
    public var currentPage = 0 {
        didSet { pinCurrentPage() }
    }
    /// Whether the control is hidden when there is only one page.
    public var hidesForSinglePage = false

    /// The colour of the other pages' dots; `nil` uses a translucent tint of the current one.
    @Styled public var pageIndicatorTintColor: Color? = nil
    /// The colour of the current page's dot; `nil` uses white.
    @Styled public var currentPageIndicatorTintColor: Color? = nil
    /// The background behind the dots.
    @Styled public var backgroundStyle: BackgroundStyle = .automatic
    /// The image of every dot; `nil` draws circles.
    @Styled public var preferredIndicatorImage: Image? = nil
    /// The image of the current page's dot; `nil` uses ``preferredIndicatorImage``.
    @Styled public var preferredCurrentPageIndicatorImage: Image? = nil

    private var indicatorImages: [Int: Image] = [:]

    /// The image of one page's dot, set with ``setIndicatorImage(_:forPage:)``, else `nil`.
    public func indicatorImage(forPage page: Int) -> Image? {
        indicatorImages[page]
    }

    /// Gives one page's dot its own image (`nil` returns it to ``preferredIndicatorImage``).
    public func setIndicatorImage(_ image: Image?, forPage page: Int) {
        guard page >= 0, page < numberOfPages else { return }
        indicatorImages[page] = image
    }

    /// The image drawn for `page`'s dot: its own, else the current page's preferred image when
    /// it is the current page, else the preferred image.
    public func effectiveIndicatorImage(forPage page: Int) -> Image? {
        if let own = indicatorImages[page] { return own }
        if page == currentPage, let current = preferredCurrentPageIndicatorImage { return current }
        return preferredIndicatorImage
    }

    /// Whether the dots are shown: not when ``hidesForSinglePage`` is set and there is at most
    /// one page.
    public var showsIndicators: Bool { !(hidesForSinglePage && numberOfPages <= 1) }

    /// The size the dots of `pageCount` pages need, in points.
    public func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = Double(Swift.max(pageCount, 0))
        return CGSize(width: count == 0 ? 0 : count * 16 + 16, height: 26)
    }

    private func pinCurrentPage() {
        let pinned = Swift.min(Swift.max(currentPage, 0), Swift.max(numberOfPages - 1, 0))
        if pinned != currentPage { currentPage = pinned }
    }
}
