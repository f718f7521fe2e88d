/// Objects listed in the order a walk met them, for a second pass that reads them from the
/// list instead of walking their structure again; the list counts no references.
///
/// A window change tells every view of the subtree twice: `willMove(toWindow:)` before the
/// values arrive and `didMoveToWindow()` after. The first pass walks the tree, one view after
/// the other, and lists the views here; the second reads them back. Past the size of the
/// caches each view is a wait on memory, and a walk cannot ask for a view before it has read
/// the one above it; a list can, so ``forEach(while:_:)`` asks for objects a few entries ahead
/// and the waits overlap. Counting a reference per entry would cost two atomic operations per
/// view, more than the second pass saves in a tree that fits the caches.
///
/// Lifetime rule: the list does not keep its objects alive. Whoever fills it names what does
/// (for views: their superviews, as long as no view's subviews changed) and reads the objects
/// only while that holds: ``forEach(while:_:)`` checks the caller's condition before each
/// entry, and ``withObject(at:_:)`` is for entries the condition covers. ``identifiers(from:)``
/// only reads addresses and is valid always. Main-actor use only (the walks'): nothing guards
/// concurrent use.
@usableFromInline
@safe package final class BorrowedObjectList<Element: AnyObject> {
    // Appended to for every node of a walk, so kept in memory of the list's own rather than an
    // array (whose appends ask whether its buffer is shared). Exclusivity rule: each access is
    // a single read or append by a member of this type, which calls no code that could reach
    // the list while it runs. Lifetime rule: `base` has room for `capacity` entries, the first
    // `storedCount` written; the list frees it in `deinit`.
    @exclusivity(unchecked) @usableFromInline var base: UnsafeMutablePointer<Unmanaged<Element>>
    @exclusivity(unchecked) @usableFromInline var storedCount = 0
    @exclusivity(unchecked) @usableFromInline var capacity: Int

    /// How many entries ahead ``forEach(while:_:)`` asks for an object's memory: enough calls
    /// to cover a load from main memory when each call does little.
    @usableFromInline static var prefetchDistance: Int { 16 }

    /// An empty list.
    @inlinable
    package nonisolated init() {
        unsafe capacity = 16
        unsafe base = .allocate(capacity: 16)
    }

    deinit { unsafe base.deallocate() }

    /// The number of entries.
    @inlinable
    package var count: Int { unsafe storedCount }

    /// Makes room for `minimum` entries in all.
    @inlinable
    package func reserveCapacity(_ minimum: Int) {
        if unsafe minimum > capacity { grow(to: minimum) }
    }

    /// Lists `element`, which its owner keeps alive.
    @inlinable @inline(__always)
    package func append(_ element: Element) {
        if unsafe storedCount == capacity { grow(to: unsafe capacity &* 2) }
        unsafe (base + storedCount).initialize(to: .passUnretained(element))
        unsafe storedCount &+= 1
    }

    /// Appends the entries of `other`, in order (alive under `other`'s rule, which this list's
    /// owner takes on for them).
    @inlinable
    package func append<Other: AnyObject>(contentsOf other: BorrowedObjectList<Other>) {
        let added = other.count
        reserveCapacity(unsafe storedCount &+ added)
        // An unmanaged reference is one pointer whatever its class: the entries are copied as is.
        unsafe UnsafeMutableRawPointer(base + storedCount).copyMemory(
            from: UnsafeRawPointer(other.base), byteCount: added &* MemoryLayout<Unmanaged<Element>>.stride)
        unsafe storedCount &+= added
    }

    /// Moves the entries to memory with room for at least `minimum` (and at least twice the
    /// old room, so that appends stay amortized constant).
    @usableFromInline
    func grow(to minimum: Int) {
        let newCapacity = unsafe max(minimum, capacity &* 2)
        unsafe base = unsafe base.movedToNewAllocation(count: storedCount, capacity: newCapacity)
        unsafe capacity = newCapacity
    }

    /// Calls `body` with each entry's index in order, as long as `isValid` (asked before each
    /// entry) holds, asking for the memory of the objects a few entries ahead (the first cache
    /// line of each; ``prefetch(at:lines:)`` asks for more); returns how many entries were
    /// passed to `body`. `body` reaches an object with ``withObject(at:_:)``.
    @inlinable
    package func forEach(while isValid: () -> Bool, _ body: (Int) -> Void) -> Int {
        let count = count
        var index = 0
        while index < count, isValid() {
            prefetch(at: index &+ Self.prefetchDistance, lines: 1)
            body(index)
            index &+= 1
        }
        return index
    }

    /// Asks for the first `lines` cache lines of the object at `index`, if in range (a hint:
    /// valid whether or not the object is still alive).
    @inlinable @inline(__always)
    package func prefetch(at index: Int, lines: Int) {
        guard index < count else { return }
        unsafe MemoryPrefetch.prefetchLines(from: UnsafeRawPointer(base[index].toOpaque()), count: lines)
    }

    /// Calls `body` with the object at `index`, borrowed: valid only while the object's owner
    /// keeps it alive (see the type's lifetime rule).
    @inlinable @inline(__always)
    package func withObject<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        unsafe base[index]._withUnsafeGuaranteedRef { body($0) }
    }

    /// The identities of the objects from `index` on, read from their addresses without
    /// touching them (valid whether or not the objects are still alive).
    package func identifiers(from index: Int) -> Set<ObjectIdentifier> {
        var identities = Set<ObjectIdentifier>(minimumCapacity: max(0, count - index))
        // An ObjectIdentifier is the object's address; made from the address itself, the object
        // is not touched (it may be gone).
        for entry in index..<count { identities.insert(unsafe unsafeBitCast(base[entry].toOpaque(), to: ObjectIdentifier.self)) }
        return identities
    }
}
