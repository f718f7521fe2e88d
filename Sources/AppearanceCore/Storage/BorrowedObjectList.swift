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
    // Appended to for every node of a walk: no exclusivity checks. Exclusivity rule: each
    // access is a single read or append by a member of this type, which calls no code that
    // could reach the list while it runs.
    @exclusivity(unchecked) @usableFromInline var references: ContiguousArray<Unmanaged<Element>> = unsafe []

    /// How many entries ahead ``forEach(while:_:)`` asks for an object's memory: enough calls
    /// to cover a load from main memory when each call does little.
    @usableFromInline static var prefetchDistance: Int { 16 }

    /// An empty list.
    @inlinable
    package nonisolated init() {}

    /// The number of entries.
    @inlinable
    package var count: Int { unsafe references.count }

    /// Lists `element`, which its owner keeps alive.
    @inlinable @inline(__always)
    package func append(_ element: Element) {
        unsafe references.append(.passUnretained(element))
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
            unsafe MemoryPrefetch.prefetchObject(at: index &+ Self.prefetchDistance, of: references)
            body(index)
            index &+= 1
        }
        return index
    }

    /// Asks for the first `lines` cache lines of the object at `index`, if in range (a hint:
    /// valid whether or not the object is still alive).
    @inlinable @inline(__always)
    package func prefetch(at index: Int, lines: Int) {
        unsafe MemoryPrefetch.prefetchObject(at: index, of: references, lines: lines)
    }

    /// Calls `body` with the object at `index`, borrowed: valid only while the object's owner
    /// keeps it alive (see the type's lifetime rule).
    @inlinable @inline(__always)
    package func withObject<Result>(at index: Int, _ body: (Element) -> Result) -> Result {
        unsafe references[index]._withUnsafeGuaranteedRef { body($0) }
    }

    /// The identities of the objects from `index` on, read from their addresses without
    /// touching them (valid whether or not the objects are still alive).
    package func identifiers(from index: Int) -> Set<UInt> {
        Set(unsafe references[index...].map { unsafe UInt(bitPattern: $0.toOpaque()) })
    }
}
