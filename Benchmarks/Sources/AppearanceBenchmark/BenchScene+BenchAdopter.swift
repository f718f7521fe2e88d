import AppearanceCore

// The outside adopter's path: the root carries the window's traits as overrides, and the tree
// is resolved, switched and reloaded through the engine's entry points, as a toolkit built on
// the core would call them.
extension BenchScene: BenchAdopter {
    /// `benchnode`.
    public var name: String { "benchnode" }

    /// Resolves the whole tree from its root (the root stands for the window).
    public func insert(_ tree: Tree) {
        Appearance.resolve(tree.root)
    }

    /// Sets the root's trait overrides to `state` and re-resolves the tree in place.
    public func setTraits(_ state: Workload.TraitState, in tree: Tree) {
        tree.root.traitOverrides = traits(state)
        Appearance.traitsDidChange(in: tree.root)
    }

    /// Reloads the tree in place.
    public func reload(_ tree: Tree) {
        Appearance.reload(tree.root)
    }
}
