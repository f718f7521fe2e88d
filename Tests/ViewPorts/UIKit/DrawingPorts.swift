#if canImport(UIKit)
import UIKit
#else
import AppearanceUIKit
#endif

// Views that draw and react to trait changes, written after public apps' views (#43, item 7).

/// A view drawing a rounded outline and fill in `draw(_:)` (after APxScabber/Ride-Foodv02's RoundedView).
public final class RoundedOutlineView: UIView {
    public var strokeColor: UIColor = .systemBlue {
        didSet { setNeedsDisplay() }
    }
    public var fillColor: UIColor = .secondarySystemBackground {
        didSet { setNeedsDisplay() }
    }
    public var radius: CGFloat = 12 {
        didSet { setNeedsDisplay() }
    }

    public override func draw(_ rect: CGRect) {
        let outline = UIBezierPath(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: radius)
        fillColor.setFill()
        outline.fill()
        strokeColor.setStroke()
        outline.lineWidth = 2
        outline.stroke()
    }
}

/// A ring that fills as progress grows, of two shape layers (after barakov14/pomodoro-application's CircularProgressBarView).
public final class RingProgressView: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()

    public var progress: Float = 0 {
        didSet { progressLayer.strokeEnd = CGFloat(progress) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        let path = UIBezierPath(
            arcCenter: CGPoint(x: frame.size.width / 2, y: frame.size.height / 2),
            radius: min(frame.size.width, frame.size.height) / 2 - 6, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
            clockwise: true)
        for shape in [trackLayer, progressLayer] {
            shape.path = path.cgPath
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 8
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        progressLayer.strokeColor = UIColor.systemGreen.cgColor
        progressLayer.strokeEnd = 0
    }
}

/// A bordered view that sets its border colour again when the traits change, without calling
/// super (after tahirzahoor/maindiish-ios's BorderedView).
public final class TraitBorderedView: UIView {
    public static let border = UIColor.separator

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        layer.cornerRadius = 6
        layer.borderWidth = 1
        layer.borderColor = Self.border.resolvedColor(with: traitCollection).cgColor
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        layer.borderColor = Self.border.resolvedColor(with: traitCollection).cgColor
    }
}

/// A spacer view with padding that draws nothing (after the empty views apps pad stacks with).
public final class SpacerView: UIView {
    public init(height: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: height))
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: frame.height)
    }
}
