#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Labels with insets and badges, written after the shapes of public apps' label subclasses (#43,
// item 7). Each names the repository whose shape it follows; the code is this project's own.

/// A label whose text sits inside padding (after jack51606/YouBike's PaddingLabel): the text
/// is drawn inset, and the size grows by the insets.
public final class PaddingLabel: UILabel {
    public var padding = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)

    public override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: padding))
    }

    public override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + padding.left + padding.right, height: size.height + padding.top + padding.bottom)
    }
}

/// A label that grows what `sizeThatFits` answers in place (after Kyoya-prog/ios_test's PaddingLabel).
public final class FittingPaddingLabel: UILabel {
    public var horizontal: CGFloat = 6
    public var vertical: CGFloat = 3

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        var fitting = super.sizeThatFits(size)
        fitting.width += horizontal * 2
        fitting.height += vertical * 2
        return fitting
    }
}

/// A white-on-colour badge label made by a designated `init()` (after kakao-ent-2022/w4-onban's BadgeLabel).
public final class RoundBadgeLabel: UILabel {
    public var inset: CGFloat = 4

    public init() {
        super.init(frame: CGRect.zero)
        translatesAutoresizingMaskIntoConstraints = false
        textColor = .white
        font = .systemFont(ofSize: 12, weight: .bold)
        textAlignment = .center
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func drawText(in rect: CGRect) {
        layer.cornerRadius = rect.height / 2
        clipsToBounds = true
        super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)))
    }

    // The app's own shape: an explicit `get`.
    // swift-format-ignore: UseSingleLinePropertyGetter
    public override var intrinsicContentSize: CGSize {
        get {
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + inset * 2, height: size.height)
        }
    }
}

/// A count badge that rounds itself in `layoutSubviews` (after fabianehlert/htwcampus's BadgeLabel).
public final class CountBadgeLabel: UILabel {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        textAlignment = .center
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        textAlignment = .center
    }

    public override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + 12, height: size.height + 4)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

/// A plain dot badge with a fixed radius (after SoapboxSocial/soapbox-ios's Badge).
public final class DotBadgeView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        translatesAutoresizingMaskIntoConstraints = false
        layer.cornerRadius = 5
        backgroundColor = .systemRed
    }

    public required init?(coder _: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
