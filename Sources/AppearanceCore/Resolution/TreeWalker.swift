/// Walks a subtree top-down, resolving each node's style and applying it in place (R3, R6, R7).
///
/// The containers above the current node are kept on a stack together with
///
/// - a cumulative ancestor filter (a bit per type and supertype), so a containment candidate
///   whose classes are absent is rejected with one mask test;
/// - for every type, the stack position of the innermost container of that kind, with the
///   previous position saved on each push, so a candidate's greedy match (R4.2) costs one
///   lookup per container instead of a walk up the ancestors;
/// - a running hash of the container types, which tells whether a node is still where its
///   last match was made.
///
/// Styles are shared: nodes with the same concrete class, style classes, matched containment
/// rules and traits get one object (siblings of one class reuse the match outright), so a node
/// costs a few lookups and the stores of the values that changed. A trait change reuses each
/// node's match and only picks the style for the new traits.
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

    /// Types of the containers above the node being visited, outermost first.
    private let stack = Scratch<Int32>()
    /// Cumulative masks of `stack`, and running hashes of it: one element more than `stack`.
    private let filters = Scratch<UInt64>()
    private let contexts = Scratch<UInt64>()
    /// Per type index: the stack position of the innermost container of that kind, or -1.
    private let nearest = Scratch<Int32>()
    /// What each push changed in `nearest`: the type and its previous position; entries of
    /// stack position `p` start at `undoStart[p]`.
    private let undoTypes = Scratch<Int32>()
    private let undoPrevious = Scratch<Int32>()
    private let undoStart = Scratch<Int32>()
    private let matches = Scratch<UInt64>()
    private let key = Scratch<UInt32>()
    @exclusivity(unchecked) private var mode = Mode.enter
    @exclusivity(unchecked) private var walking = false
    /// The index and rules generation the walk resolves under.
    @exclusivity(unchecked) private var index: RuleIndex?
    @exclusivity(unchecked) private var generation: UInt64 = 0
    private var engine: AppearanceEngine { .shared }

    init() {
        filters.append(0)
        contexts.append(Self.rootContext)
    }

    /// Resolves `root` and its subtree; `root` sits wherever its containers put it.
    func walk(_ root: any AppearanceNode, mode: Mode) {
        // A walk started by code a walk runs (a setter, a child list) gets its own state.
        if walking {
            TreeWalker().walk(root, mode: mode)
            return
        }
        walking = true
        defer {
            walking = false
            index = nil
        }
        self.mode = mode
        var chain: [any AppearanceContainer] = []
        var current = root.appearanceContainer
        while let container = current {
            chain.append(container)
            current = container.appearanceContainer
        }
        var traits = TraitInterner.empty
        for container in chain.reversed() { traits = push(container, traits: traits) }
        var memo = SiblingMemo()
        visit(root, parentTraits: traits, memo: &memo)
        pop(chain.count)
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

    // MARK: - The container stack

    static let rootContext: UInt64 = 0x243F_6A88_85A3_08D3

    /// A 64-bit mix of `hash` and `value` (for context hashes and style keys).
    @inline(__always)
    static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
        var x = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
        x ^= x >> 32
        x &*= 0xD6E8_FEB8_6659_FD93
        return x ^ (x >> 29)
    }

    private func push(_ container: any AppearanceContainer, traits: Int32) -> Int32 {
        let type = (container as? any AppearanceNode).map(typeIndex) ?? container.appearanceType.index
        push(type)
        let overrides = container.appearanceTraitOverrides
        return overrides.isEmpty ? traits : engine.traits.id(merging: overrides, over: traits)
    }

    @inline(__always)
    private func push(_ type: Int32) {
        let types = TypeTable.shared
        let position = Int32(stack.count)
        stack.append(type)
        filters.append(filters.last | types.masks[Int(type)])
        contexts.append(Self.mix(contexts.last, UInt64(UInt32(bitPattern: type))))
        undoStart.append(Int32(undoTypes.count))
        if nearest.count < types.count { nearest.grow(to: types.count, filling: -1) }
        let end = Int(types.ancestryStart[Int(type) + 1])
        var item = Int(types.ancestryStart[Int(type)])
        while item < end {
            let kind = types.ancestryPool[item]
            undoTypes.append(kind)
            undoPrevious.append(nearest[Int(kind)])
            nearest[Int(kind)] = position
            item += 1
        }
    }

    @inline(__always)
    private func pop(_ count: Int = 1) {
        for _ in 0..<count {
            let start = Int(undoStart.last)
            var item = undoTypes.count - 1
            while item >= start {
                nearest[Int(undoTypes[item])] = undoPrevious[item]
                item -= 1
            }
            undoTypes.count = start
            undoPrevious.count = start
            undoStart.count -= 1
            stack.count -= 1
            filters.count -= 1
            contexts.count -= 1
        }
    }

    @inline(__always)
    private func typeIndex(_ node: any AppearanceNode) -> Int32 {
        let state = node.appearanceState
        if state.typeIndex < 0 { state.typeIndex = node.appearanceType.index }
        return state.typeIndex
    }

    // MARK: - Visiting

    /// The last sibling's entry and match: a sibling of the same class matches the same rules.
    private struct SiblingMemo {
        unowned(unsafe) var entry: RuleIndex.ConcreteEntry?
        var match: ContainmentMatch?
        var generation: UInt64 = 0
    }

    /// The rule index of the current rules; a change in the middle of a walk (a setter that sets
    /// proxy values) is picked up at the next node.
    @inline(__always)
    private func currentIndex() -> RuleIndex {
        let engine = engine
        if let index, generation == engine.generation { return index }
        let index = engine.index
        self.index = index
        generation = engine.generation
        return index
    }

    private func visit(_ node: any AppearanceNode, parentTraits: Int32, memo: inout SiblingMemo) {
        let engine = engine
        let state = node.appearanceState
        var type = state.typeIndex
        if type < 0 {
            type = node.appearanceType.index
            state.typeIndex = type
        }
        let overrides = node.appearanceTraitOverrides
        let traits = overrides.isEmpty ? parentTraits : engine.traits.id(merging: overrides, over: parentTraits)
        let classes = node.appearanceStyleClasses
        let index = currentIndex()
        let entry = index.entry(
            type: type, styleClasses: classes.isEmpty ? 0 : engine.styleClasses.id(of: classes),
            classNames: engine.styleClasses)
        let context = contexts.last
        if mode == .traits, state.generation == generation, state.context == context,
           let match = state.match, match.entry === entry {
            // Still in the place the match was made: only the traits changed.
            if entry.traitDependent {
                apply(index.style(for: match, traits: traits, interner: engine.traits), to: node, state: state, force: false)
            }
            memo = SiblingMemo(entry: entry, match: match, generation: generation)
        } else {
            let match: ContainmentMatch
            if let known = memo.match, memo.entry === entry, memo.generation == generation {
                match = known
            } else {
                match = self.match(entry)
                memo = SiblingMemo(entry: entry, match: match, generation: generation)
            }
            apply(index.style(for: match, traits: traits, interner: engine.traits), to: node, state: state, force: mode == .reload)
            state.match = match
            state.context = context
        }

        push(type)
        var childMemo = SiblingMemo()
        node.forEachAppearanceChild { child in
            // Containers between a child and this node (a view controller) join the chain.
            guard let container = child.appearanceContainer, container !== node else {
                visit(child, parentTraits: traits, memo: &childMemo)
                return
            }
            var between: [any AppearanceContainer] = [container]
            var current = container.appearanceContainer
            while let container = current, container !== node {
                between.append(container)
                current = container.appearanceContainer
            }
            var childTraits = traits
            for container in between.reversed() { childTraits = push(container, traits: childTraits) }
            var memo = SiblingMemo()
            visit(child, parentTraits: childTraits, memo: &memo)
            pop(between.count)
        }
        pop()
    }

    // MARK: - Matching

    /// Matches the containment candidates of `entry` against the container stack and finds the
    /// shared match object.
    private func match(_ entry: RuleIndex.ConcreteEntry) -> ContainmentMatch {
        let count = entry.candidateCount
        if count == 0 { return entry.emptyMatch }
        let filter = filters.last
        let depth = stack.count
        let masks = entry.masks, starts = entry.containerStart, pool = entry.containerPool, ranks = entry.ranks
        matches.count = 0
        var position = 0
        while position < count {
            if masks[position] & ~filter == 0 {
                let start = Int(starts[position])
                let anchor = anchor(pool + start, count: Int(starts[position + 1]) - start, depth: depth)
                if anchor > 0 {
                    matches.append(UInt64(anchor) << 48 | UInt64(UInt32(ranks[position])) << 24 | UInt64(position))
                }
            }
            position += 1
        }
        if matches.count == 0 { return entry.emptyMatch }
        matches.insertionSort()
        // The style depends only on the order of matched candidates and on which of them tie
        // (same anchor and rank, so recording order decides): that is the key.
        key.count = 0
        var hash: UInt64 = 0x8422_2325_CBF2_9CE4
        var previous: UInt64 = .max
        for item in 0..<matches.count {
            let match = matches[item]
            let tie = (match >> 24) == (previous >> 24) ? ContainmentMatch.tieBit : 0
            let element = UInt32(truncatingIfNeeded: match & 0xFF_FFFF) | tie
            key.append(element)
            hash = Self.mix(hash, UInt64(element))
            previous = match
        }
        return entry.match(key: key.pointer, count: key.count, hash: hash)
    }

    /// Greedy match from the innermost container outward (R4.2): how many steps up from a node
    /// at `depth` the outermost of `containers` (innermost first) is found, or 0.
    @inline(__always)
    private func anchor(_ containers: UnsafePointer<Int32>, count: Int, depth: Int) -> Int {
        var found = nearestPosition(of: containers[0])
        if found < 0 { return 0 }
        var item = 1
        while item < count {
            let kind = containers[item]
            var position = nearestPosition(of: kind)
            while position >= found { position = previousPosition(of: kind, before: position) }
            if position < 0 { return 0 }
            found = position
            item += 1
        }
        return depth - Int(found)
    }

    @inline(__always)
    private func nearestPosition(of kind: Int32) -> Int32 {
        Int(kind) < nearest.count ? nearest[Int(kind)] : -1
    }

    /// The position of the container of `kind` next outward from the one at `position`.
    @inline(__always)
    private func previousPosition(of kind: Int32, before position: Int32) -> Int32 {
        var item = Int(undoStart[Int(position)])
        while undoTypes[item] != kind { item += 1 }
        return undoPrevious[item]
    }

    /// Greedy match from the innermost ancestor outward; returns how many steps up the
    /// outermost container was found (R4.2), or nil. (For explanations.)
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

    // MARK: - Applying

    /// Writes `style` into `node` in place: values the new style no longer has go back to their
    /// pre-appearance values first (R7), then every value is written in application order.
    /// Nothing is written when the node already has this very style, unless `force`.
    func apply(_ style: ResolvedStyle, to node: AnyObject, state: AppearanceNodeState, force: Bool) {
        let old = state.style
        state.generation = engine.generation
        if old === style && !force { return }
        let saved = StyledContext.mode
        if let old, old !== style {
            StyledContext.mode = .unstyle
            for index in 0..<old.storeCount where !style.contains(old.stores[index].property) {
                withdraw(old.stores[index], from: node, state: state)
            }
        }
        StyledContext.mode = .appearance
        let stores = style.stores
        for index in 0..<style.storeCount {
            write(stores[index], to: node, state: state)
        }
        StyledContext.mode = saved
        state.style = style
    }

    @inline(__always)
    private func write(_ entry: ResolvedStyle.Store, to node: AnyObject, state: AppearanceNodeState) {
        let info = entry.info
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

    private func withdraw(_ entry: ResolvedStyle.Store, from node: AnyObject, state: AppearanceNodeState) {
        let info = entry.info
        if info.kind == .plain {
            guard let original = state.originals?.removeValue(forKey: entry.property) else { return }
            info.set(node, original)
        } else {
            info.set(node, entry.box)
        }
    }
}

/// A growable array of trivial values without copy-on-write, bounds or exclusivity checks: the
/// walker's scratch state, reused from walk to walk.
final class Scratch<Element: BitwiseCopyable> {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) var count = 0

    init(capacity: Int = 64) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit { base.deallocate() }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }

    @inline(__always)
    var last: Element { base[count - 1] }

    @inline(__always)
    func append(_ element: Element) {
        if count == capacity { reserve(capacity * 2) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `filling` until there are `count` elements.
    func grow(to newCount: Int, filling: Element) {
        if newCount > capacity { reserve(max(newCount, capacity * 2)) }
        while count < newCount { append(filling) }
    }

    private func reserve(_ newCapacity: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// The elements' storage (valid until the next append).
    var pointer: UnsafePointer<Element> { UnsafePointer(base) }
}

extension Scratch where Element == UInt64 {
    /// Sorts the elements in place (the walker sorts a handful of matches).
    func insertionSort() {
        guard count > 1 else { return }
        for i in 1..<count {
            let value = base[i]
            var j = i - 1
            while j >= 0, base[j] > value {
                base[j + 1] = base[j]
                j -= 1
            }
            base[j + 1] = value
        }
    }
}
