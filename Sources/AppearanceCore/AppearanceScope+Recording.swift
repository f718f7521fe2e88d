// The scope's public recording API: recording restyles attached subtrees through the engine
// and lists rules through explanations, both layers above Scopes/ (LayerTests), so it lives
// with the module's entry points.
extension AppearanceScope {
    /// A scope holding the rules `rules` records.
    ///
    /// - Parameters:
    ///   - name: A name for explanations and tools.
    ///   - rules: Sets values through proxies (`Label.appearance().textColor = .white`); they
    ///     record into the new scope, not into the app's global rules.
    public convenience init(name: String? = nil, _ rules: () throws -> Void) rethrows {
        self.init(name: name)
        try recording(rules)
    }

    /// Records the values `rules` sets through proxies into this scope, then restyles, in place,
    /// every subtree in a window that the scope is attached to.
    ///
    /// Inside `rules`, ``Appearance/reset()``, ``Appearance/snapshot()`` and
    /// ``Appearance/restore(_:)`` act on this scope's rules, and ``Appearance/reloadAll()``
    /// waits until `rules` returns, so a theme's `apply` code records a scope unchanged.
    @discardableResult
    public func record<Result>(_ rules: () throws -> Result) rethrows -> Result {
        let result = try recording(rules)
        restyleAttachedSubtrees()
        return result
    }

    /// Forgets every rule of the scope and restyles the subtrees it is attached to.
    public func reset() {
        record { Appearance.reset() }
    }

    /// The scope's rules, in recording order.
    public var recordedRules: [AppearanceRule] {
        Explainer.rules(of: registry, scope: self)
    }

    /// Walks every subtree in a window that the scope is attached to, in place.
    private func restyleAttachedSubtrees() {
        for node in attachedNodes where AppearanceEngine.shared.isInLiveTree(node) {
            AppearanceEngine.shared.walker.walk(node, mode: .enter)
        }
    }
}
