/// Values of ``Styled`` properties that a walk has resolved but not yet written, by property.
///
/// Writing a value goes through the property's accessor, and each accessor call materialises
/// its key path (a runtime lookup and a retain/release pair). A walk therefore queues the values
/// of styles whose properties all have storages of their own (so the order of their writes
/// cannot matter) and writes them a few hundred nodes at a time, one call per property, while
/// those nodes are still in cache. Queued nodes are retained until written: a setter may change
/// the tree.
final class PendingWrites {
    /// Per property index: its queued writes. Raw storage, so that queueing costs no reference
    /// counting or uniqueness checks.
    private struct Queue {
        var base: UnsafeMutablePointer<PendingWrite>?
        var count = 0
        var capacity = 0
    }

    // Touched for every queued value, only on the main actor: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var queues: UnsafeMutablePointer<Queue> = .allocate(capacity: 0)
    @exclusivity(unchecked) private var queueCount = 0
    /// Properties with queued writes, in the order they were first queued.
    private let active = Scratch<Int32>()
    private let nodes = Scratch<UInt>()
    @exclusivity(unchecked) private var total = 0
    /// Writes queued before they are written.
    private static let limit = 2048

    deinit {
        for index in 0..<queueCount { queues[index].base?.deallocate() }
        queues.deallocate()
    }

    /// Keeps `node` alive until its queued values are written (once per node).
    @MainActor @inline(__always)
    func retain(_ node: Unmanaged<AnyObject>) {
        if total >= Self.limit { flush() }
        nodes.append(UInt(bitPattern: node.retain().toOpaque()))
    }

    /// Queues `box`'s value of `property` for `node` (retained with ``retain(_:)``).
    @inline(__always)
    func add(_ property: Int32, _ box: Unmanaged<AnyValueBox>, to node: Unmanaged<AnyObject>) {
        let index = Int(property)
        if index >= queueCount { grow(to: index + 1) }
        let queue = queues + index
        let count = queue.pointee.count
        if count == 0 { active.append(property) }
        if count == queue.pointee.capacity { enlarge(queue) }
        (queue.pointee.base.unsafelyUnwrapped + count).initialize(to: PendingWrite(object: node, box: box))
        queue.pointee.count = count + 1
        total += 1
    }

    /// Writes every queued value, one accessor call per property.
    @MainActor
    func flush() {
        guard nodes.count > 0 else { return }
        let saved = StyledContext.mode
        StyledContext.mode = .appearance
        let infos = PropertyTable.instance.infos
        for item in 0..<active.count {
            let property = Int(active[item])
            let queue = queues + property
            let count = queue.pointee.count
            queue.pointee.count = 0
            _ = infos[property].access.call(.writeEach(UnsafePointer(queue.pointee.base.unsafelyUnwrapped), count: count))
        }
        StyledContext.mode = saved
        active.count = 0
        total = 0
        for item in 0..<nodes.count {
            Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: nodes[item]).unsafelyUnwrapped).release()
        }
        nodes.count = 0
    }

    private func grow(to count: Int) {
        let grown = UnsafeMutablePointer<Queue>.allocate(capacity: count)
        grown.moveInitialize(from: queues, count: queueCount)
        (grown + queueCount).initialize(repeating: Queue(), count: count - queueCount)
        queues.deallocate()
        queues = grown
        queueCount = count
    }

    private func enlarge(_ queue: UnsafeMutablePointer<Queue>) {
        let capacity = max(64, queue.pointee.capacity * 2)
        let grown = UnsafeMutablePointer<PendingWrite>.allocate(capacity: capacity)
        if let base = queue.pointee.base {
            grown.moveInitialize(from: base, count: queue.pointee.count)
            base.deallocate()
        }
        queue.pointee.base = grown
        queue.pointee.capacity = capacity
    }
}
