#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Pill buttons, written after public apps' button subclasses (#43, item 7).

/// A button that rounds itself into a pill as it is laid out (after laus102/AniseikoniaHelper's PillButton).
public final class PillButton: UIButton {
    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(bounds.width, bounds.height) * 0.5
    }
}

/// An outlined pill set up in both initializers and on waking from a nib (after
/// SRichardDev/pokemontool-ios's Button, renamed: this module keeps UIKit's names).
public final class OutlinePillButton: UIButton {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        setUp()
    }

    private func setUp() {
        layer.cornerRadius = 15
        layer.borderColor = UIColor.systemBlue.cgColor
        layer.borderWidth = 1.5
        layer.masksToBounds = true
        setTitleColor(.systemBlue, for: .normal)
        setTitleColor(.systemGray, for: .highlighted)
        contentEdgeInsets = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
    }

    // The app's own shape: an explicit `get`.
    // swift-format-ignore: UseSingleLinePropertyGetter
    public override var intrinsicContentSize: CGSize {
        get { CGSize(width: super.intrinsicContentSize.width, height: 30) }
    }
}

/// A button that fades while touched (after syte-ai/iOS-SDK's RoundedButton).
public final class FadingButton: UIButton {
    public override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.6 : 1.0 }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = frame.height / 2.0
    }
}
