extension Appearance {
    /// Attaches `scope` to `node`, replacing the scope it had (`nil` detaches): the scope's
    /// rules apply to `node` and its subtree (R11). When `node` is in a registered window, its
    /// subtree is restyled in place at once: values no rule gives any more are withdrawn.
    ///
    /// AppearanceKit's views expose this as `view.appearanceScope`.
    public static func attach(_ scope: AppearanceScope?, to node: any AppearanceNode) {
        let state = node.appearanceState
        let previous = state.scoping?.scope
        guard previous !== scope else { return }
        previous?.detached(from: node)
        scope?.attached(to: node)
        updateScoping(of: node) { $0.scope = scope }
    }

    /// The scope attached to `node`, if any.
    public static func scope(of node: any AppearanceNode) -> AppearanceScope? {
        node.appearanceState.scoping?.scope
    }

    /// Makes `node` an island, or stops it being one (R12): global rules and the scopes
    /// attached above it do not reach `node` or its subtree, which keep their kit defaults and
    /// explicit values; a scope attached to `node` or below it still applies. Restyles in place
    /// as ``attach(_:to:)`` does.
    ///
    /// AppearanceKit's views expose this as `view.isolatesAppearance`.
    public static func setIsolatesAppearance(_ isolates: Bool, for node: any AppearanceNode) {
        guard isolatesAppearance(node) != isolates else { return }
        updateScoping(of: node) { $0.isolates = isolates }
    }

    /// Whether `node` is an island (R12).
    public static func isolatesAppearance(_ node: any AppearanceNode) -> Bool {
        node.appearanceState.scoping?.isolates ?? false
    }

    private static func updateScoping(of node: any AppearanceNode, _ change: (AppearanceScoping) -> Void) {
        let state = node.appearanceState
        let scoping = state.scoping ?? AppearanceScoping()
        change(scoping)
        // Nodes without a scope or island carry nothing: the walk's check stays one load.
        state.scoping = scoping.isActive ? scoping : nil
        // R11, R12 (Rules.md): attaching, replacing, detaching and isolating restyle in place.
        if AppearanceEngine.shared.isInLiveTree(node) {
            AppearanceEngine.shared.walker.walk(node, mode: .enter)
        }
    }
}
