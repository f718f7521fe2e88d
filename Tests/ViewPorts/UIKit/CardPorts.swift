#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Shadowed cards, written after public apps' card views (#43, item 7).

/// A card with a shadow path, laid out by hand (after AdisonPDO/Agrove-ios's CardView; its
/// `@IBInspectable` attributes are plain properties here, see the porting guide).
public final class ShadowCardView: UIView {
    public var cornerRadius: CGFloat = 10
    public var shadowOffsetWidth: Int = 0
    public var shadowOffsetHeight: Int = 4
    public var shadowColor: UIColor? = UIColor.black
    public var shadowOpacity: Float = 0.2

    public override func layoutSubviews() {
        layer.cornerRadius = cornerRadius
        let shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius)
        layer.masksToBounds = false
        layer.backgroundColor = UIColor.white.cgColor
        layer.shadowColor = shadowColor?.cgColor
        layer.shadowOffset = CGSize(width: shadowOffsetWidth, height: shadowOffsetHeight)
        layer.shadowOpacity = shadowOpacity
        layer.shadowPath = shadowPath.cgPath
    }
}

/// A rounded card whose shadow colour follows the interface style (after developingbrian/gameology's RoundedShadowView).
public final class StyledShadowView: UIView {
    public override func awakeFromNib() {
        super.awakeFromNib()
        translatesAutoresizingMaskIntoConstraints = false
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 6
        layer.masksToBounds = false
        layer.shadowColor = traitCollection.userInterfaceStyle == .light ? UIColor.black.cgColor : UIColor.white.cgColor
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 8).cgPath
    }
}
