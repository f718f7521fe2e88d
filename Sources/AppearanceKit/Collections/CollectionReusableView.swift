public import Foundation

/// A view that a collection view reuses: a supplementary view (a section header or footer) or,
/// as its subclass ``CollectionViewCell``, a cell.
///
/// The Swift stand-in for `UICollectionReusableView`, so proxies can style headers and cells
/// together:
///
/// ```swift
/// CollectionReusableView.appearance().backgroundColor = .systemBackground
/// Label.appearance(whenContainedInInstancesOf: [CollectionReusableView.self]).textColor = .secondaryLabel
/// ```
@preconcurrency @MainActor
open class CollectionReusableView: View {
    /// The identifier the collection view reuses views of this kind by, as UIKit's: the one the
    /// class was registered with, for views the collection view made.
    public internal(set) var reuseIdentifier: String?

    /// A reusable view with the given frame, as UIKit's `init(frame:)`: the initializer
    /// subclasses override, and the one a collection view makes registered classes with.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A reusable view from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The initializer a collection view calls for a class registered with
    /// ``CollectionView/register(_:forCellWithReuseIdentifier:)`` (or for supplementary views):
    /// `init(frame: .zero)`, through the class's own override, as UIKit makes registered views.
    /// Not for apps to call: without an Objective-C run time it is how a collection view reaches
    /// a subclass's initializer (a subclass that overrides `init(frame:)` and `init?(coder:)`,
    /// or declares no initializer, inherits it).
    public required convenience init(registeredWithReuseIdentifier identifier: String?) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called before a collection view hands the view out again, as UIKit's
    /// `prepareForReuse()`: reset what the last item set (call `super`). Does nothing by default.
    open func prepareForReuse() {}

    /// Takes the layout's attributes for the view (its frame is already set), as UIKit's
    /// `apply(_:)`; subclasses of custom layouts read their own attributes here. Does nothing
    /// by default.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view wants in place of the layout's estimate, as UIKit's
    /// `preferredLayoutAttributesFitting(_:)`: asked only for items and supplementary views
    /// whose size the layout estimates (``CollectionViewFlowLayout/estimatedItemSize``, an
    /// ``NSCollectionLayoutDimension/estimated(_:)`` dimension). By default the view's
    /// content (its constraints, else its subviews' natural sizes) sizes the estimated
    /// dimensions, the others held at the layout's.
    ///
    /// ```swift
    /// override func preferredLayoutAttributesFitting(
    ///     _ layoutAttributes: UICollectionViewLayoutAttributes
    /// ) -> UICollectionViewLayoutAttributes {
    ///     let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    ///     attributes.size.height = max(attributes.size.height, 44)
    ///     return attributes
    /// }
    /// ```
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let fitted = layoutAttributes.copy()
        fitted.size = LayoutEngine().selfSizedSize(of: self, attributes: layoutAttributes)
        return fitted
    }
}
