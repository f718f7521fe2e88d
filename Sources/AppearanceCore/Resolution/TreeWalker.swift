/// Walks a subtree top-down, resolving each node's style and applying it in place (R3, R6, R7).
///
/// Containers are kept on a stack with a cumulative ancestor filter, so a containment
/// candidate whose classes are absent is rejected with one mask test. Styles are shared: nodes
/// with the same concrete class, style classes, traits and matched containment rules get one
/// object, so a node costs a few lookups and its property stores.
@MainActor
final class TreeWalker {
    enum Mode {
        /// Nodes entered a window or moved: resolve all, apply what changed.
        case enter
        /// Traits changed: skip nodes whose classes have no trait proxy and whose style is current.
        case traits
        /// Reload: resolve all and write every value again.
        case reload
    }

    private var stack: ContiguousArray<Int32> = []
    private var filters: ContiguousArray<UInt64> = [0]
    private var matches: ContiguousArray<UInt64> = []
    private var key: [UInt32] = []
    private var mode = Mode.enter
    private var engine: AppearanceEngine { .shared }

    /// Resolves `root` and its subtree; `root` sits wherever its containers put it.
    func walk(_ root: any AppearanceNode, mode: Mode) {
        self.mode = mode
        stack.removeAll(keepingCapacity: true)
        filters.removeAll(keepingCapacity: true)
        filters.append(0)
        var chain: [any AppearanceContainer] = []
        var current = root.appearanceContainer
        while let container = current {
            chain.append(container)
            current = container.appearanceContainer
        }
        var traits = TraitInterner.empty
        for container in chain.reversed() { traits = push(container, traits: traits) }
        visit(root, parentTraits: traits)
    }

    /// The traits, ancestors and style of `node` as a fresh walk would see them (for explain).
    func context(of node: any AppearanceNode) -> (ancestors: ContiguousArray<Int32>, traits: Int32) {
        var chain: [any AppearanceContainer] = []
        var current = node.appearanceContainer
        while let container = current {
            chain.append(container)
            current = container.appearanceContainer
        }
        var traits = TraitInterner.empty
        var ancestors: ContiguousArray<Int32> = []
        for container in chain.reversed() {
            ancestors.append(container.appearanceType.index)
            let overrides = container.appearanceTraitOverrides
            if !overrides.isEmpty { traits = engine.traits.id(merging: overrides, over: traits) }
        }
        let overrides = node.appearanceTraitOverrides
        if !overrides.isEmpty { traits = engine.traits.id(merging: overrides, over: traits) }
        return (ancestors, traits)
    }

    @inline(__always)
    private func push(_ container: any AppearanceContainer, traits: Int32) -> Int32 {
        let type = (container as? any AppearanceNode).map(typeIndex) ?? container.appearanceType.index
        stack.append(type)
        filters.append(filters[filters.count - 1] | TypeTable.shared.infos[Int(type)].mask)
        let overrides = container.appearanceTraitOverrides
        return overrides.isEmpty ? traits : engine.traits.id(merging: overrides, over: traits)
    }

    @inline(__always)
    private func pop(_ count: Int = 1) {
        stack.removeLast(count)
        filters.removeLast(count)
    }

    @inline(__always)
    private func typeIndex(_ node: any AppearanceNode) -> Int32 {
        let state = node.appearanceState
        if state.typeIndex < 0 { state.typeIndex = node.appearanceType.index }
        return state.typeIndex
    }

    private func visit(_ node: any AppearanceNode, parentTraits: Int32) {
        let state = node.appearanceState
        let type = typeIndex(node)
        let overrides = node.appearanceTraitOverrides
        let traits = overrides.isEmpty ? parentTraits : engine.traits.id(merging: overrides, over: parentTraits)
        let classes = node.appearanceStyleClasses
        let index = engine.index
        let entry = index.entry(type: type, styleClasses: engine.styleClasses.id(of: classes), classNames: engine.styleClasses)
        if !(mode == .traits && !entry.traitDependent && state.generation == engine.generation) {
            let style = resolve(index.traitsEntry(entry, traits: traits, interner: engine.traits))
            apply(style, to: node, state: state, force: mode == .reload)
        }

        stack.append(type)
        filters.append(filters[filters.count - 1] | TypeTable.shared.infos[Int(type)].mask)
        node.forEachAppearanceChild { child in
            // Containers between a child and this node (a view controller) join the chain.
            var between: [any AppearanceContainer] = []
            var current = child.appearanceContainer
            while let container = current, container !== node {
                between.append(container)
                current = container.appearanceContainer
            }
            var childTraits = traits
            for container in between.reversed() { childTraits = push(container, traits: childTraits) }
            visit(child, parentTraits: childTraits)
            if !between.isEmpty { pop(between.count) }
        }
        pop()
    }

