import Foundation

/// A row or column of items (or of other groups) in a compositional layout, as UIKit's
/// `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom,
/// ``interItemSpacing`` apart, repeating them while they fit in the group's size; a group made
/// with a `count` splits its size evenly between that many copies of its subitem, whatever the
/// subitem's own size along the group:
///
/// ```swift
/// let group = NSCollectionLayoutGroup.horizontal(
///     layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
///     subitem: item, count: 3)
/// group.interItemSpacing = .fixed(2)
/// ```
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }

    let axis: Axis
    /// How many copies of the one subitem share the group's size, for a group made with a count.
    let count: Int?
    /// The items (or groups) the group places, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's subitems (none by default).
    public var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A group that places `subitems` left to right, as UIKit's `horizontal(layoutSize:subitems:)`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` sharing its width, as UIKit's
    /// `horizontal(layoutSize:subitem:count:)`.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: Swift.max(count, 1))
    }

    /// A group of `count` copies of `repeatingSubitem` sharing its width, as UIKit's
    /// `horizontal(layoutSize:repeatingSubitem:count:)`.
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group that places `subitems` top to bottom, as UIKit's `vertical(layoutSize:subitems:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    /// A group of `count` copies of `subitem` sharing its height, as UIKit's
    /// `vertical(layoutSize:subitem:count:)`.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: Swift.max(count, 1))
    }

    /// A group of `count` copies of `repeatingSubitem` sharing its height, as UIKit's
    /// `vertical(layoutSize:repeatingSubitem:count:)`.
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}
