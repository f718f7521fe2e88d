/// Growable arrays of trivial values, one per small integer key (a property index), without
/// copy-on-write, bounds checks or reference counting: the queue of values a walk writes one
/// property at a time.
///
/// Lifetime rule: every array's buffer belongs to the `Buckets` object and is freed with it.
/// ``values(of:)`` stays valid until the next ``append(_:to:)`` to that key. Main-actor state
/// only: nothing guards concurrent use.
@safe final class Buckets<Element: BitwiseCopyable> {
    @safe private struct Bucket {
        var base: UnsafeMutablePointer<Element>?
        var count: Int
        var capacity: Int
    }

    @exclusivity(unchecked) private var buckets: UnsafeMutablePointer<Bucket>
    @exclusivity(unchecked) private var bucketCount: Int

    init() {
        unsafe bucketCount = 64
        unsafe buckets = unsafe .allocate(capacity: bucketCount)
        unsafe buckets.initialize(repeating: Bucket(base: nil, count: 0, capacity: 0), count: bucketCount)
    }

    deinit {
        for key in unsafe 0..<bucketCount { unsafe buckets[key].base?.deallocate() }
        unsafe buckets.deallocate()
    }

    /// Appends `element` to the array of `key`; returns whether that array was empty.
    @inline(__always)
    func append(_ element: Element, to key: Int) -> Bool {
        if unsafe key >= bucketCount { addBuckets(upTo: key) }
        let bucket = unsafe buckets + key
        if unsafe bucket.pointee.count == bucket.pointee.capacity { unsafe grow(bucket) }
        unsafe (bucket.pointee.base.unsafelyUnwrapped + bucket.pointee.count).initialize(to: element)
        unsafe bucket.pointee.count &+= 1
        return unsafe bucket.pointee.count == 1
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

    private func grow(_ bucket: UnsafeMutablePointer<Bucket>) {
        let capacity = unsafe max(16, bucket.pointee.capacity * 2)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        if let old = unsafe bucket.pointee.base {
            unsafe grown.moveInitialize(from: old, count: bucket.pointee.count)
            unsafe old.deallocate()
        }
        unsafe bucket.pointee.base = unsafe grown
        unsafe bucket.pointee.capacity = capacity
    }

    private func addBuckets(upTo key: Int) {
        let count = unsafe max(key + 1, bucketCount * 2)
        let grown = UnsafeMutablePointer<Bucket>.allocate(capacity: count)
        unsafe grown.moveInitialize(from: buckets, count: bucketCount)
        unsafe (grown + bucketCount).initialize(repeating: Bucket(base: nil, count: 0, capacity: 0), count: count - bucketCount)
        unsafe buckets.deallocate()
        unsafe buckets = unsafe grown
        unsafe bucketCount = count
    }
}