    /// Matches the containment candidates against the ancestor stack and finds the shared style.
    private func resolve(_ entry: RuleIndex.TraitsEntry) -> ResolvedStyle {
        let candidates = entry.containment
        if candidates.isEmpty { return entry.plainStyle }
        let filter = filters[filters.count - 1]
        matches.removeAll(keepingCapacity: true)
        for position in candidates.indices {
            let candidate = candidates[position]
            if candidate.mask & ~filter != 0 { continue }
            guard let anchor = Self.anchor(of: candidate.containers, in: stack) else { continue }
            matches.append(UInt64(anchor) << 48 | UInt64(UInt32(candidate.rank)) << 32 | UInt64(position))
        }
        if matches.isEmpty { return entry.plainStyle }
        insertionSort(&matches)
        // The style depends only on the order of matched candidates and on which of them tie
        // (same anchor and rank, so recording order decides): that is the cache key.
        key.removeAll(keepingCapacity: true)
        var previous: UInt64 = .max
        for match in matches {
            let tie: UInt32 = (match >> 32) == (previous >> 32) ? 1 << 31 : 0
            key.append(UInt32(truncatingIfNeeded: match) | tie)
            previous = match
        }
        if let style = entry.styles[key] { return style }
        var matched = entry.plainMatched
        for match in matches {
            let candidate = candidates[Int(UInt32(truncatingIfNeeded: match))]
            matched.append((RulePrecedence(anchor: Int(match >> 48), candidate.part), candidate.record))
        }
        let style = ResolvedStyle.compose(matched)
        entry.styles[key] = style
        return style
    }

    /// Greedy match from the innermost ancestor outward; returns how many steps up the
    /// outermost container was found (R4.2), or nil.
    @inline(__always)
    static func anchor(of containers: ContiguousArray<Int32>, in stack: ContiguousArray<Int32>) -> Int? {
        let types = TypeTable.shared
        var needed = 0
        var position = stack.count - 1
        while position >= 0 {
            if types.isKind(stack[position], of: containers[needed]) {
                needed += 1
                if needed == containers.count { return stack.count - position }
            }
            position -= 1
        }
        return nil
    }

    private func insertionSort(_ values: inout ContiguousArray<UInt64>) {
        guard values.count > 1 else { return }
        for i in 1..<values.count {
            let value = values[i]
            var j = i - 1
            while j >= 0, values[j] > value {
                values[j + 1] = values[j]
                j -= 1
            }
            values[j + 1] = value
        }
    }

    // MARK: - Applying

    /// Writes `style` into `node` in place: values the new style no longer has go back to their
    /// pre-appearance values first (R7), then every value is written in application order.
    func apply(_ style: ResolvedStyle, to node: AnyObject, state: AppearanceNodeState, force: Bool) {
        defer { state.generation = engine.generation }
        let old = state.style
        if old === style && !force { return }
        let saved = StyledContext.mode
        defer { StyledContext.mode = saved }
        let properties = PropertyTable.shared
        if let old {
            StyledContext.mode = .unstyle
            for entry in old.entries where !style.contains(entry.property) {
                withdraw(entry, from: node, state: state, info: properties.infos[Int(entry.property)])
            }
        }
        StyledContext.mode = .appearance
        for entry in style.entries {
            write(entry, to: node, state: state, info: properties.infos[Int(entry.property)])
        }
        state.style = style
    }

    @inline(__always)
    private func write(_ entry: ResolvedStyle.Entry, to node: AnyObject, state: AppearanceNodeState, info: PropertyTable.Info) {
        switch info.kind {
        case .styled:
            info.set(node, entry.box)
        case .plain:
            if state.originals?[entry.property] == nil { state.originals = (state.originals ?? [:]).merging([entry.property: info.get(node)]) { a, _ in a } }
            info.set(node, entry.box)
        case .unknown:
            let original = info.get(node)
            StyledContext.reached = false
            info.set(node, entry.box)
            if StyledContext.reached {
                info.kind = .styled
            } else {
                info.kind = .plain
                state.originals = (state.originals ?? [:]).merging([entry.property: original]) { a, _ in a }
            }
        }
    }

    private func withdraw(_ entry: ResolvedStyle.Entry, from node: AnyObject, state: AppearanceNodeState, info: PropertyTable.Info) {
        if info.kind == .plain {
            guard let original = state.originals?.removeValue(forKey: entry.property) else { return }
            info.set(node, original)
        } else {
            info.set(node, entry.box)
        }
    }
}
