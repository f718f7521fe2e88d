public import Foundation

/// A layout that fills lines with items, then starts the next line, with optional section
/// headers and footers, as UIKit's `UICollectionViewFlowLayout`.
///
/// In the default vertical ``scrollDirection`` each section is its header (as tall as
/// ``headerReferenceSize``, across the whole width), its ``sectionInset``, rows of items filled
/// left to right at least ``minimumInteritemSpacing`` apart and ``minimumLineSpacing`` below
/// each other, then its footer. As UIKit's, a row that is full is justified (the space left over
/// is shared between its items), a row of one item (too wide to share) is centred, the section's last
/// row keeps the minimum spacing from the left, and items are centred vertically in their row. A horizontal
/// layout does the same turned a quarter: columns filled top to bottom, laid left to right.
/// Item sizes, insets and spacing can come per item or section from a
/// ``CollectionViewDelegateFlowLayout``; an ``estimatedItemSize`` makes cells size themselves.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 120, height: 120)
/// layout.minimumInteritemSpacing = 2
/// layout.minimumLineSpacing = 2
/// layout.sectionInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
/// layout.headerReferenceSize = CGSize(width: 0, height: 44)
/// let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
/// ```
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The estimate that asks cells to size themselves with no better guess, as UIKit's
    /// `UICollectionViewFlowLayout.automaticSize`.
    public nonisolated static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// The size of every item, unless the delegate sizes them (50×50 by default).
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// The size assumed for items that size themselves; zero (the default) means items have
    /// ``itemSize``, and ``automaticSize`` lets cells size themselves from no particular guess.
    open var estimatedItemSize = CGSize.zero {
        didSet { invalidateLayout() }
    }
    /// The least space between lines (rows when scrolling vertically), 10 by default.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The least space between items of a line, 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The space around each section's items (inside its header and footer).
    open var sectionInset = EdgeInsets.zero {
        didSet { invalidateLayout() }
    }
    /// The size of each section's header: its height when scrolling vertically, its width when
    /// scrolling horizontally; zero for none.
    open var headerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }
    /// The size of each section's footer, as ``headerReferenceSize``.
    open var footerReferenceSize = CGSize.zero {
        didSet { invalidateLayout() }
    }
    /// The direction the content runs in (``CollectionView/ScrollDirection/vertical`` by default).
    open var scrollDirection: CollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }
    /// What the section insets are measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateLayout() }
    }
    /// Whether headers stay at the top while their section scrolls (kept for apps that set it:
    /// the picture is drawn at rest, where a pinned header is where it would be anyway).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom while their section scrolls (kept for apps that set it).
    open var sectionFootersPinToVisibleBounds = false

    /// Every element's attributes, from the last ``prepare()``.
    var cache: [CollectionViewLayoutAttributes] = []
    /// The size of the content, from the last ``prepare()``.
    var contentSize = CGSize.zero

    /// A flow layout with UIKit's defaults, as `init()`.
    override public init() {
        super.init()
    }

    /// A flow layout from an archive, as UIKit's `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Places every item, header and footer.
    override open func prepare() {
        super.prepare()
        let flow = FlowGeometry(layout: self)
        cache = flow.attributes
        contentSize = flow.contentSize
    }

    /// The size of the content.
    override open var collectionViewContentSize: CGSize { contentSize }

    /// The attributes of the elements in `rect`.
    override open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        return cache.filter { $0.frame.overlaps(rect) }
    }
}

extension CollectionViewFlowLayout {
    /// What a flow layout's section insets are measured from, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`. The kit has no safe area or
    /// readable margins inside a collection view, so all three start at the content insets.
    public enum SectionInsetReference: Int, Hashable, Sendable, CaseIterable {
        /// From the collection view's content insets.
        case fromContentInset
        /// From the safe area.
        case fromSafeArea
        /// From the layout margins.
        case fromLayoutMargins
    }
}
