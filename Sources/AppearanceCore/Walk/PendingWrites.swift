/// Styles that a walk has resolved but not yet written, sorted by property as they are queued.
///
/// Writing a value goes through the property's accessor, and each accessor call materialises
/// its key path (a runtime lookup and a retain/release pair). A walk therefore queues the
/// values of nodes whose styles' properties all have storages of their own (so the order of
/// their writes cannot matter) into one bucket per property, and writes them a few hundred
/// nodes at a time: one accessor call per property with queued values, which writes exactly
/// those values (no pass over nodes that lack the property), while the nodes are still in
/// cache. Queued nodes are retained until written (a setter may change the tree), except those
/// an adopter's list keeps alive for the whole walk (see ``WalkLifetime``). The boxes are not:
/// they belong to the styles of the walk's rule index, which outlives the batch (the walker
/// flushes before it lets go of an index).
@safe final class PendingWrites {
    /// How many nodes are queued.
    private var queued = 0
    /// The queued nodes that were retained, until the flush.
    private let kept = unsafe Scratch<Unretained<AnyObject>>()
    /// Per property index, its queued values.
    private let buckets = unsafe Buckets<QueuedValue>(capacity: PendingWrites.limit)
    /// Property indices whose buckets are not empty, in the order they were first filled.
    private let active = Scratch<Int32>()
    /// Nodes queued before they are written.
    private static let limit = 384

    /// Queues the values of `style` for `node`, except the stores in `skip` (bit `i`: store
    /// `i`; the style has at most 64), and keeps `node` alive until they are written unless it
    /// is `listed`: a child an adopter's list keeps alive until the walk ends (``WalkLifetime``).
    @MainActor @inline(__always)
    func add(_ style: Unretained<ResolvedStyle>, skip: UInt64, to node: Unretained<AnyObject>, listed: Bool) {
        if queued >= Self.limit { flush() }
        queued &+= 1
        if !listed {
            unsafe node.keep()
            unsafe kept.append(node)
        }
        // Each property gets at most one value per node, and a flush comes every `limit` nodes:
        // the buckets' capacity rule holds.
        let stores = unsafe style.stores
        unsafe buckets.reserveKeys(below: style.propertyBound)
        for index in unsafe 0..<style.storeCount where skip & (1 &<< UInt64(index)) == 0 {
            let property = unsafe stores[index].property
            if unsafe buckets.append(QueuedValue(object: node, box: stores[index].box), to: Int(property)) {
                active.append(property)
            }
        }
    }

    /// Writes every queued value, one accessor call per property.
    @MainActor
    func flush() {
        guard queued > 0 else { return }
        let saved = StyledContext.mode
        StyledContext.mode = .appearance
        let infos = PropertyTable.shared.infos
        for item in 0..<active.count {
            let property = Int(active[item])
            let (values, valueCount) = unsafe buckets.values(of: property)
            // Styles with a container's value for a styled sub-object (R13) are not alias-free,
            // so they are never queued: every queued write is a plain appearance write.
            unsafe infos[property].access.write(values, count: valueCount)
            unsafe buckets.removeAll(of: property)
        }
        StyledContext.mode = saved
        active.count = 0
        queued = 0
        for item in unsafe 0..<kept.count { unsafe kept[item].releaseKept() }
        unsafe kept.count = 0
    }
}
