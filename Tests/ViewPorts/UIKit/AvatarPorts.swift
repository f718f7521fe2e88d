#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Avatar views, written after public apps' avatar classes (#43, item 7).

/// A circular avatar whose layer is a shape layer (after kudrpavel/interfaceApp's AvatarView).
public final class ShapeAvatarView: UIView {
    public override class var layerClass: AnyClass { CAShapeLayer.self }

    public override func awakeFromNib() {
        super.awakeFromNib()
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func setUp() {
        layer.borderWidth = 2
        layer.borderColor = UIColor.white.cgColor
        (layer as? CAShapeLayer)?.fillColor = UIColor.clear.cgColor
    }

    public override func layoutSubviews() {
        layer.cornerRadius = bounds.height / 2
    }
}

/// An image view cut to a circle as it is laid out (after kickstarter/ios-oss's CircleAvatarImageView).
public final class CircleImageView: UIImageView {
    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.masksToBounds = true
        layer.cornerRadius = bounds.width / 2.0
    }
}

/// A rounded image view made by a designated `init()` (after SoapboxSocial/soapbox-ios's RoundedImageView).
public final class RoundedImageView: UIImageView {
    public init() {
        super.init(frame: .zero)
        clipsToBounds = true
        translatesAutoresizingMaskIntoConstraints = false
    }

    public required init?(coder _: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = frame.size.width / 2
    }
}
