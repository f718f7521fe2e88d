public import Foundation

/// A layer that fills its bounds with a colour gradient, as Core Animation's `CAGradientLayer`.
///
/// ```swift
/// override class var layerClass: AnyClass { CAGradientLayer.self }
/// (layer as! CAGradientLayer).colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
/// ```
///
/// Colours are ``CGColor``s (as `colors: [Any]?` takes them; other values are ignored); a
/// dynamic colour is drawn as the trait state being drawn resolves it.
open class GradientLayer: Layer {
    /// The gradient's colours, in order: ``CGColor``s.
    open var colors: [Any]?
    /// Where each colour sits, 0...1 along the gradient; `nil` spaces them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square of the bounds (top centre by default).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit square of the bounds (bottom centre by default).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient.
    open var type = CAGradientLayerType.axial

    /// A gradient layer without colours.
    public required init() {
        super.init()
    }

    /// A copy of `layer`'s attributes, its gradient's too when it is a gradient layer.
    override public init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? GradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (
            other.colors, other.locations, other.startPoint, other.endPoint, other.type
        )
    }

    /// A plain gradient layer: archives are not read (see ``Layer/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The colours that are ``CGColor``s, with their locations (evenly spaced when
    /// ``locations`` is `nil` or does not give one per colour).
    package var stops: [(location: CGFloat, color: Color)] {
        let colors = (colors ?? []).compactMap { ($0 as? CGColor)?.color }
        guard !colors.isEmpty else { return [] }
        let given = (locations ?? []).map { CGFloat($0.doubleValue) }
        return colors.enumerated().map { index, color in
            let location =
                given.count == colors.count
                ? given[index] : (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            return (location, color)
        }
    }
}

/// The kinds of gradient, as Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The kind's name.
    public let rawValue: String
    /// The kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Outwards from the start point, reaching the end at the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point (drawn as radial: SVG has no conic gradient).
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
