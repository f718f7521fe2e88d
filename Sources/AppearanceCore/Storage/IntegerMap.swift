/// A hash map from 64-bit keys to nonzero 64-bit values (open addressing, no removal), for the
/// walker's per-node lookups. Keys and values are interleaved, so a probe reads one cache line.
@safe final class IntegerMap {
    private struct Slot {
        var key: UInt64
        /// 0: empty.
        var value: UInt64
    }

    @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
    @exclusivity(unchecked) private var capacity: Int
    /// The number of keys.
    @exclusivity(unchecked) private var storedCount = 0

    /// The number of keys.
    @inline(__always)
    private(set) var count: Int {
        get { unsafe storedCount }
        set { unsafe storedCount = newValue }
    }

    init(capacity: Int = 4096) {
        unsafe self.capacity = capacity
        unsafe slots = .allocate(capacity: capacity)
        unsafe slots.initialize(repeating: Slot(key: 0, value: 0), count: capacity)
    }

    deinit {
        unsafe slots.deallocate()
    }

    @inline(__always)
    private static func slot(_ key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: Hashing.mix(0, key)) & mask
    }

    /// The value for `key`; a value is never 0.
    subscript(key: UInt64) -> UInt64? {
        @inline(__always) get {
            let mask = unsafe capacity - 1
            var slot = Self.slot(key, mask)
            while unsafe slots[slot].value != 0 {
                if unsafe slots[slot].key == key { return unsafe slots[slot].value }
                slot = (slot + 1) & mask
            }
            return nil
        }
        set {
            guard let newValue else { return }
            precondition(newValue != 0)
            if unsafe (count + 1) * 2 > capacity { grow() }
            let mask = unsafe capacity - 1
            var slot = Self.slot(key, mask)
            while unsafe slots[slot].value != 0 {
                if unsafe slots[slot].key == key {
                    unsafe slots[slot].value = newValue
                    return
                }
                slot = (slot + 1) & mask
            }
            unsafe slots[slot] = Slot(key: key, value: newValue)
            count += 1
        }
    }

    private func grow() {
        let old = unsafe slots, oldCapacity = unsafe capacity
        unsafe capacity *= 2
        unsafe slots = unsafe .allocate(capacity: capacity)
        unsafe slots.initialize(repeating: Slot(key: 0, value: 0), count: capacity)
        let mask = unsafe capacity - 1
        for index in 0..<oldCapacity where unsafe old[index].value != 0 {
            var slot = unsafe Self.slot(old[index].key, mask)
            while unsafe slots[slot].value != 0 { slot = (slot + 1) & mask }
            unsafe slots[slot] = unsafe old[index]
        }
        unsafe old.deallocate()
    }
}
