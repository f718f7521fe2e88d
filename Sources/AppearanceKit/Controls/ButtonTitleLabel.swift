import Foundation

/// A button's ``Button/titleLabel``: a label whose font is the button's title font and whose
/// text is the button's current title. Weakly tied to the button, which keeps it.
final class ButtonTitleLabel: Label {
    private weak var button: Button?

    init(button: Button) {
        self.button = button
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The button's title font (the system font at 17 points when it has none).
    override var font: Font {
        get { button?.titleFont ?? .systemFont(ofSize: 17) }
        set { button?.titleFont = newValue }
    }

    /// The button's current title; setting it sets the normal state's title.
    override var text: String? {
        get { button?.currentTitle }
        set { button?.setTitle(newValue, for: .normal) }
    }
}
