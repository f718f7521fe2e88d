import AppearanceCore
public import Foundation

/// A layer, as Core Animation's `CALayer`: a view's drawing attributes (border, corners,
/// shadow), and layers an app adds to a view's (``addSublayer(_:)``), such as a
/// ``GradientLayer`` behind a header or a ``ShapeLayer`` ring.
///
/// Every view has one (``View/layer``), of the class its ``View/layerClass`` names. Its
/// border, corner and shadow attributes are appearance properties, styled through the view:
///
/// ```swift
/// View.appearance().layer.borderColor = Color.red.cgColor
/// View.appearance()[\.layer.cornerRadius] = 8
/// ```
///
/// A view's own layer shares the view's geometry, background colour, opacity and visibility:
/// `view.layer.frame` is `view.frame`, and setting `view.layer.backgroundColor` sets
/// `view.backgroundColor`. Its ``sublayers`` are the layers the app added (UIKit's also list
/// the subviews' layers); they are drawn above the view's own content and below its subviews.
@safe @preconcurrency @MainActor
open class Layer {
    // `Styled` storage with accessors rather than `@Styled` properties, so that the storage can
    // skip Swift's dynamic exclusivity checks (see View's styled values for why, and for the
    // exclusivity rule, which holds here too).
    @exclusivity(unchecked) private var borderColorStorage = Styled<CGColor?>(wrappedValue: nil)
    @exclusivity(unchecked) private var borderWidthStorage = Styled<CGFloat>(wrappedValue: 0)
    @exclusivity(unchecked) private var cornerRadiusStorage = Styled<CGFloat>(wrappedValue: 0)
    @exclusivity(unchecked) private var masksToBoundsStorage = Styled<Bool>(wrappedValue: false)
    @exclusivity(unchecked) private var shadowColorStorage = Styled<CGColor?>(wrappedValue: nil)
    @exclusivity(unchecked) private var shadowOpacityStorage = Styled<Float>(wrappedValue: 0)

    /// What few layers set (geometry of a free layer, shadow shape, sublayers…), allocated on
    /// the first write so that a view's layer costs no more than its styled attributes.
    var extras: LayerExtras?

    /// The view whose own layer this is, or none: neither strong (the view owns its layer) nor
    /// weak (a weak reference gives its object a side table, which every view would then have).
    /// Lifetime rule: the view's initializer sets it, and its `deinit` clears it (a layer an
    /// app keeps outlives its view), so it names a live view or none. Written only there;
    /// `nonisolated(unsafe)` because `deinit` runs without isolation, when nothing else can
    /// reach the view.
    @exclusivity(unchecked) nonisolated(unsafe) var hostLink = unsafe SuperviewLink.none

    /// The view whose own layer this is (UIKit's `delegate`), or `nil` for a layer an app made.
    package var hostView: View? { unsafe hostLink.superview }

    /// A layer with no border, square corners and no shadow.
    public required init() {}

    /// A new layer of the class `layerClass` names (a view's ``View/layerClass``); a plain
    /// layer when it is not a layer class.
    static func made(for layerClass: AnyClass) -> Layer {
        // Most views have a plain layer: made without the dynamic cast.
        if ObjectIdentifier(layerClass) == ObjectIdentifier(Layer.self) { return Layer() }
        return (layerClass as? Layer.Type ?? Layer.self).init()
    }

    /// A copy of `layer`'s attributes (Core Animation makes presentation layers this way); a
    /// plain layer when `layer` is not a ``Layer``.
    public init(layer: Any) {
        guard let other = layer as? Layer else { return }
        borderColor = other.borderColor
        borderWidth = other.borderWidth
        cornerRadius = other.cornerRadius
        masksToBounds = other.masksToBounds
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        extras = other.extras?.copyWithoutHierarchy()
    }

    /// A layer made from an archive: the archive is not read (there are no layer archives on
    /// Linux), so it is a plain layer, as ``init()`` makes it.
    public required init?(coder: NSCoder) {}

    // MARK: - Appearance properties

    /// The border colour; `nil` draws no border. A ``CGColor``, as UIKit's layers take:
    /// `layer.borderColor = Color.separator.cgColor`. An appearance property.
    public var borderColor: CGColor? {
        get { unsafe borderColorStorage.wrappedValue }
        set { unsafe borderColorStorage.wrappedValue = newValue }
    }
    /// The border width in points. An appearance property.
    public var borderWidth: CGFloat {
        get { unsafe borderWidthStorage.wrappedValue }
        set { unsafe borderWidthStorage.wrappedValue = newValue }
    }
    /// The corner radius in points. An appearance property.
    public var cornerRadius: CGFloat {
        get { unsafe cornerRadiusStorage.wrappedValue }
        set { unsafe cornerRadiusStorage.wrappedValue = newValue }
    }
    /// Whether content (the view's subviews, this layer's sublayers) is clipped to the rounded
    /// bounds. An appearance property.
    public var masksToBounds: Bool {
        get { unsafe masksToBoundsStorage.wrappedValue }
        set { unsafe masksToBoundsStorage.wrappedValue = newValue }
    }
    /// The shadow colour, a ``CGColor`` as in UIKit; `nil` casts black. An appearance property.
    public var shadowColor: CGColor? {
        get { unsafe shadowColorStorage.wrappedValue }
        set { unsafe shadowColorStorage.wrappedValue = newValue }
    }
    /// The shadow opacity, 0...1 (no shadow at 0, the default). An appearance property.
    public var shadowOpacity: Float {
        get { unsafe shadowOpacityStorage.wrappedValue }
        set { unsafe shadowOpacityStorage.wrappedValue = newValue }
    }

