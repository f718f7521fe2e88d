// R11, R12 (Rules.md): scopes and islands.
/// The scopes and islands in force where a walk is: their layering (``ScopeLayering``, the
/// rules explanations share), each scope's ``ScopeLayer`` following the walk's container stack,
/// and the flags the walk reads for every node.
///
/// A walk brings a node's scoping into force when it reaches the node and undoes it after the
/// node's subtree. A value kept in place in one walker, on the main actor, as
/// ``ContainerStack`` is: the walk reads its flags at the walker's own offsets.
@MainActor
struct ScopeStack {
    /// Which scopes are in force, in what order, and whether the global rules reach.
    private var layering = ScopeLayering<ScopeLayer>()
    /// Whether a scope or an island is in force: nodes there take the walk's scoped path.
    private(set) var scoped = false
    /// Whether a scope is in force, as a flag: the container stack's pushes and pops ask it for
    /// every node.
    private(set) var hasLayers = false

    /// The layers of the scopes in force, outermost first.
    var layers: [ScopeLayer] { layering.layers }

    /// Whether the global rules reach (false below an island).
    var globalRulesReach: Bool { layering.globalRulesReach }

    /// Brings `scoping` into force for a walk whose stack is `containers`: a scope's new layer
    /// numbers the stack as it is (see ``ScopeLayering/activate(_:makeLayer:hiding:)``).
    /// Returns whether anything changed, to undo with ``deactivate()`` after the subtree.
    // Kept out of line, as `deactivate`: inlined into the walk's visit, they would cost every
    // node outside scopes (registers, a larger frame), not only scoped ones.
    @inline(never)
    mutating func activate(_ scoping: AppearanceScoping, over containers: ContainerStack) -> Bool {
        let activated = layering.activate(scoping) { ScopeLayer(scope: $0, containers: containers) }
        updateFlags()
        return activated
    }

    /// Undoes the latest ``activate(_:over:)`` that returned `true`.
    @inline(never)
    mutating func deactivate() {
        layering.deactivate()
        updateFlags()
    }

    private mutating func updateFlags() {
        hasLayers = !layering.layers.isEmpty
        scoped = hasLayers || !layering.globalRulesReach
    }

    /// Has every layer follow the walk's container stack pushing a container of `type` with
    /// the style classes `classTypes` at `position`. The walk calls it only when ``hasLayers``.
    func push(_ type: Int32, classTypes: ContiguousArray<Int32>, position: Int) {
        for layer in layering.layers { layer.push(type, classTypes: classTypes, position: position) }
    }

    /// Has every layer follow the walk's container stack popping `count` containers. The walk
    /// calls it only when ``hasLayers``.
    func pop(_ count: Int) {
        for layer in layering.layers { layer.pop(count) }
    }
}
