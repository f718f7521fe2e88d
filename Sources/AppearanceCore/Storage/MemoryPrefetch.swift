public import CAppearancePrefetch

/// Asks the processor for objects' memory before a walk reaches them.
///
/// Past the size of the caches a walk waits on memory more than it computes, one object after
/// the other: each object's first cache line is only asked for when the walk gets there.
/// Asking for the objects it will visit next lets those loads overlap. A prefetch is a hint:
/// it never faults, whatever the address, and changes nothing the program can see.
///
/// Lifetime rule: none is needed. The references are read as addresses, not as references
/// (counting them would cost more than the prefetch saves), the container only has to be alive
/// during the call (the caller's own copy), and nothing is kept.
@usableFromInline
@safe package enum MemoryPrefetch {
    /// Asks for the first `lines` cache lines of `object` (its header and stored properties).
    @inlinable @inline(__always)
    package nonisolated static func prefetch(_ object: AnyObject, lines: Int = 1) {
        unsafe prefetchLines(from: UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()), count: lines)
    }

    /// Asks for `count` consecutive cache lines from `address` on.
    @inlinable @inline(__always)
    nonisolated static func prefetchLines(from address: UnsafeRawPointer, count: Int) {
        var line = 0
        while line < count {
            unsafe appearance_prefetch(address + line &* 64)
            line &+= 1
        }
    }

    /// Asks for the first cache line of the object whose reference is stored at `slot`.
    @inlinable @inline(__always)
    nonisolated static func prefetchObject(at slot: UnsafeRawPointer) {
        unsafe appearance_prefetch(slot.load(as: UnsafeRawPointer?.self))
    }
}
