/// Walks a subtree top-down, resolving each node's style and applying it in place (R3, R6, R7).
///
/// The walker is the traversal: it visits each node before its children, by recursion down to
/// ``recursionDepth`` levels and on the heap below, and keeps what it reads through adopters'
/// child lists alive until its last queued write (``WalkLifetime``). Each part of the work per
/// node is a type of its own, which the walker owns and keeps in step:
///
/// - ``ContainerStack``: the containers above the node, with the filters, rows and contexts
///   that matching reads;
/// - ``ScopeStack``: the scopes and islands in force (R11, R12), each scope's ``ScopeLayer``
///   following the container stack;
/// - ``StyleMatcher``: the node's entry, match and style under the walk's rule index;
/// - ``StyleWriter``: the style written into the node, now or queued.
///
/// A node costs a few lookups and the stores of the values that changed: siblings of one class
/// reuse a match outright, and a trait change reuses each node's match and only picks the style
/// for the new traits.
@MainActor
@safe final class TreeWalker {
    enum Mode {
        // R3 (Rules.md): values arrive as a subtree enters a window, and again after a move.
        /// Nodes entered a window or moved: resolve all, apply what changed.
        case enter
        // R6 (Rules.md): a trait change resolves the subtree again, in place (R7).
        /// Traits changed: skip nodes whose classes have no trait proxy and whose style is current.
        case traits
        // R7 (Rules.md): reloads restyle in place; values no longer styled go back.
        /// Reload: resolve all and write every value again.
        case reload
    }

    // The parts. The two stacks, read for every node, are values kept in place (their
    // exclusivity rule: main-actor walk state, accessed one access at a time, none spanning a
    // call back into the walker, so the walk skips Swift's dynamic checks); the matcher and the
    // writer are final classes held in strong `let`s (loading them costs no reference
    // counting). Their members called per node are inlined here.
    /// The containers above the node being visited.
    @safe @exclusivity(unchecked) private var containers = ContainerStack()
    /// The scopes and islands in force where the walk is.
    @safe @exclusivity(unchecked) private var scopes = ScopeStack()
    /// Finds each node's style.
    private let matcher = StyleMatcher()
    /// Writes each node's style.
    private let writer = StyleWriter()

    private var mode = Mode.enter
    private var walking = false
    /// The index and rules generation the walk resolves under.
    private var index: RuleIndex? {
        didSet { unsafe indexRef = unsafe index.map(Unretained.init) }
    }
    /// `index`, for use without reference counting (see Caches/RuleIndex+Unretained.swift).
    private var indexRef: Unretained<RuleIndex>?
    private var generation: UInt64 = 0
    /// The rules and the caches built from them; a walk re-checks the registry's generation
    /// per node (a setter may record proxy values). Strong `let`s: loading them costs no
    /// reference counting.
    private let registry = ProxyRegistry.shared
    private let caches = RuleIndexCache.shared

    init() {}

    /// Resolves `root` and its subtree; `root` sits wherever its containers put it. With a
    /// `log`, lists the visited nodes it accepts, in order.
    func walk(_ root: any AppearanceNode, mode: Mode, log: AppearanceVisitLog? = nil) {
        // A walk started by code a walk runs (a setter, a child list) gets its own state.
        if walking {
            TreeWalker().walk(root, mode: mode, log: log)
            return
        }
        walking = true
        defer {
            walking = false
            containers.endWalk()
            index = nil
        }
        self.mode = mode
        refreshIndex()
        unsafe containers.startWalk(index: indexRef!)
        let chain = ContainerStack.containers(above: root)
        var traits = TraitInterner.empty
        var activated = 0
        let scopesExist = AppearanceScoping.liveCount > 0
        for container in chain {
            // R11, R12: the scopes and islands above the walk's root are in force below it.
            if scopesExist, let scoping = (container as? any AppearanceNode)?.appearanceState.scoping,
                scopes.activate(scoping, over: containers)
            {
                activated += 1
            }
            traits = push(container, traits: traits)
        }
        // The lists the walk reads stay alive until its last queued value is written.
        WalkLifetime.begin()
        visit(root, parentTraits: traits, depth: 0, log: log, logEntry: -1)
        pop(chain.count)
        for _ in 0..<activated { scopes.deactivate() }
        writer.flush()
        WalkLifetime.end()
        // Key paths found to be one property during the walk: the next resolution indexes the
        // rules under their canonical properties (this walk's results are correct, only split).
        if registry.properties.canonicalChanged {
            registry.properties.canonicalChanged = false
            registry.invalidateResolution()
        }
        root.appearanceDidStyleSubtree()
    }

