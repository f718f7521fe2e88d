/// Arrays of trivial values of a fixed capacity, one per small integer key (a property index),
/// without copy-on-write, bounds checks or reference counting: the queue of values a walk
/// writes one property at a time.
///
/// Lifetime rule: every array's buffer belongs to the `Buckets` object and is freed with it; it
/// never moves once allocated, so the buffer ``values(of:)`` returns stays valid as long as the
/// object, and the count with it until the next ``append(_:to:)`` or ``removeAll(of:)`` for
/// that key. Capacity rule: an
/// array holds at most `capacity` elements between two ``removeAll(of:)`` (the caller's
/// invariant, checked in debug builds: `PendingWrites` adds at most one value per key per node
/// and flushes every `capacity` nodes), and keys are below the count given to
/// ``reserveKeys(below:)`` before they are appended to. Main-actor state only: nothing guards
/// concurrent use.
@safe final class Buckets<Element: BitwiseCopyable> {
    @safe private struct Bucket {
        var base: UnsafeMutablePointer<Element>?
        var count: Int
    }

    @exclusivity(unchecked) private var buckets: UnsafeMutablePointer<Bucket>
    @exclusivity(unchecked) private var bucketCount: Int
    /// The capacity of every array.
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        unsafe bucketCount = 64
        unsafe buckets = unsafe .allocate(capacity: bucketCount)
        unsafe buckets.initialize(repeating: Bucket(base: nil, count: 0), count: bucketCount)
    }

    deinit {
        for key in unsafe 0..<bucketCount { unsafe buckets[key].base?.deallocate() }
        unsafe buckets.deallocate()
    }

    /// Makes keys below `bound` valid for ``append(_:to:)``.
    @inline(__always)
    func reserveKeys(below bound: Int) {
        if unsafe bound > bucketCount { addBuckets(count: bound) }
    }

    /// Appends `element` to the array of `key` (below the bound given to ``reserveKeys(below:)``);
    /// returns whether that array was empty.
    @inline(__always)
    func append(_ element: Element, to key: Int) -> Bool {
        let bucket = unsafe buckets + key
        let count = unsafe bucket.pointee.count
        assert(unsafe key < bucketCount && count < capacity, "Buckets: a key or an array past its bound")
        if count == 0, unsafe bucket.pointee.base == nil { unsafe bucket.pointee.base = .allocate(capacity: capacity) }
        unsafe (bucket.pointee.base.unsafelyUnwrapped + count).initialize(to: element)
        unsafe bucket.pointee.count = count &+ 1
        return count == 0
    }

    /// The values of `key` and their number.
    @inline(__always)
    func values(of key: Int) -> (UncheckedBuffer<Element>, count: Int) {
        let bucket = unsafe buckets[key]
        return unsafe (UncheckedBuffer(viewing: bucket.base.unsafelyUnwrapped), bucket.count)
    }

    /// Empties the array of `key`, keeping its storage.
    @inline(__always)
    func removeAll(of key: Int) { unsafe buckets[key].count = 0 }

    private func addBuckets(count bound: Int) {
        let count = unsafe max(bound, bucketCount * 2)
        let grown = unsafe buckets.movedToNewAllocation(count: bucketCount, capacity: count)
        unsafe (grown + bucketCount).initialize(repeating: Bucket(base: nil, count: 0), count: count - bucketCount)
        unsafe buckets = unsafe grown
        unsafe bucketCount = count
    }
}
