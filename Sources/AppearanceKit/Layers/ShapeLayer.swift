public import Foundation

/// A layer that draws a path, as Core Animation's `CAShapeLayer`: filled (black by default)
/// and stroked (not by default), in the layer's coordinates.
///
/// ```swift
/// let ring = CAShapeLayer()
/// ring.path = UIBezierPath(arcCenter: center, radius: 40, startAngle: -.pi / 2, endAngle: .pi * 1.5, clockwise: true).cgPath
/// ring.fillColor = UIColor.clear.cgColor
/// ring.strokeColor = UIColor.systemGreen.cgColor
/// ring.lineWidth = 6
/// ring.strokeEnd = 0.7
/// layer.addSublayer(ring)
/// ```
open class ShapeLayer: Layer {
    /// The path drawn.
    open var path: CGPath? {
        didSet { path = path?.copy() }
    }
    /// The fill colour; `nil` does not fill. Black by default.
    open var fillColor: CGColor? = CGColor(Color.black)
    /// The stroke colour; `nil` (the default) does not stroke.
    open var strokeColor: CGColor?
    /// The stroke's width.
    open var lineWidth: CGFloat = 1
    /// Where the stroke starts along the path, 0...1.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, 0...1.
    open var strokeEnd: CGFloat = 1
    /// How stroked ends are drawn.
    open var lineCap = CAShapeLayerLineCap.butt
    /// How stroked corners are drawn.
    open var lineJoin = CAShapeLayerLineJoin.miter
    /// Dash and gap lengths for the stroke; `nil` draws it solid.
    open var lineDashPattern: [NSNumber]?
    /// Which parts of a self-intersecting path are filled.
    open var fillRule = CAShapeLayerFillRule.nonZero

    /// A shape layer without a path.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s attributes, its shape's too when it is a shape layer.
    override public init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? ShapeLayer else { return }
        path = other.path
        (fillColor, strokeColor, lineWidth, strokeStart, strokeEnd) = (
            other.fillColor, other.strokeColor, other.lineWidth, other.strokeStart, other.strokeEnd
        )
        (lineCap, lineJoin, lineDashPattern, fillRule) = (other.lineCap, other.lineJoin, other.lineDashPattern, other.fillRule)
    }

    /// A plain shape layer: archives are not read (see ``Layer/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// How a shape layer's stroke ends, as Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The cap's name.
    public let rawValue: String
    /// The cap named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Square at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroked corners are drawn, as Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The join's name.
    public let rawValue: String
    /// The join named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// Which parts of a shape layer's path are filled, as Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The rule's name.
    public let rawValue: String
    /// The rule named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
