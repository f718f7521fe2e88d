/// The appearance system as a whole: registry-wide operations, and the entry points an adopter's
/// view tree calls.
///
/// ```swift
/// let saved = Appearance.snapshot()
/// Appearance.reset()                     // forget every proxy value
/// Appearance.restore(saved)
/// Appearance.batch {                     // many proxy changes, each view restyled once
///     Label.appearance().textColor = .white
///     Button.appearance().setTitleColor(.orange, for: .normal)
/// }
/// ```
@preconcurrency @MainActor
public enum Appearance {
    // MARK: - Registry

    /// Forgets every value of every proxy (R8). Views keep their values until they are
    /// resolved again: call ``reloadAll()`` to show un-themed UI.
    public static func reset() {
        // R8 (Rules.md): values are forgotten; views change only when they are resolved again.
        ProxyRegistry.current.resetAll()
    }

    /// Saves every proxy value (R8).
    public static func snapshot() -> AppearanceSnapshot {
        // R8 (Rules.md): every proxy's values, to bring a theme back after a reset.
        ProxyRegistry.current.snapshot()
    }

    /// Replaces every proxy value with those of `snapshot` (R8). Like proxy sets, this changes
    /// no view on screen until it is resolved again.
    public static func restore(_ snapshot: AppearanceSnapshot) {
        ProxyRegistry.current.restore(snapshot)
    }

    /// Restyles every view of every registered window in place (R7): proxy changes take effect,
    /// explicit values stay, values no proxy gives any more return to their pre-appearance values.
    ///
    /// - Complexity: O(views); views sharing a class and context share one resolved style.
    public static func reloadAll() {
        // Inside a scope's `record`, the scope restyles what it reaches when the closure returns.
        if ProxyRegistry.recordingScope != nil { return }
        // R7 (Rules.md): in place; explicit values stay, unstyled properties get their old values.
        for root in AppearanceEngine.shared.liveRoots { AppearanceEngine.shared.walker.walk(root, mode: .reload) }
    }

    /// Runs `changes` (proxy sets, ``reset()``, ``restore(_:)``), then restyles every window once.
    public static func batch<Result>(_ changes: () throws -> Result) rethrows -> Result {
        let result = try changes()
        reloadAll()
        return result
    }

    /// Compiles the current proxy values into the rule index now: rules by target class, and
    /// for every class the engine knows the candidates of its whole class chain in precedence
    /// order. A browser builds its rule set when a stylesheet loads; this is the same step.
    ///
    /// Optional: the index is otherwise built by the first resolution after a proxy change, so
    /// call it where that cost is better paid (after applying a theme, before a window opens).
    /// The caches that depend on where views sit (matched containment rules, resolved styles)
    /// still fill as views are resolved.
    ///
    /// ```swift
    /// try ThemeLoader().load(contentsOf: url).apply()
    /// Appearance.prepare()          // the next window's views only match and apply
    /// ```
    public static func prepare() {
        RuleIndexCache.shared.index.prepareEntries()
    }

    /// The number of proxies that have recorded at least one value.
    public static var activeProxyCount: Int {
        ProxyRegistry.current.records.values.filter { !$0.values.isEmpty }.count
    }

    // MARK: - Proxies by appearance type

    /// The proxy for `type` (which may be defined at run time), typed by the Swift class of its
    /// instances. Class methods such as `Label.appearance()` call this.
    ///
    /// - Parameters:
    ///   - type: The target class.
    ///   - swiftClass: The Swift class of the target's instances (or a superclass of it).
    ///   - containers: Containers, innermost first; empty for no containment.
    ///   - traits: Required traits, or `nil` for a trait-free proxy.
    ///   - styleClass: A required style class, or `nil`.
    ///   - file: The file ID of the call, which values set through the proxy record as their
    ///     ``AppearanceSourceLocation``; leave the default.
    ///   - line: The line of the call; leave the default.
    public static func proxy<Target: AnyObject>(
        for type: AppearanceType, as swiftClass: Target.Type,
        whenContainedIn containers: [AppearanceType] = [], traits: TraitCollection? = nil, styleClass: String? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> AppearanceProxy<Target> {
        // R1 (Rules.md): one proxy per target, container list, traits and style class.
        let key = ProxyKey(target: type.index, containers: containers.map(\.index), traits: traits, styleClass: styleClass)
        return ProxyRegistry.current.proxy(for: key, as: swiftClass, at: AppearanceSourceLocation(fileID: file, line: line))
    }

    // MARK: - Adopting the engine

    /// Resolves `node` and its whole subtree and applies the values in place. Call it when a
    /// subtree enters a window (before `didMoveToWindow`-like callbacks) and when a node moves
    /// inside a window (R3).
    public static func resolve(_ node: any AppearanceNode) {
        // R3 (Rules.md): on entering a window and on every move inside one.
        AppearanceEngine.shared.walker.walk(node, mode: .enter)
    }

    /// ``resolve(_:)``, listing in `log`, in order, the nodes the walk visits that the log
    /// accepts (an adopter's filter sees each node as the walk reaches it: the kit asks for the
    /// memory of the views it will reach next).
    package static func resolve(_ node: any AppearanceNode, loggingVisitsIn log: AppearanceVisitLog) {
        AppearanceEngine.shared.walker.walk(node, mode: .enter, log: log)
    }

    /// Re-resolves the subtree of `node` after its traits changed (R6). Nodes whose classes have
    /// no trait proxy are skipped when their style is current.
    public static func traitsDidChange(in node: any AppearanceNode) {
        AppearanceEngine.shared.walker.walk(node, mode: .traits)
    }

    /// ``traitsDidChange(in:)``, listing in `log`, in order, the nodes the walk visits that the
    /// log accepts (for an adopter that tells its nodes about the change next, as the kit does).
    package static func traitsDidChange(in node: any AppearanceNode, loggingVisitsIn log: AppearanceVisitLog) {
        AppearanceEngine.shared.walker.walk(node, mode: .traits, log: log)
    }

    /// Resolves the subtree of `node` again and writes every value, even unchanged ones.
    public static func reload(_ node: any AppearanceNode) {
        AppearanceEngine.shared.walker.walk(node, mode: .reload)
    }

    /// Registers a window-like root so that ``reloadAll()`` reaches it. Held weakly.
    public static func registerRoot(_ root: any AppearanceNode) {
        AppearanceEngine.shared.register(root: root)
    }

    /// Stops ``reloadAll()`` from reaching `root`.
    public static func unregisterRoot(_ root: any AppearanceNode) {
        AppearanceEngine.shared.unregister(root: root)
    }

    /// Names a property for explanations, the command-line tool and theme files.
    ///
    /// ```swift
    /// Appearance.registerName("textColor", for: \Label.textColor)
    /// ```
    public static func registerName<Root: AnyObject, Value>(_ name: String, for keyPath: ReferenceWritableKeyPath<Root, Value>) {
        let table = ProxyRegistry.shared.properties
        let index = table.index(of: keyPath)
        table.info(index).name = name
    }
}

extension Appearance {
    /// Which containment proxy wins when several match a view; see ``ContainmentPolicy``.
    ///
    /// Changing it changes no view on screen until it is resolved again (call ``reloadAll()``).
    public static var containmentPolicy: ContainmentPolicy {
        get { ContainmentPolicy.current }
        set {
            guard newValue != ContainmentPolicy.current else { return }
            ContainmentPolicy.current = newValue
            ProxyRegistry.shared.invalidateResolution()
        }
    }
}
