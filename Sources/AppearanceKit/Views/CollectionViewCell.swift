/// An item of a collection view, with a content view for its subviews.
///
/// The Swift stand-in for `UICollectionViewCell`.
///
/// ```swift
/// let cell = CollectionViewCell()
/// cell.contentView.addSubview(ImageView(image: Image(named: "photo")))
/// View.appearance(whenContainedInInstancesOf: [CollectionViewCell.self])[\.layer.cornerRadius] = 8
/// ```
@preconcurrency @MainActor
open class CollectionViewCell: View {
    /// The view holding the content (a subview).
    public let contentView = View()
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false

    /// A cell with the given frame.
    override public init(frame: Rect = .zero) {
        super.init(frame: frame)
        addSubview(contentView)
    }
}