    /// Writes `style` into `node` in place, at once (see ``StyleWriter/apply(_:to:state:force:generation:buffered:listed:)``).
    func apply(_ style: ResolvedStyle, to node: AnyObject, state: AppearanceNodeState, force: Bool) {
        unsafe writer.apply(
            Unretained(style), to: node, state: state, force: force,
            generation: ProxyRegistry.shared.generation, buffered: false, listed: false)
    }

    // MARK: - Keeping the parts in step

    /// Pushes `container` (one above the walk's root, or between a node and its child) on the
    /// stack; returns the traits below it.
    private func push(_ container: any AppearanceContainer, traits: Int32) -> Int32 {
        let type = (container as? any AppearanceNode).map(typeIndex) ?? container.appearanceType.index
        let classes = container.appearanceStyleClasses
        push(type, styleClasses: classes.isEmpty ? 0 : caches.styleClasses.id(of: classes))
        let overrides = container.appearanceTraitOverrides
        return overrides.isEmpty ? traits : caches.traits.id(merging: overrides, over: traits)
    }

    /// Pushes a container of `type` carrying the style-class set `styleClasses` (0: none) on
    /// the stack and on the layers of the scopes in force.
    @inline(__always)
    private func push(_ type: Int32, styleClasses: Int32) {
        containers.push(type, styleClasses: styleClasses)
        // The flag is asked here, and the container's classes found again for the layers: the
        // layers' loop, even inlined, is not for every node.
        if scopes.hasLayers {
            let position = containers.count - 1
            scopes.push(type, classTypes: containers.classTypes(at: position), position: position)
        }
    }

    @inline(__always)
    private func pop(_ count: Int = 1) {
        containers.pop(count)
        if scopes.hasLayers { scopes.pop(count) }
    }

    @inline(__always)
    private func typeIndex(_ node: any AppearanceNode) -> Int32 {
        let state = node.appearanceState
        if state.typeIndex < 0 { state.typeIndex = node.appearanceType.index }
        return state.typeIndex
    }

    /// The rule index of the current rules; a change in the middle of a walk (a setter that sets
    /// proxy values) is picked up at the next node.
    @inline(__always)
    private func refreshIndex() {
        if index != nil, generation == registry.generation { return }
        // Queued writes point into the old index's styles.
        let changed = index != nil
        if changed { writer.flush() }
        index = caches.index
        generation = registry.generation
        if changed { unsafe containers.rulesChanged(index: indexRef!) }
    }

    /// Brings the node's own scope or island into force (for it and its subtree: returns
    /// whether there was one, to undo after the subtree), then resolves the node and applies
    /// its style (see ``StyleMatcher/scopedStyle(type:classSet:traits:below:globalRulesReach:layers:index:)``).
    // Kept out of line: inlined into the visit, it would cost every node outside scopes
    // (registers, a larger frame), not only scoped ones.
    @inline(never)
    private func resolveScoped(
        _ node: any AppearanceNode, state: AppearanceNodeState, type: Int32, classSet: Int32, traits: Int32, listed: Bool
    ) -> Bool {
        let activated = state.scoping.map { scopes.activate($0, over: containers) } ?? false
        refreshIndex()
        let style = unsafe matcher.scopedStyle(
            type: type, classSet: classSet, traits: traits, below: containers.top, globalRulesReach: scopes.globalRulesReach,
            layers: scopes.layers, index: indexRef!)
        unsafe state.match = nil
        unsafe writer.apply(style, to: node, state: state, force: mode == .reload, generation: generation, listed: listed)
        return activated
    }

    // MARK: - Visiting

    /// How many levels a walk descends by recursion before it keeps its work on the heap.
    ///
    /// Recursion is the fast path (children are borrowed from the adopter's child list, no
    /// reference counting, no bookkeeping), and real view trees are a few dozen levels deep.
    /// Below this depth a subtree is walked with an explicit stack, so a tree of any depth
    /// needs bounded call-stack space (a chain of 17,000 views overflowed a walk that recursed
    /// all the way).
    static let recursionDepth = 64

