import AppearanceCore

/// One view of a benchmark tree: a node of a run-time ``AppearanceType`` (the workload's class)
/// with the workload's six appearance properties as ``Styled`` stored properties.
///
/// The node is what an outside adopter of the engine writes (a terminal UI, a scene graph):
/// it knows its parent and children, carries trait overrides (the root carries the window's
/// traits), and uses nothing AppearanceKit could not use.
///
/// ```swift
/// let label = try AppearanceType.define("Label", instancesOf: BenchNode.self)
/// let root = BenchNode(type: window, defaults: defaults)
/// root.add(BenchNode(type: label, defaults: defaults))
/// Appearance.proxy(for: label, as: BenchNode.self).color = BenchColor(rgb: 0xff0000)
/// Appearance.resolve(root)
/// ```
@MainActor
public final class BenchNode: AppearanceNode {
    public let appearanceState = AppearanceNodeState()
    public let appearanceType: AppearanceType
    /// The superview. `unowned`, not `weak`: the child lists own the nodes and the benchmark
    /// never removes one, so a parent always outlives its children; a weak reference would give
    /// every node a side table and make each retain of it take the slow path. (Walks never read
    /// it: the children are directly contained, ``appearanceChildrenAreDirectlyContained``.)
    public private(set) unowned var parent: BenchNode?
    /// The subviews, in document order.
    public var children: [BenchNode] { childList.elements }
    /// The storage of ``children``, which lends each child to the engine's walks without
    /// counting a reference (see ``AppearanceChildren``).
    private var childList = AppearanceChildren<BenchNode>()
    /// Traits this node sets for its subtree (the window's traits, on the root).
    public var traitOverrides = TraitCollection()

    /// Registers the six properties in the catalog with their setters, as an app registers its
    /// own properties: the engine then writes values by calling the setters rather than
    /// through the key paths (see ``AppearanceCatalog/register(_:_:set:)``).
    public static func registerProperties() {
        let catalog = AppearanceCatalog.shared
        catalog.register("color", \BenchNode.color) { $0.color = $1 }
        catalog.register("backgroundColor", \BenchNode.backgroundColor) { $0.backgroundColor = $1 }
        catalog.register("borderColor", \BenchNode.borderColor) { $0.borderColor = $1 }
        catalog.register("borderWidth", \BenchNode.borderWidth) { $0.borderWidth = $1 }
        catalog.register("borderRadius", \BenchNode.borderRadius) { $0.borderRadius = $1 }
        catalog.register("opacity", \BenchNode.opacity) { $0.opacity = $1 }
    }

    // The six properties are `Styled` values, declared as explicit storage rather than with
    // `@Styled` so that the initializer can set them from the workload's defaults. (The module
    // is built without dynamic exclusivity checks, `-enforce-exclusivity=unchecked` in
    // Benchmarks/Package.swift: every node is touched only on the main actor, one access at a
    // time, and the checks cost more than the engine's writes.)
    private var _color: Styled<BenchColor>
    /// `color`.
    public var color: BenchColor {
        get { _color.wrappedValue }
        set { _color.wrappedValue = newValue }
    }
    private var _backgroundColor: Styled<BenchColor>
    /// `background-color`.
    public var backgroundColor: BenchColor {
        get { _backgroundColor.wrappedValue }
        set { _backgroundColor.wrappedValue = newValue }
    }
    private var _borderColor: Styled<BenchColor>
    /// `border-color`.
    public var borderColor: BenchColor {
        get { _borderColor.wrappedValue }
        set { _borderColor.wrappedValue = newValue }
    }
    private var _borderWidth: Styled<Int32>
    /// `border-width`, in points.
    public var borderWidth: Int32 {
        get { _borderWidth.wrappedValue }
        set { _borderWidth.wrappedValue = newValue }
    }
    private var _borderRadius: Styled<Int32>
    /// `border-radius`, in points.
    public var borderRadius: Int32 {
        get { _borderRadius.wrappedValue }
        set { _borderRadius.wrappedValue = newValue }
    }
    private var _opacity: Styled<BenchOpacity>
    /// `opacity`, in hundredths (`100` is fully opaque).
    public var opacity: BenchOpacity {
        get { _opacity.wrappedValue }
        set { _opacity.wrappedValue = newValue }
    }

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

    /// Read from the stored overrides (a bench node has no style classes): the default would
    /// read the list, and the walk would read it again for the nodes that have overrides.
    public var appearanceHasTraitOverridesOrStyleClasses: Bool { !traitOverrides.isEmpty }

    /// `true`: a bench node's children are contained by the node itself.
    public static var appearanceChildrenAreDirectlyContained: Bool { true }

    public func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) {
        // Each child is lent to the walk: no reference counted, and the walk knows it is alive
        // until the walk ends (see AppearanceChildren).
        childList.forEach(body)
    }

    // A node owns its subtree through `children`, so freeing the root of a deep chain would
    // free each level from inside the deinit of the level above, a stack frame per level (a
    // 200,000-level workload crashed there). The nodes that only this subtree keeps alive are
    // taken over and freed one at a time from a list instead. (Isolated: the lists are
    // main-actor state; the nodes are freed on the main actor, where it runs at once.)
    isolated deinit {
        guard !childList.isEmpty else { return }
        var orphans: [BenchNode] = []
        childList.removeAll(into: &orphans)
        while var node = orphans.popLast() {
            guard isKnownUniquelyReferenced(&node) else { continue }
            node.childList.removeAll(into: &orphans)
        }
    }

    /// Makes room for `count` subviews.
    public func reserveChildren(_ count: Int) {
        childList.reserveCapacity(count)
    }

    /// Appends `child` to the subviews (no resolution: the tree is built outside a window).
    @discardableResult
    public func add(_ child: BenchNode) -> BenchNode {
        childList.append(child)
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
