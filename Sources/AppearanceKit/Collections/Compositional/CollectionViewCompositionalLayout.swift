public import Foundation

/// The closure that gives a compositional layout each of its sections, as UIKit's
/// `UICollectionViewCompositionalLayoutSectionProvider`: the section's index and where the
/// layout is shown; `nil` leaves the section out.
public typealias CollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of items, groups and sections, as UIKit's
/// `UICollectionViewCompositionalLayout`.
///
/// Each section repeats its group (rows of items, nested groups) down the collection view for
/// its items, ``NSCollectionLayoutSection/interGroupSpacing`` apart, inside its content insets,
/// under its headers. Sizes are fractions of the container (the section's width less its
/// insets, the collection view's height; a group's size for its subitems), points, or estimates
/// that the cells correct (their ``CollectionReusableView/preferredLayoutAttributesFitting(_:)``).
/// A section with an ``NSCollectionLayoutSection/orthogonalScrollingBehavior`` lays its groups
/// side by side and shows its first page.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
///     subitems: [item])
/// let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
/// ```
@preconcurrency @MainActor
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    private let sectionProvider: CollectionViewCompositionalLayoutSectionProvider
    /// The layout's options (the space between sections).
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    /// Every element's attributes, from the last ``prepare()``.
    private var cache: [CollectionViewLayoutAttributes] = []
    /// The size of the content, from the last ``prepare()``.
    private var contentSize = CGSize.zero

    /// A layout whose every section is `section`, as UIKit's `init(section:)`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with options, as UIKit's `init(section:configuration:)`.
    public convenience init(section: NSCollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout that asks `sectionProvider` for each section, as UIKit's `init(sectionProvider:)`.
    public convenience init(sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with options, as UIKit's
    /// `init(sectionProvider:configuration:)`.
    public init(
        sectionProvider: @escaping CollectionViewCompositionalLayoutSectionProvider,
        configuration: CollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout from an archive: one with no sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// Places every item and supplementary item of every section.
    override open func prepare() {
        super.prepare()
        guard let collectionView else {
            cache = []
            contentSize = .zero
            return
        }
        var geometry = CompositionalGeometry(layout: self, collectionView: collectionView)
        let environment = CollectionLayoutEnvironment(collectionView: collectionView, height: containerHeight)
        for (index, count) in collectionView.loadedItemCounts().enumerated() {
            guard let section = sectionProvider(index, environment) else { continue }
            geometry.place(section, index: index, itemCount: count, spacingBefore: index > 0 ? configuration.interSectionSpacing : 0)
        }
        cache = geometry.attributes
        contentSize = CGSize(width: containerWidth, height: geometry.y)
    }

    /// The size of the content.
    override open var collectionViewContentSize: CGSize { contentSize }

    /// The attributes of the elements in `rect`.
    override open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        return cache.filter { $0.frame.overlaps(rect) }
    }
}
