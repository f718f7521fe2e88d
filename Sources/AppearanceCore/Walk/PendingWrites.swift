/// Styles that a walk has resolved but not yet written, one entry per node.
///
/// Writing a value goes through the property's accessor, and each accessor call materialises
/// its key path (a runtime lookup and a retain/release pair). A walk therefore queues nodes
/// whose styles' properties all have storages of their own (so the order of their writes
/// cannot matter) and writes them a few hundred nodes at a time, one accessor call per property
/// for all of them, while those nodes are still in cache. Queued nodes are retained until
/// written: a setter may change the tree. The styles are not: they belong to the walk's rule
/// index, which outlives the batch (the walker flushes before it lets go of an index).
final class PendingWrites {
    // Touched for every queued node, only on the main actor: no dynamic exclusivity checks.
    private let writes = Scratch<PendingWrite>()
    /// Properties with queued writes: bit `p` for property index `p` below 64; the others in the
    /// order they were first queued, with per property index whether it is among them.
    @exclusivity(unchecked) private var activeLow: UInt64 = 0
    private let active = Scratch<Int32>()
    private let isActive = Scratch<Bool>()
    /// The number of the current batch (styles queued in it are marked with it).
    @exclusivity(unchecked) private var batch: UInt64 = 1
    /// Nodes queued before they are written.
    private static let limit = 384

    /// Queues the values of `style` for `node`, except the stores in `skip` (bit `i`: store
    /// `i`; the style has at most 64), and keeps `node` alive until they are written.
    @MainActor @inline(__always)
    func add(_ style: Unmanaged<ResolvedStyle>, skip: UInt64, to node: Unmanaged<AnyObject>) {
        if writes.count >= Self.limit { flush() }
        let table = style.table
        writes.append(PendingWrite(object: node.retain(), table: table, skip: skip))
        activeLow |= table.pointee.lowProperties
        if table.pointee.hasHighProperties, table.pointee.batch != batch {
            table.pointee.batch = batch
            activate(style)
        }
    }

    private func activate(_ style: Unmanaged<ResolvedStyle>) {
        let stores = style.stores
        for index in 0..<style.storeCount where stores[index].property >= 64 {
            let property = stores[index].property
            if Int(property) >= isActive.count { isActive.grow(to: Int(property) + 1, filling: false) }
            if !isActive[Int(property)] {
                isActive[Int(property)] = true
                active.append(property)
            }
        }
    }

    @MainActor @inline(__always)
    private func write(_ property: Int32, _ infos: [PropertyTable.Info]) {
        _ = infos[Int(property)].access.call(.writeStyles(UnsafePointer(writes.base), count: writes.count, property: property))
    }

    /// Writes every queued value, one accessor call per property.
    @MainActor
    func flush() {
        let count = writes.count
        guard count > 0 else { return }
        let saved = StyledContext.mode
        StyledContext.mode = .appearance
        let infos = PropertyTable.shared.infos
        var low = activeLow
        while low != 0 {
            let property = Int32(low.trailingZeroBitCount)
            low &= low &- 1
            write(property, infos)
        }
        for item in 0..<active.count {
            isActive[Int(active[item])] = false
            write(active[item], infos)
        }
        StyledContext.mode = saved
        activeLow = 0
        active.count = 0
        batch += 1
        for item in 0..<count { writes[item].object.release() }
        writes.count = 0
    }
}