    /// Resolves `node` and its subtree by recursion, `depth` levels below the walk's root;
    /// with a `log`, `logEntry` is its entry of the node this one is visited from (-1: none,
    /// this is the root; -2: that node was not logged, so neither is this one).
    private func visit(_ node: any AppearanceNode, parentTraits: Int32, depth: Int, log: AppearanceVisitLog?, logEntry: Int32) {
        let entry = log?.append(node, parent: logEntry) ?? -2
        let (type, classSet, traits, activated) = resolve(node, parentTraits: parentTraits)
        // The node joins the container stack when its first child is visited.
        var pushed = false
        let direct = Swift.type(of: node).appearanceChildrenAreDirectlyContained
        node.forEachAppearanceChild { child in
            if !pushed {
                push(type, styleClasses: classSet)
                pushed = true
            }
            guard !direct, !child.appearanceIsDirectlyContained(in: node),
                let between = ContainerStack.containers(between: child, and: node)
            else {
                visitChild(child, parentTraits: traits, depth: depth + 1, log: log, logEntry: entry)
                return
            }
            var childTraits = traits
            for container in between.reversed() { childTraits = push(container, traits: childTraits) }
            visitChild(child, parentTraits: childTraits, depth: depth + 1, log: log, logEntry: entry)
            pop(between.count)
        }
        if pushed { pop() }
        if activated { scopes.deactivate() }
    }

    @inline(__always)
    private func visitChild(
        _ child: any AppearanceNode, parentTraits: Int32, depth: Int, log: AppearanceVisitLog?, logEntry: Int32
    ) {
        if depth < Self.recursionDepth {
            visit(child, parentTraits: parentTraits, depth: depth, log: log, logEntry: logEntry)
        } else {
            visitIteratively(child, parentTraits: parentTraits, log: log, logEntry: logEntry)
        }
    }

    /// Work left in a walk below ``recursionDepth``.
    private enum Step {
        /// Resolve a node whose containers are on the stack, then schedule its children
        /// (`logEntry`: the visit log's entry of the node it is visited from).
        case visit(any AppearanceNode, parentTraits: Int32, logEntry: Int32)
        /// Push the containers between a node and its child (innermost first, as
        /// ``ContainerStack/containers(between:and:)`` lists them), then visit the child and pop them after
        /// its subtree.
        case visitThrough([any AppearanceContainer], child: any AppearanceNode, parentTraits: Int32, logEntry: Int32)
        /// Pop this many containers: a subtree is done.
        case pop(Int)
        /// Undo a scope or island met at the node whose subtree is done.
        case deactivate
    }

    /// Resolves `root` and its subtree in document order (each node before its children,
    /// children in order) with the work on the heap: constant call-stack space at any depth.
    private func visitIteratively(_ root: any AppearanceNode, parentTraits: Int32, log: AppearanceVisitLog?, logEntry: Int32) {
        var steps: [Step] = [.visit(root, parentTraits: parentTraits, logEntry: logEntry)]
        while let step = steps.popLast() {
            switch step {
            case .pop(let count):
                pop(count)
            case .deactivate:
                scopes.deactivate()
            case .visitThrough(let between, let child, var traits, let logEntry):
                for container in between.reversed() { traits = push(container, traits: traits) }
                steps.append(.pop(between.count))
                steps.append(.visit(child, parentTraits: traits, logEntry: logEntry))
            case .visit(let node, let parentTraits, let logEntry):
                let entry = log?.append(node, parent: logEntry) ?? -2
                let (type, classSet, traits, activated) = resolve(node, parentTraits: parentTraits)
                if activated { steps.append(.deactivate) }
                let first = steps.count
                let direct = Swift.type(of: node).appearanceChildrenAreDirectlyContained
                node.forEachAppearanceChild { child in
                    if steps.count == first {
                        push(type, styleClasses: classSet)
                        steps.append(.pop(1))
                    }
                    guard !direct, !child.appearanceIsDirectlyContained(in: node),
                        let between = ContainerStack.containers(between: child, and: node)
                    else {
                        steps.append(.visit(child, parentTraits: traits, logEntry: entry))
                        return
                    }
                    steps.append(.visitThrough(between, child: child, parentTraits: traits, logEntry: entry))
                }
                // The children were appended first to last; the walk takes steps from the end.
                if steps.count > first + 2 { steps[(first + 1)...].reverse() }
            }
        }
    }

