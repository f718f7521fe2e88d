import AppearanceCore

/// One view of a benchmark tree: a node of a run-time ``AppearanceType`` (the workload's class)
/// with the workload's six appearance properties as ``Styled`` stored properties.
///
/// The node is what an outside adopter of the engine writes (a terminal UI, a scene graph):
/// it knows its parent and children, carries trait overrides (the root carries the window's
/// traits), and uses nothing AppearanceKit could not use.
///
/// ```swift
/// let label = AppearanceType.define("Label", instancesOf: BenchNode.self)
/// let root = BenchNode(type: window, defaults: defaults)
/// root.add(BenchNode(type: label, defaults: defaults))
/// Appearance.proxy(for: label, as: BenchNode.self).color = BenchColor(rgb: 0xff0000)
/// Appearance.resolve(root)
/// ```
@MainActor
public final class BenchNode: AppearanceNode {
    public let appearanceState = AppearanceNodeState()
    public let appearanceType: AppearanceType
    // The engine reads these three for every node it visits; they are only touched on the main
    // actor, one access at a time, so they skip the dynamic exclusivity checks.
    /// The superview; the tree's children arrays own the nodes.
    @exclusivity(unchecked) public private(set) weak var parent: BenchNode?
    /// The subviews, in document order.
    @exclusivity(unchecked) public private(set) var children: [BenchNode] = []
    /// Traits this node sets for its subtree (the window's traits, on the root).
    @exclusivity(unchecked) public var traitOverrides = TraitCollection()

    /// `color`.
    @Styled public var color: BenchColor
    /// `background-color`.
    @Styled public var backgroundColor: BenchColor
    /// `border-color`.
    @Styled public var borderColor: BenchColor
    /// `border-width`, in points.
    @Styled public var borderWidth: Int32
    /// `border-radius`, in points.
    @Styled public var borderRadius: Int32
    /// `opacity`, in hundredths (`100` is fully opaque).
    @Styled public var opacity: BenchOpacity

    /// A node of `type` whose properties start at the workload's defaults.
    public init(type: AppearanceType, defaults: BenchValues) {
        appearanceType = type
        _color = Styled(wrappedValue: defaults.color)
        _backgroundColor = Styled(wrappedValue: defaults.backgroundColor)
        _borderColor = Styled(wrappedValue: defaults.borderColor)
        _borderWidth = Styled(wrappedValue: defaults.borderWidth)
        _borderRadius = Styled(wrappedValue: defaults.borderRadius)
        _opacity = Styled(wrappedValue: defaults.opacity)
    }

    public var appearanceContainer: (any AppearanceContainer)? { parent }
    public var appearanceTraitOverrides: TraitCollection { traitOverrides }

    public func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {
        for child in children { body(child) }
    }

    /// Appends `child` to the subviews (no resolution: the tree is built outside a window).
    @discardableResult
    public func add(_ child: BenchNode) -> BenchNode {
        children.append(child)
        child.parent = self
        return child
    }

    /// The node's current values.
    public var values: BenchValues {
        BenchValues(
            color: color, backgroundColor: backgroundColor, borderColor: borderColor,
            borderWidth: borderWidth, borderRadius: borderRadius, opacity: opacity)
    }
}
