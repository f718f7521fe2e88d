/// An object that receives appearance values: a view, a bar item, a node of your own tree.
///
/// The engine never retains a node. Call ``Appearance/resolve(_:)`` when a node enters a window
/// (with its subtree) or moves inside one, and ``Appearance/traitsDidChange(in:)`` when traits
/// change under a node; AppearanceKit does both for its views.
///
/// ```swift
/// final class Node: AppearanceNode {
///     let appearanceState = AppearanceNodeState()
///     weak var parent: Node?
///     var children: [Node] = []
///     @Styled var color: Color = .black
///     var appearanceContainer: (any AppearanceContainer)? { parent }
///     func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) { children.forEach(body) }
/// }
/// Node.appearance().color = .red
/// ```
@preconcurrency @MainActor
public protocol AppearanceNode: AppearanceContainer {
    /// Engine bookkeeping for this node. Declare it as a stored `let` and never touch it.
    var appearanceState: AppearanceNodeState { get }

    /// Calls `body` for each child that receives values, in order (subviews, bar items, ...).
    func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void)

    /// Whether every child that ``forEachAppearanceChild(_:)`` yields always has the node
    /// itself as its ``AppearanceContainer/appearanceContainer``, with no container (such as a
    /// view controller) in between. Walks then skip asking each child for its container.
    /// Defaults to `false`; say `true` only when it holds for every instance of the type.
    static var appearanceChildrenAreDirectlyContained: Bool { get }

    /// Whether `container` is this node's ``AppearanceContainer/appearanceContainer``, answered
    /// without producing the container.
    ///
    /// Walks ask it of every child they visit (unless the parent's type says
    /// ``appearanceChildrenAreDirectlyContained``), passing the node they reached the child
    /// from: producing the container to compare it costs a reference count taken and given
    /// back per child. Answering `false` is always correct (the walk then asks for the
    /// container); answering `true` when another container sits in between leaves that
    /// container out of matching. Defaults to `false`.
    func appearanceIsDirectlyContained(in container: AnyObject) -> Bool

    /// How explanations name the node (the view a scope is attached to, the island that keeps
    /// rules out): by default its class name. AppearanceKit's views give their path of
    /// accessibility identifiers, such as `player/controls`.
    var appearanceDebugName: String { get }

    /// Called on the node a walk started from once the walk has written its values (the node
    /// entered a window or moved, its traits changed, or it was reloaded): values in its subtree
    /// may have changed. AppearanceKit's views mark the subtree as needing layout, since new
    /// fonts and texts change sizes. Defaults to doing nothing.
    func appearanceDidStyleSubtree()
}

extension AppearanceNode {
    /// The node's class name.
    public var appearanceDebugName: String { String(describing: type(of: self)) }

    /// `false`: walks ask each child for its container.
    public static var appearanceChildrenAreDirectlyContained: Bool { false }

    /// `false`: walks ask the node for its container.
    public func appearanceIsDirectlyContained(in container: AnyObject) -> Bool { false }

    /// Does nothing.
    public func appearanceDidStyleSubtree() {}
}

/// What the engine remembers about one node: its type, the style applied last, and the values
/// that plain (non-``Styled``) properties had before any appearance touched them.
///
/// Create one per node and leave it alone; its contents are the engine's.
@preconcurrency @MainActor
@safe public final class AppearanceNodeState {
    /// Creates empty bookkeeping.
    public nonisolated init() {}

    // Read and written for every node of every walk, only by the engine on the main actor.
    // Laid out to fit one 64-byte allocation (one cache line), since a large tree touches
    // every node's state on every walk.
    /// The node's type in the type table, once looked up (-1 before), or the one
    /// ``Appearance/assignType(_:to:)`` gave it.
    var typeIndex: Int32 = -1
    /// The rules generation `style` was resolved under (its low 32 bits: a node would have to
    /// sit through 2^32 rule changes unresolved for the comparison to mislead).
    var generation: UInt32 = 0
    /// The context (container types above the node) `match` was found in.
    var context: UInt32 = 0
    /// The scope attached here and whether the node is an island (R11, R12); `nil` for most
    /// nodes. Read by every walk for every node: main-actor state, one access at a time, so
    /// without Swift's dynamic exclusivity check.
    @safe @exclusivity(unchecked) var scoping: AppearanceScoping?
    /// The style applied last (so that its values can be withdrawn after the rules changed,
    /// R7). Not retained: its rule index counts the nodes using its styles and stays alive
    /// while there are any, so a style change costs no atomic reference counting.
    private(set) var styleRef: Unretained<ResolvedStyle>?
    /// The containment rules that matched here when `style` was resolved (valid for
    /// `generation` and `context`): a trait change picks the style for the new traits from it
    /// without matching again. Not retained: the rule index of `generation` owns it, so it is
    /// used only while `generation` is current.
    var match: Unretained<ContainmentMatch>?
    /// Pre-appearance values of plain properties, by property index.
    var originals: [Int32: AnyValueBox]?

    // Isolated: the count it updates is main-actor state.
    isolated deinit {
        unsafe styleRef?.owner.nodeStoppedUsing()
    }

    /// The style applied last.
    var style: ResolvedStyle? { unsafe styleRef?.object }

    /// ``typeIndex`` for the kit's views, which report an assigned type as their
    /// `appearanceType`: a getter, so that the walks' own accesses to the stored property stay
    /// within the module, where they need no dynamic exclusivity check.
    package var assignedTypeIndex: Int32 { typeIndex }

    /// Makes `style` the node's style. (The previous style may be freed by this.)
    func setStyle(_ style: Unretained<ResolvedStyle>) {
        let owner = unsafe style.owner
        let previous = unsafe styleRef?.owner
        unsafe styleRef = unsafe style
        if unsafe previous?.address != owner.address {
            unsafe owner.nodeStartedUsing()
            unsafe previous?.nodeStoppedUsing()
        }
    }

    /// Whether the engine has resolved this node at least once.
    public var hasBeenResolved: Bool { style != nil }
}
