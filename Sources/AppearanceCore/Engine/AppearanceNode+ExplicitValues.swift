extension AppearanceNode {
    /// Drops the value the app set on this instance, so the appearance value applies again (R9).
    ///
    /// ```swift
    /// label.textColor = .green                 // explicit: proxies leave it alone
    /// label.revertToAppearance(\.textColor)    // back to what the proxies give
    /// ```
    ///
    /// Outside a window the property returns to its initial value until the view is resolved.
    /// Works for ``Styled`` properties and for one axis value of ``AxisValues``.
    public func revertToAppearance<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>) {
        StyledContext.reached = false
        StyledContext.with(.revert) { self[keyPath: keyPath] = self[keyPath: keyPath] }
        // R9 (Rules.md): in a window the appearance value applies again at once.
        if let style = appearanceState.style {
            AppearanceEngine.shared.walker.apply(style, to: self, state: appearanceState, force: true)
        }
    }

    /// Whether the app set this property (or this axis value) on the instance, so that no
    /// proxy changes it. Always `false` for properties not declared with ``Styled``.
    public func hasExplicitValue<Value>(for keyPath: ReferenceWritableKeyPath<Self, Value>) -> Bool {
        let table = ProxyRegistry.shared.properties
        let index = table.index(of: keyPath)
        return table.info(index).probe(self).explicit
    }
}
