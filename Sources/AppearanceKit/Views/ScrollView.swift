public import AppearanceCore

/// A view whose content can be larger than its bounds and is scrolled into view.
///
/// The Swift stand-in for `UIScrollView`, and the superclass of ``TableView``,
/// ``CollectionView`` and ``TextView``, as in UIKit. Its indicator style, insets and scrolling
/// behaviour are appearance properties, so one proxy reaches every table, collection and text
/// view:
///
/// ```swift
/// ScrollView.appearance().indicatorStyle = .white
/// ScrollView.appearance(for: TraitCollection(userInterfaceStyle: .light)).indicatorStyle = .black
/// TableView.appearance().keyboardDismissMode = .onDrag
/// let scroll = ScrollView()
/// scroll.contentSize = CGSize(width: 390, height: 2000)
/// scroll.showsHorizontalScrollIndicator = false     // explicit: wins over every proxy
/// ```
///
/// There is no scrolling here: ``contentOffset`` places the content, and the renderer draws the
/// vertical indicator when the content is taller than the view.
@preconcurrency @MainActor
open class ScrollView: View {
    /// The point of the content shown at the view's top-left corner.
    public var contentOffset: CGPoint = .zero {
        didSet { if contentOffset != oldValue { contentOffsetDidChange() } }
    }
    /// The size of the content; zero means "as big as the subviews".
    public var contentSize: CGSize = .zero
    /// Whether the user can scroll.
    public var isScrollEnabled = true

    /// The colour scheme of the scroll indicators.
    @Styled public var indicatorStyle: IndicatorStyle = .default
    /// How the safe area adds to ``contentInset``.
    @Styled public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether the vertical scroll indicator shows.
    @Styled public var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows.
    @Styled public var showsHorizontalScrollIndicator = true
    /// Extra space around the content, in points.
    @Styled public var contentInset: EdgeInsets = .zero
    /// How dragging dismisses the keyboard.
    @Styled public var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether scrolling bounces past the edge of the content.
    @Styled public var bounces = true
    /// Whether scrolling bounces vertically even when the content is not taller than the view.
    @Styled public var alwaysBounceVertical = false
    /// Whether scrolling bounces horizontally even when the content is not wider than the view.
    @Styled public var alwaysBounceHorizontal = false

    /// Called when ``contentOffset`` changed: a table or collection view lays out the rows now
    /// in view and tells its delegate.
    func contentOffsetDidChange() {}

    /// Sets ``contentOffset`` (there is no animation here).
    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
    }
}