    // MARK: - Shadow shape

    /// How far the shadow is moved: UIKit's default `(0, -3)` casts it upwards.
    public var shadowOffset: CGSize {
        get { extras?.shadowOffset ?? LayerExtras.defaultShadowOffset }
        set { writableExtras.shadowOffset = newValue }
    }
    /// The shadow's blur radius, 3 by default.
    public var shadowRadius: CGFloat {
        get { extras?.shadowRadius ?? LayerExtras.defaultShadowRadius }
        set { writableExtras.shadowRadius = newValue }
    }
    /// The shadow's shape, in the layer's coordinates; `nil` casts the rounded bounds.
    public var shadowPath: CGPath? {
        get { extras?.shadowPath }
        set { writableExtras.shadowPath = newValue?.copy() }
    }

    /// The corners ``cornerRadius`` rounds; all four by default.
    public var maskedCorners: CACornerMask {
        get { extras?.maskedCorners ?? .allCorners }
        set { writableExtras.maskedCorners = newValue }
    }

    /// A name for finding the layer (Core Animation's `name`).
    public var name: String? {
        get { extras?.name }
        set { writableExtras.name = newValue }
    }

    // MARK: - Geometry and drawing

    /// The frame in the superlayer's coordinates (a view's own layer: the view's frame).
    public var frame: CGRect {
        get { hostView?.frame ?? extras?.frame ?? .zero }
        set {
            if let hostView {
                hostView.frame = newValue
            } else {
                writableExtras.frame = newValue
            }
        }
    }
    /// The bounds: the frame's size at the origin (a view's own layer: the view's bounds).
    public var bounds: CGRect {
        get { hostView?.bounds ?? CGRect(origin: .zero, size: frame.size) }
        set {
            if let hostView {
                hostView.bounds = newValue
            } else {
                let center = position
                writableExtras.frame = CGRect(
                    x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                    height: newValue.height)
            }
        }
    }
    /// The frame's centre in the superlayer's coordinates.
    public var position: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            let size = frame.size
            frame = CGRect(x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width, height: size.height)
        }
    }
    /// The background colour (a view's own layer: the view's `backgroundColor`).
    public var backgroundColor: CGColor? {
        get {
            if let hostView { return hostView.backgroundColor?.cgColor }
            return extras?.backgroundColor
        }
        set {
            if let hostView {
                hostView.backgroundColor = newValue?.color
            } else {
                writableExtras.backgroundColor = newValue
            }
        }
    }
    /// The opacity, 0...1 (a view's own layer: the view's `alpha`).
    public var opacity: Float {
        get {
            if let hostView { return Float(hostView.alpha) }
            return extras?.opacity ?? 1
        }
        set {
            if let hostView {
                hostView.alpha = CGFloat(newValue)
            } else {
                writableExtras.opacity = newValue
            }
        }
    }
    /// Whether the layer is hidden (a view's own layer: the view's `isHidden`).
    public var isHidden: Bool {
        get { hostView?.isHidden ?? extras?.isHidden ?? false }
        set {
            if let hostView {
                hostView.isHidden = newValue
            } else {
                writableExtras.isHidden = newValue
            }
        }
    }

    /// A layer whose opaque parts show this one (Core Animation's `mask`); drawn as a clip to
    /// the mask's rounded frame.
    public var mask: Layer? {
        get { extras?.mask }
        set { writableExtras.mask = newValue }
    }

    /// Marks the layer's content to be drawn again. Pictures are drawn from the current state
    /// whenever they are made, so there is nothing to mark.
    open func setNeedsDisplay() {}

    /// Marks the layer's sublayers to be laid out again; see ``setNeedsDisplay()``.
    open func setNeedsLayout() {}

    /// Lays out the sublayers: Core Animation's `layoutSublayers()`; does nothing by default.
    open func layoutSublayers() {}

    // MARK: - Storage

    /// The extras, allocated for a write.
    var writableExtras: LayerExtras {
        if let extras { return extras }
        let made = LayerExtras()
        extras = made
        return made
    }
}
