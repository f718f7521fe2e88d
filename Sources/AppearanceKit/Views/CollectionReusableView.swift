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
    /// A reusable view with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A reusable view from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before a collection view hands the view out again, as UIKit's
    /// `prepareForReuse()`: reset what the last item set (call `super`). Does nothing by default.
    open func prepareForReuse() {}
}
