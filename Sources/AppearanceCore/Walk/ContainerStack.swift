/// The containers above the node a walk is visiting, outermost first, as matching reads them
/// (R4.2, R5).
///
/// Besides the container types, the stack keeps, per position:
///
/// - a cumulative ancestor filter (a bit per type and supertype), so a containment candidate
///   whose classes are absent is rejected with one mask test;
/// - a row giving for every kind of container that candidates name the position of the
///   innermost container of that kind below it, so a candidate's greedy match (R4.2) costs one
///   load per container instead of a walk up the ancestors;
/// - the rule index's number for the sequence of container types so far (its context), which
///   tells whether a node is still where its last match was made.
///
/// The stack is numbered for one rule index at a time, the walk's (``TreeWalker``); a scope's
/// index numbers the same stack in its ``ScopeLayer``.
///
/// A value kept in place in one walker, on the main actor: the walk reads its buffers at the
/// walker's own offsets, as it did when they were the walker's fields (one load less per use
/// than through an object of its own, which the gate counted). Its members that change it are
/// `mutating`, so that they work on the walker's copy in place rather than on a copy of the
/// buffers' references.
@MainActor
@safe struct ContainerStack {
    /// Types of the containers, outermost first.
    private let types = Scratch<Int32>()
    /// The style-class set of each container in ``types`` (0: none).
    private let classSets = Scratch<Int32>()
    /// Cumulative masks of the stack: one element more than the stack (the empty stack's is 0).
    let filters = Scratch<UInt64>()
    /// The interned context of each prefix of the stack (the rule index's number for that
    /// sequence of container types; 0 for the empty stack): one element more than the stack.
    let contexts = Scratch<UInt64>()
    /// Whether ``contexts`` were numbered by the walk's current index (false after the rules
    /// changed in the middle of a walk: then nothing is reused by context until the walk ends,
    /// when ``startWalk(index:)`` sets it again).
    private(set) var contextsValid = true
    /// One row of ``rowWidth`` positions per stack position `p` (0...count): for each kind of
    /// container the index tracks (its slot, see ``RuleIndex/kindSlots``), the position of the
    /// innermost container of that kind below `p`, or -1.
    let rows = Scratch<Int32>()
    private(set) var rowWidth = 0
    /// The walk's rule index, which numbers the stack: set from the start of a walk to its end,
    /// while the walker holds the index strongly (see ``TreeWalker``).
    private var index: Unretained<RuleIndex>?
    /// The index's kind slots, by type index.
    private var kindSlots: UncheckedBuffer<Int32>?
    private var kindSlotCount = 0
    /// Strong `let`s: loading them costs no reference counting.
    private let typeTable = TypeTable.shared
    private let styleClasses = RuleIndexCache.shared.styleClasses

    init() {
        filters.append(0)
        contexts.append(0)
    }

    /// Where the top of a stack is, as matching reads it: plain values and views of the stack's
    /// buffers, valid until the stack next changes. What the walk hands a call that matches,
    /// rather than the stack: a borrowed stack passed out of the walker is copied, a retain
    /// per buffer for every node (scope-bench measured scoped resolution 1.5× slower so).
    @safe struct Top: BitwiseCopyable {
        /// The context of the whole stack, in the numbering of the walk's index.
        let context: UInt64
        /// Whether ``context`` is the walk's index's current numbering (see ``contextsValid``).
        let contextsValid: Bool
        /// The stack's rows for the walk's index, ``width`` positions per stack position.
        let rows: UncheckedBuffer<Int32>
        let width: Int
        /// The ancestor filter of the whole stack.
        let filter: UInt64
        /// How many containers are on the stack.
        let depth: Int32
    }

    /// The top of the stack as it is now (see ``Top``).
    @inline(__always)
    var top: Top {
        unsafe Top(
            context: contexts.last, contextsValid: contextsValid, rows: rows.buffer, width: rowWidth,
            filter: filters.last, depth: Int32(count))
    }

    /// How many containers are on the stack: the position the next one takes.
    @inline(__always)
    var count: Int { types.count }

    /// The type of the container at `position`.
    @inline(__always)
    func type(at position: Int) -> Int32 { types[position] }

    /// The style classes of the container at `position`, as the kinds of container they count as.
    func classTypes(at position: Int) -> ContiguousArray<Int32> {
        let classSet = classSets[position]
        return classSet == 0 ? [] : styleClasses.types(classSet)
    }

    /// Numbers the stack for the walk's index `index` (see ``rebuildRows()``) and trusts its
    /// contexts again: a walk starts.
    mutating func startWalk(index: Unretained<RuleIndex>) {
        unsafe self.index = index
        contextsValid = true
        rebuildRows()
    }

    /// The walk ended: its index may go.
    mutating func endWalk() {
        unsafe index = nil
    }

    /// The rules changed in the middle of a walk to those of `index`: the contexts on the stack
    /// were numbered by the old index, so none is trusted until the walk ends, and the rows are
    /// laid out again for the new index's kinds of container.
    mutating func rulesChanged(index: Unretained<RuleIndex>) {
        unsafe self.index = index
        contextsValid = false
        rebuildRows()
    }

    /// Pushes a container of `type` carrying the style-class set `styleClasses` (0: none),
    /// numbered by the walk's index; its style classes count as kinds of container too.
    @inline(__always)
    mutating func push(_ type: Int32, styleClasses classSet: Int32) {
        let typeTable = typeTable
        let position = types.count
        types.append(type)
        classSets.append(classSet)
        var mask = filters.last | typeTable.mask(of: type)
        let index = unsafe index!
        var context = unsafe contextsValid ? index.context(parent: contexts.last, type: type) : 0
        // Most containers carry no style class: they push without an array at hand.
        guard classSet != 0 else {
            filters.append(mask)
            contexts.append(context)
            pushRow(type, classTypes: nil, position: position)
            return
        }
        let classTypes = styleClasses.types(classSet)
        for classType in classTypes {
            mask |= typeTable.mask(of: classType)
            if contextsValid { context = unsafe index.context(parent: context, type: classType) }
        }
        filters.append(mask)
        contexts.append(context)
        pushRow(type, classTypes: classTypes, position: position)
    }