    /// Resolves one node whose containers are on the stack and applies its style; returns
    /// what its children need: its type, style-class set and effective traits.
    ///
    /// Asked first, before anything the walk calls can name another child: whether the node is
    /// the child an adopter is yielding from a list that keeps it alive until the walk ends,
    /// and its state if the adopter named it (see ``WalkLifetime``). A listed node's state is
    /// used without a counted reference, and its values are queued without one.
    @inline(__always)
    private func resolve(
        _ node: any AppearanceNode, parentTraits: Int32
    ) -> (type: Int32, classSet: Int32, traits: Int32, activated: Bool) {
        let listed = WalkLifetime.isListedChild(node)
        let stateAddress = listed ? WalkLifetime.listedState : 0
        if stateAddress != 0 {
            return unsafe Unretained<AppearanceNodeState>(address: stateAddress).with { state in
                resolve(node, state: state, parentTraits: parentTraits, listed: true)
            }
        }
        return resolve(node, state: node.appearanceState, parentTraits: parentTraits, listed: listed)
    }

    /// ``resolve(_:parentTraits:)`` with the node's state in hand; `listed`: the node stays alive
    /// until the walk ends.
    @inline(__always)
    private func resolve(
        _ node: any AppearanceNode, state: AppearanceNodeState, parentTraits: Int32, listed: Bool
    ) -> (type: Int32, classSet: Int32, traits: Int32, activated: Bool) {
        var type = state.typeIndex
        if type < 0 {
            type = node.appearanceType.index
            state.typeIndex = type
        }
        var traits = parentTraits
        var classSet: Int32 = 0
        // Most nodes have neither list: one question instead of two lists read.
        if node.appearanceHasTraitOverridesOrStyleClasses {
            // R6 (Rules.md): a node's traits are its containers' with its own overrides on top.
            let overrides = node.appearanceTraitOverrides
            if !overrides.isEmpty { traits = caches.traits.id(merging: overrides, over: parentTraits) }
            // R4.4 (Rules.md): style classes select targets like classes do.
            let classes = node.appearanceStyleClasses
            if !classes.isEmpty { classSet = caches.styleClasses.id(of: classes) }
        }
        // R11, R12 (Rules.md): inside a scope or an island, or at one, the node takes the
        // scoped path (one test here for every other node).
        if scopes.scoped || state.scoping != nil {
            let activated = resolveScoped(node, state: state, type: type, classSet: classSet, traits: traits, listed: listed)
            return (type, classSet, traits, activated)
        }
        refreshIndex()
        let index = unsafe indexRef!
        let entry =
            unsafe classSet == 0
            ? index.entry(type: type) ?? matcher.makeEntry(type, classSet, in: index) : matcher.makeEntry(type, classSet, in: index)
        let context = containers.contexts.last
        let contextsValid = containers.contextsValid
        let force = mode == .reload
        if mode != .enter, contextsValid, state.generation == UInt32(truncatingIfNeeded: generation),
            state.context == UInt32(truncatingIfNeeded: context),
            let current = unsafe state.match, unsafe current.entryID == entry.id
        {
            // Still in the place the match was made: only the traits changed, or a reload.
            if unsafe entry.traitDependent || force {
                unsafe writer.apply(
                    StyleMatcher.style(for: current, traits: traits, in: index), to: node, state: state, force: force,
                    generation: generation, listed: listed)
            }
        } else {
            // Nodes with the same container types above them match the same candidates. (Written
            // out rather than through `StyleMatcher.match(_:of:context:cacheable:rows:width:filter:depth:)`: the gate
            // counted 0.5% more instructions per view through the helper.)
            let match: Unretained<ContainmentMatch>
            if contextsValid {
                if let known = unsafe index.cachedMatch(context: context, serial: entry.serial) {
                    unsafe match = unsafe known
                } else {
                    unsafe match = unsafe matcher.match(
                        entry, rows: containers.rows.buffer, width: containers.rowWidth, filter: containers.filters.last,
                        depth: Int32(containers.count))
                    unsafe index.cacheMatch(match, context: context, serial: entry.serial)
                }
            } else {
                unsafe match = unsafe matcher.match(
                    entry, rows: containers.rows.buffer, width: containers.rowWidth, filter: containers.filters.last,
                    depth: Int32(containers.count))
            }
            unsafe writer.apply(
                StyleMatcher.style(for: match, traits: traits, in: index), to: node, state: state, force: force,
                generation: generation, listed: listed)
            unsafe state.match = unsafe match
            state.context = UInt32(truncatingIfNeeded: context)
        }
        return (type, classSet, traits, false)
    }
}
