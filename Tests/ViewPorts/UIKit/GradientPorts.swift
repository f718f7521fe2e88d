#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Gradient headers, written after public apps' gradient views (#43, item 7).

/// A view whose layer is a gradient, reached by a force cast (after deltachat/deltachat-ios's GradientView).
public final class GradientView: UIView {
    public override class var layerClass: AnyClass { CAGradientLayer.self }

    public var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
}

/// A header gradient set up in its initializers (after Samiiahmedd/N.M.C-app's GradientView).
public final class HeaderGradientView: UIView {
    private let top = UIColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 1).cgColor
    private let bottom = UIColor(red: 0.4, green: 0.7, blue: 1, alpha: 1).cgColor

    public override class var layerClass: AnyClass { CAGradientLayer.self }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        guard let gradient = layer as? CAGradientLayer else { return }
        gradient.colors = [top, bottom]
        gradient.locations = [0.0, 1.0]
        gradient.startPoint = CGPoint(x: 0.5, y: 0)
        gradient.endPoint = CGPoint(x: 0.5, y: 1)
    }
}

/// A background gradient sublayer whose colours follow the interface style (after
/// wassonglina/weather's BackgroundGradientView and MixinNetwork/ios-app's GradientView).
public final class StyleGradientView: UIView {
    public let gradientLayer = CAGradientLayer()
    private let lightColors = [UIColor.white.cgColor, UIColor.systemTeal.cgColor]
    private let darkColors = [UIColor.black.cgColor, UIColor.systemIndigo.cgColor]
    /// How many times the colours were chosen (once at start, then per colour change).
    public private(set) var colorUpdates = 0

    public init() {
        super.init(frame: .zero)
        layer.addSublayer(gradientLayer)
        updateColors()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) else { return }
        updateColors()
    }

    private func updateColors() {
        colorUpdates += 1
        switch traitCollection.userInterfaceStyle {
        case .dark:
            gradientLayer.colors = darkColors
        case .unspecified, .light:
            gradientLayer.colors = lightColors
        @unknown default:
            gradientLayer.colors = lightColors
        }
    }
}
