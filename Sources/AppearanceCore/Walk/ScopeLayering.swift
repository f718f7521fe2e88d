/// What a user of ``ScopeLayering`` keeps for each scope in force: the walk a ``ScopeLayer``
/// (the scope's index with its numbering of the container stack), an explanation the scope alone.
@MainActor
protocol ScopeLayeringMember {
    /// The scope whose rules these are: a scope is in force once at a time (R11).
    var scope: AppearanceScope { get }
}

// R11, R12 (Rules.md): scopes and islands.
/// Which rule sets reach the node a walk or an explanation is at: the global rules unless an
/// island is on the node's path, then each scope attached on the path below the last island,
/// farthest first (nearer scopes apply later), a scope met again counting once, as the nearest.
///
/// The one owner of these rules, so that an explanation lists the rule sets the walk applies:
/// the walk's ``ScopeStack`` brings each node's scoping into force on the way down and undoes
/// it after the node's subtree; an explanation (``Explainer``) brings in those on one node's
/// path, from the top. `Layer` is what each of them keeps per scope in force.
@MainActor
struct ScopeLayering<Layer: ScopeLayeringMember> {
    /// The scopes in force, outermost first.
    private(set) var layers: [Layer] = []
    /// Whether the global rules reach (false below an island).
    private(set) var globalRulesReach = true
    /// What each scoping brought into force changed, to undo after its subtree.
    private var activations: [Activation] = []

    private struct Activation {
        /// The layers as they were, when an island hid them or a scope met again moved its
        /// layer innermost; `nil` when only a layer was added.
        let previous: [Layer]?
        let globalRulesReached: Bool
        /// Whether a layer was added (a scope already in force is not added twice).
        let addedLayer: Bool
    }

    /// Brings `scoping`, a node's, into force for the node and its subtree: an island hides the
    /// global rules and the layers above it (R12), a scope adds its layer, made by `makeLayer`,
    /// or moves its layer innermost if it is in force already (R11). Returns whether anything
    /// changed, to undo with ``deactivate()`` after the subtree.
    ///
    /// `hiding` is told what an island hides, before it does (explanations list what an
    /// island keeps out): whether the global rules reached, and the layers in force.
    @discardableResult
    mutating func activate(
        _ scoping: AppearanceScoping, makeLayer: (AppearanceScope) -> Layer,
        hiding: (_ globalRules: Bool, _ layers: [Layer]) -> Void = { _, _ in }
    ) -> Bool {
        guard scoping.isActive else { return false }
        var previous: [Layer]?
        let reached = globalRulesReach
        if scoping.isolates {
            hiding(reached, layers)
            previous = layers
            layers = []
            globalRulesReach = false
        }
        var added = false
        if let scope = scoping.scope {
            if let existing = layers.firstIndex(where: { $0.scope === scope }) {
                // A scope met again is in force once, as the nearest (R11).
                if existing != layers.count - 1 {
                    previous = previous ?? layers
                    layers.append(layers.remove(at: existing))
                }
            } else {
                let layer = makeLayer(scope)
                layers.append(layer)
                added = true
            }
        }
        activations.append(Activation(previous: previous, globalRulesReached: reached, addedLayer: added))
        return true
    }

    /// Undoes the latest ``activate(_:makeLayer:hiding:)`` that returned `true`.
    mutating func deactivate() {
        let activation = activations.removeLast()
        if activation.addedLayer { layers.removeLast() }
        if let previous = activation.previous { layers = previous }
        globalRulesReach = activation.globalRulesReached
    }
}
