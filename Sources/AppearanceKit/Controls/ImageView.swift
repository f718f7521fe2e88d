/// A view that shows an image, or its highlighted image while highlighted.
///
/// The Swift stand-in for `UIImageView`.
///
/// ```swift
/// let avatar = ImageView(image: Image(named: "avatar"))
/// avatar.contentMode = .scaleAspectFill
/// avatar.layer.cornerRadius = 20
/// ```
@preconcurrency @MainActor
open class ImageView: View {
    /// The image shown normally.
    open var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while ``isHighlighted``.
    open var highlightedImage: Image?
    /// Whether the view shows ``highlightedImage``.
    open var isHighlighted = false
    /// How the image fits the view's bounds.
    public var contentMode: ContentMode = .scaleToFill

    /// A image view without an image with the given frame, as UIKit's `init(frame:)`.
    override public init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A image view without an image from an archive, as UIKit's `init?(coder:)` (see `View.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// An image view showing `image`, as UIKit's `init(image:)`.
    public init(image: Image?) {
        self.image = image
        super.init(frame: .zero)
    }

    /// An image view showing `image`, and `highlightedImage` while highlighted.
    public init(image: Image?, highlightedImage: Image?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }

    /// The image shown now: ``highlightedImage`` while highlighted (if set), else ``image``.
    public var currentImage: Image? {
        isHighlighted ? (highlightedImage ?? image) : image
    }
}
