/// An item of a collection view, with a content view for its subviews.
///
/// The Swift stand-in for `UICollectionViewCell`, a ``CollectionReusableView``. Apps subclass
/// it, add their views to ``contentView`` in `init(frame:)` and register the class with
/// ``CollectionView/register(_:forCellWithReuseIdentifier:)``:
///
/// ```swift
/// final class PhotoCell: CollectionViewCell {
///     let imageView = ImageView(frame: .zero)
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         contentView.addSubview(imageView)
///     }
///     required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
/// }
/// View.appearance(whenContainedInInstancesOf: [CollectionViewCell.self])[\.layer.cornerRadius] = 8
/// ```
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view holding the content (a subview).
    public let contentView = View()
    /// Whether the cell is selected.
    open var isSelected = false {
        didSet { syncBackgrounds(previous: [backgroundView, selectedBackgroundView]) }
    }
    /// The view behind the cell's content, filling the cell (a subview while set).
    public var backgroundView: View? {
        didSet { syncBackgrounds(previous: [oldValue, selectedBackgroundView]) }
    }
    /// The view behind the content while the cell is selected (a subview then).
    public var selectedBackgroundView: View? {
        didSet { syncBackgrounds(previous: [backgroundView, oldValue]) }
    }
    /// Whether the cell is highlighted.
    open var isHighlighted = false

    /// A cell with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    /// A cell from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    private func syncBackgrounds(previous: [View?]) {
        showCellBackgrounds(backgroundView, selected: selectedBackgroundView, isSelected: isSelected, previous: previous)
    }
}
