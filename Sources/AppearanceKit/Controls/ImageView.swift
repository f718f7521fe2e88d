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
    public var image: Image? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while ``isHighlighted``.
    public var highlightedImage: Image?
    /// Whether the view shows ``highlightedImage``.
    public var isHighlighted = false
    /// How the image fits the view's bounds.
    public var contentMode: ContentMode = .scaleToFill

    /// An image view showing `image`.
    public init(image: Image? = nil, highlightedImage: Image? = nil) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: .zero)
    }

    /// The image shown now: ``highlightedImage`` while highlighted (if set), else ``image``.
    public var currentImage: Image? {
        isHighlighted ? (highlightedImage ?? image) : image
    }
}
