public import AppearanceCore

/// A view that shows items in sections, placed by a layout object.
///
/// The Swift stand-in for `UICollectionView`. As in UIKit, a ``dataSource`` gives it sections,
/// items and cells (``register(_:forCellWithReuseIdentifier:)``,
/// ``dequeueReusableCell(withReuseIdentifier:for:)``), a ``collectionViewLayout``
/// (``CollectionViewFlowLayout``, ``CollectionViewCompositionalLayout`` or an app's own) places
/// them, and a ``delegate`` follows selection and display; only the items in view have cells,
/// laid out as the collection view scrolls (``ScrollView/contentOffset``). For the kit's own
/// screens a collection view can instead show ready cells (``addItem(_:)``), flowing in rows
/// ``itemSpacing`` apart. Cells are subviews, so they receive appearance values:
///
/// ```swift
/// CollectionView.appearance().backgroundColor = .systemGroupedBackground
/// View.appearance(whenContainedInInstancesOf: [CollectionViewCell.self])[\.layer.cornerRadius] = 8
/// let layout = CollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 100)
/// let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
/// grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
/// grid.dataSource = photos
/// ```
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// The kind of a flow layout's section headers, as UIKit's
    /// `UICollectionView.elementKindSectionHeader`.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers, as UIKit's
    /// `UICollectionView.elementKindSectionFooter`.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The ready cells, in order (each is also a subview), shown while there is no ``dataSource``.
    public private(set) var items: [CollectionViewCell] = []

    /// The object that places the cells and supplementary views, as UIKit's
    /// `collectionViewLayout` (setting it lays the content out again).
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.collectionView === self { oldValue.collectionView = nil }
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The object that gives the collection view its sections, items and cells, as UIKit's
    /// (held weakly). Setting it reloads the collection view; while it is set the ready
    /// ``items`` are not shown.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet {
            syncItems()
            reloadData()
        }
    }
    /// The object that follows selection and display, and sizes a flow layout's items when it
    /// is a ``CollectionViewDelegateFlowLayout`` (held weakly).
    public weak var delegate: (any CollectionViewDelegate)? {
        didSet { if dataSource != nil { collectionViewLayout.invalidateLayout() } }
    }
    /// Whether the user can select items.
    public var allowsSelection = true
    /// Whether the user can select more than one item.
    public var allowsMultipleSelection = false
    /// Whether cells are asked for ahead of scrolling (kept for apps that set it; cells are
    /// asked for as they come into view here).
    public var isPrefetchingEnabled = true
    /// A view behind the content, filling the collection view (a subview while set).
    public var backgroundView: View? {
        didSet {
            if let oldValue, oldValue !== backgroundView, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let backgroundView, backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        }
    }
    /// What a collection view with a data source keeps between layout passes.
    let dataState = CollectionDataState()

    /// The space between adjacent ready cells (``addItem(_:)``), in points.
    @Styled public var itemSpacing: CGFloat = 8

    /// A collection view with the given frame, placed by `layout`, as UIKit's
    /// `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view with the given frame and a ``CollectionViewFlowLayout``.
    override public convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// A collection view from an archive with a ``CollectionViewFlowLayout``, as UIKit's
    /// `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// Replaces the layout (there is no animation here), as UIKit's
    /// `setCollectionViewLayout(_:animated:)`.
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The items in view change: they are laid out at the next pass, and the delegate hears of it.
    override func contentOffsetDidChange() {
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: - Ready cells

    /// Appends `cell` to the ready items and adds it as a subview (unless a data source is set).
    public func addItem(_ cell: CollectionViewCell) {
        items.removeAll { $0 === cell }
        items.append(cell)
        if dataSource == nil, cell.superview !== self { addSubview(cell) }
    }

    /// Removes `cell` from the ready items and from the subviews.
    public func removeItem(_ cell: CollectionViewCell) {
        guard items.contains(where: { $0 === cell }) else { return }
        items.removeAll { $0 === cell }
        if cell.superview === self { cell.removeFromSuperview() }
    }

    /// Removes every ready item.
    public func removeAllItems() {
        for cell in items where cell.superview === self { cell.removeFromSuperview() }
        items.removeAll()
    }

    /// The number of ready items.
    public var numberOfItems: Int { items.count }

    /// Drops a ready cell that leaves the collection view from the items too.
    override open func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        guard dataSource == nil, !dataState.isRecycling else { return }
        items.removeAll { $0 === subview }
    }

    /// Shows the ready items as subviews without a data source, and takes them out with one.
    private func syncItems() {
        dataState.isRecycling = true
        defer { dataState.isRecycling = false }
        for cell in items {
            if dataSource == nil, cell.superview !== self {
                addSubview(cell)
            } else if dataSource != nil, cell.superview === self {
                cell.removeFromSuperview()
            }
        }
    }
}
