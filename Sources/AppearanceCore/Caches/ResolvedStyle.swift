/// The values one kind of view receives in one place: shared by every view with the same
/// class, style classes, matched containment rules and traits, and immutable once built.
@safe final class ResolvedStyle {
    /// Winning values in application order (aliases of one storage then resolve by order),
    /// read by the walker without reference counting. Owned by the style, which retains the
    /// boxes.
    let stores: UncheckedBuffer<Store>
    let storeCount: Int
    /// The stores by property, for queued writes and for lookups (owned by the style).
    let table: StyleTable
    /// The rule index that made the style and owns it.
    let owner: Unretained<RuleIndex>

    @unsafe struct Store {
        let property: Int32
        /// Retained by the style.
        let box: Unretained<AnyValueBox>
        /// The property's kind, read without touching the info (property infos live as long as
        /// the process).
        let kind: UncheckedBuffer<PropertyTable.Info.Kind>
        let info: Unretained<PropertyTable.Info>
    }

    /// A style giving `properties[i]` the value in the box whose bits are `boxes[properties[i]]`,
    /// in that order; `infos` are the property table's; `owner` keeps it.
    init(properties: Scratch<Int32>, boxes: Scratch<UInt>, infos: [PropertyTable.Info], owner: Unretained<RuleIndex>) {
        unsafe self.owner = unsafe owner
        storeCount = properties.count
        var bound: Int32 = 0
        for index in 0..<storeCount { bound = max(bound, properties[index] + 1) }
        unsafe stores = unsafe .allocate(count: storeCount)
        unsafe table = unsafe StyleTable(bound: bound, storeOf: .allocate(count: Int(bound), filling: -1))
        for index in 0..<storeCount {
            let property = properties[index]
            let box = unsafe Unretained<AnyValueBox>(address: boxes[Int(property)])
            unsafe box.keep()
            let info = infos[Int(property)]
            unsafe stores[index] = unsafe Store(property: property, box: box, kind: info.kindStorage, info: Unretained(info))
            unsafe table.storeOf[Int(property)] = Int32(index)
        }
    }

    /// The values of `outer` that `inner` does not set, then every value of `inner`, in that
    /// order (R11: a nearer scope's value wins for each property it sets); `owner` keeps it.
    init(layering outer: ResolvedStyle, under inner: ResolvedStyle, owner: Unretained<RuleIndex>) {
        unsafe self.owner = unsafe owner
        var kept: [Int] = []
        for index in 0..<outer.storeCount where unsafe !inner.contains(outer.stores[index].property) { kept.append(index) }
        storeCount = kept.count + inner.storeCount
        let bound = max(unsafe outer.table.bound, unsafe inner.table.bound)
        unsafe stores = unsafe .allocate(count: storeCount)
        unsafe table = unsafe StyleTable(bound: bound, storeOf: .allocate(count: Int(bound), filling: -1))
        var position = 0
        func add(_ store: Store) {
            unsafe store.box.keep()
            unsafe stores[position] = unsafe store
            unsafe table.storeOf[Int(store.property)] = Int32(position)
            position += 1
        }
        for index in kept { unsafe add(outer.stores[index]) }
        for index in 0..<inner.storeCount { unsafe add(inner.stores[index]) }
    }

    /// Whether no two entries write one storage, so that entries whose value did not change
    /// need not be written again. Key paths rooted at a class and at its subclass can reach one
    /// storage (and then resolve by application order), so this asks for one root class, styled
    /// properties only, and distinct storages. False until every entry's kind is known.
    @MainActor
    var isAliasFree: Bool {
        if let aliasFree { return aliasFree }
        guard let known = unsafe Self.aliasFree(stores, count: storeCount) else { return false }
        aliasFree = known
        return known
    }

    /// Whether the stores write distinct storages of one root class, all ``Styled``; `nil`
    /// while a kind is unknown. Nonisolated and unretained: it runs for every new style, and
    /// property infos live as long as the process.
    private nonisolated static func aliasFree(_ stores: UncheckedBuffer<Store>, count: Int) -> Bool? {
        guard count > 0 else { return true }
        let root = unsafe stores[0].info.with { $0.root }
        for index in 0..<count {
            let (kind, offset, sameRoot) = unsafe stores[index].info.with { ($0.kind, $0.storageOffset, $0.root == root) }
            if kind == .unknown { return nil }
            guard kind == .styled, sameRoot, offset != .min else { return false }
            // A handful of entries: pairwise, comparing axis values only at the same offset.
            for earlier in 0..<index where unsafe stores[earlier].info.with({ $0.storageOffset }) == offset {
                let same = unsafe stores[earlier].info.with { other in
                    unsafe stores[index].info.with { other.storage == $0.storage }
                }
                if same { return false }
            }
        }
        return true
    }

    /// ``isAliasFree`` once known. (Main-actor engine state, set once: no dynamic exclusivity
    /// checks on the walk's reads.)
    @safe @exclusivity(unchecked) private(set) var aliasFree: Bool?

    /// The value box this style gives `property`, if any.
    @inline(__always)
    func box(for property: Int32) -> Unretained<AnyValueBox>? {
        let store = unsafe table.store(of: property)
        return unsafe store < 0 ? nil : stores[store].box
    }

    deinit {
        for index in 0..<storeCount { unsafe stores[index].box.releaseKept() }
        unsafe stores.free()
        unsafe table.storeOf.free()
    }

    /// Whether this style gives `property` a value.
    @inline(__always)
    func contains(_ property: Int32) -> Bool { unsafe table.store(of: property) >= 0 }
}

/// A style's values by property, for lookups by property index.
@unsafe struct StyleTable {
    /// One more than the largest property index the style sets.
    let bound: Int32
    /// Per property index below `bound`: the number of its store, or -1.
    let storeOf: UncheckedBuffer<Int32>

    /// The number of the store of `property`, or -1.
    @inline(__always)
    func store(of property: Int32) -> Int {
        unsafe property < bound ? Int(storeOf[Int(property)]) : -1
    }
}
