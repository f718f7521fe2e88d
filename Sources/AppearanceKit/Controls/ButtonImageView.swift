import Foundation

/// A button's ``Button/imageView``: an image view whose image is the button's current image.
/// Weakly tied to the button, which keeps it.
final class ButtonImageView: ImageView {
    private weak var button: Button?

    init(button: Button) {
        self.button = button
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The button's current image; setting it sets the normal state's image.
    override var image: Image? {
        get { button?.currentImage }
        set { button?.setImage(newValue, for: .normal) }
    }
}