    /// Pops `count` containers.
    @inline(__always)
    mutating func pop(_ count: Int = 1) {
        types.count -= count
        classSets.count -= count
        filters.count -= count
        contexts.count -= count
        rows.count -= count * rowWidth
    }

    // MARK: - Rows of innermost containers

    /// Appends the row of stack position `position + 1`: the row of `position`, with the kinds
    /// of the container at `position` (its type, supertypes and style classes) moved there.
    @inline(__always)
    private mutating func pushRow(_ type: Int32, classTypes: ContiguousArray<Int32>?, position: Int) {
        guard rowWidth > 0 else { return }
        unsafe Self.appendRow(
            to: rows, width: rowWidth, slots: kindSlots!, slotCount: kindSlotCount, type: type, classTypes: classTypes,
            position: position, types: typeTable)
    }

    /// Appends to `rows` (rows of `width` kinds numbered by `slots`) the row of stack position
    /// `position + 1`: the last row, with the kinds of a container of `type` carrying the style
    /// classes `classTypes` (`nil`: none) moved to `position`. Shared with ``ScopeLayer``, which
    /// keeps rows of the same stack for a scope's index.
    @inline(__always)
    static func appendRow(
        to rows: Scratch<Int32>, width: Int, slots: UncheckedBuffer<Int32>, slotCount: Int, type: Int32,
        classTypes: ContiguousArray<Int32>?, position: Int, types: TypeTable
    ) {
        rows.reserve(rows.count + width)
        let row = unsafe rows.buffer.advanced(by: rows.count)
        unsafe row.copy(from: rows.buffer.advanced(by: rows.count - width), count: width)
        rows.count += width
        let end = types.ancestryStart(of: type + 1)
        var item = types.ancestryStart(of: type)
        while item < end {
            let kind = Int(types.ancestor(at: item))
            if kind < slotCount, unsafe slots[kind] >= 0 { unsafe row[Int(slots[kind])] = Int32(position) }
            item += 1
        }
        guard let classTypes else { return }
        for classType in classTypes where unsafe Int(classType) < slotCount && slots[Int(classType)] >= 0 {
            unsafe row[Int(slots[Int(classType)])] = Int32(position)
        }
    }

    /// Lays out the rows of the whole stack for the kinds of container of the walk's index (at
    /// the start of a walk, and when the rules change in the middle of one).
    private mutating func rebuildRows() {
        let kinds = unsafe index!.containerKinds
        unsafe kindSlots = unsafe kinds.slots
        kindSlotCount = unsafe kinds.slotCount
        rowWidth = unsafe kinds.count
        rows.count = 0
        rows.grow(to: rowWidth, filling: -1)
        for position in 0..<types.count {
            pushRow(types[position], classTypes: classTypes(at: position), position: position)
        }
    }

    // MARK: - The container chain (R5)

    /// The containers above `node` up to the top, outermost first.
    static func containers(above node: any AppearanceNode) -> [any AppearanceContainer] {
        var chain: [any AppearanceContainer] = []
        var current = node.appearanceContainer
        while let container = current {
            chain.append(container)
            current = container.appearanceContainer
        }
        return chain.reversed()
    }

    /// The containers between `child` and its parent `node` (a view controller), innermost
    /// first, or `nil` when the child sits directly in the node. (R5 in Rules.md: a view
    /// controller sits between its root view and that view's superview.)
    @inline(__always)
    static func containers(between child: any AppearanceNode, and node: any AppearanceNode) -> [any AppearanceContainer]? {
        guard let container = child.appearanceContainer, container !== node else { return nil }
        var between: [any AppearanceContainer] = [container]
        var current = container.appearanceContainer
        while let container = current, container !== node {
            between.append(container)
            current = container.appearanceContainer
        }
        return between
    }

    /// The type a walk matches `node` as: the one it was assigned
    /// (``Appearance/assignType(_:to:)``) or found last, else its `appearanceType`.
    static func typeIndex(of node: any AppearanceNode) -> Int32 {
        let index = node.appearanceState.typeIndex
        return index >= 0 ? index : node.appearanceType.index
    }

    /// The containers above `node` and its traits as a walk's stack would hold them when it
    /// reached `node` (for explanations, which match rules against them one by one).
    static func context(of node: any AppearanceNode) -> (ancestors: [ContainerAncestor], traits: Int32) {
        let caches = RuleIndexCache.shared
        var traits = TraitInterner.empty
        var ancestors: [ContainerAncestor] = []
        for container in containers(above: node) {
            let classes = container.appearanceStyleClasses
            let classSet = classes.isEmpty ? 0 : caches.styleClasses.id(of: classes)
            let type = (container as? any AppearanceNode).map(typeIndex(of:)) ?? container.appearanceType.index
            ancestors.append(ContainerAncestor(type: type, styleClassTypes: caches.styleClasses.types(classSet)))
            let overrides = container.appearanceTraitOverrides
            if !overrides.isEmpty { traits = caches.traits.id(merging: overrides, over: traits) }
        }
        let overrides = node.appearanceTraitOverrides
        if !overrides.isEmpty { traits = caches.traits.id(merging: overrides, over: traits) }
        return (ancestors, traits)
    }
}
