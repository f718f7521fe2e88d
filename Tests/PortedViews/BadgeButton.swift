// swift-format-ignore-file
// (Written as an iOS app writes it; `appearance-port` turns it into Tests/PortedViews.)
#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// A button with a count badge, in the shape of the badge buttons of public apps (for example
// the cart and inbox buttons of shopping and mail clients): the badge's colours, inset and
// shape are appearance properties that the app's theme sets through the proxy, and the
// button clears its count when tapped, by target–action.

#if canImport(ObjectiveC)
@objc
#endif
public enum BadgeShape: Int {
    case circle
    case pill
}

#if canImport(ObjectiveC)
@objcMembers
#endif
public final class BadgeButton: UIButton {
    /// The badge's fill.
    #if canImport(ObjectiveC)
    @objc
    #else
    @Styled
    #endif
    public dynamic var badgeColor: UIColor? = nil {
        didSet { badgeLabel.backgroundColor = badgeColor }
    }
    #if canImport(ObjectiveC)
    @objc
    #else
    @Styled
    #endif
    public dynamic var badgeTextColor: UIColor = .white {
        didSet { badgeLabel.textColor = badgeTextColor }
    }
    #if canImport(ObjectiveC)
    @objc
    #else
    @Styled
    #endif
    public dynamic var badgeInset: CGFloat = 4 {
        didSet { setNeedsLayout() }
    }
    #if canImport(ObjectiveC)
    @objc
    #else
    @Styled
    #endif
    public dynamic var badgeShape: BadgeShape = .circle {
        didSet { setNeedsLayout() }
    }

    public private(set) var taps = 0
    public var count = 0 {
        didSet {
            badgeLabel.text = "\(count)"
            badgeLabel.isHidden = count == 0
        }
    }
    public let badgeLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        badgeLabel.isHidden = true
        addSubview(badgeLabel)
        #if canImport(ObjectiveC)
        addTarget(self, action: #selector(didTap), for: .touchUpInside)
        #else
        addAction(UIAction { [weak self] _ in self?.didTap() }, for: .touchUpInside)
        #endif
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let side: CGFloat = 18
        let width = badgeShape == .pill ? side * 1.5 : side
        badgeLabel.frame = CGRect(x: bounds.maxX - width - badgeInset, y: badgeInset, width: width, height: side)
        badgeLabel.layer.cornerRadius = side / 2
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    private func didTap() {
        taps += 1
        count = 0
    }
}
