extension AppearanceNode {
    /// The node's type: the one ``Appearance/assignType(_:to:)`` gave it, else its dynamic
    /// Swift class.
    ///
    /// Nodes read it from their bookkeeping, where the engine keeps the type it matched the
    /// node as; a node of a class that declares its own `appearanceType` is left to that.
    public var appearanceType: AppearanceType {
        // The engine caches the type of every node it resolved here, so the cached row is the
        // class's own type unless an assignment put another there.
        let index = appearanceState.typeIndex
        return index >= 0 ? AppearanceType(index: index) : .of(type(of: self))
    }
}
