/// Growable arrays of trivial values, one per small integer key (a property index), without
/// copy-on-write, bounds checks or reference counting: the queue of values a walk writes one
/// property at a time.
///
/// Lifetime rule: every array's buffer belongs to the `Buckets` object and is freed with it.
/// ``values(of:)`` stays valid until the next ``append(_:to:)`` to that key. Main-actor state
/// only: nothing guards concurrent use.
final class Buckets<Element: BitwiseCopyable> {
    private struct Bucket {
        var base: UnsafeMutablePointer<Element>?
        var count: Int
        var capacity: Int
    }

    @exclusivity(unchecked) private var buckets: UnsafeMutablePointer<Bucket>
    @exclusivity(unchecked) private var bucketCount: Int

    init() {
        bucketCount = 64
        buckets = .allocate(capacity: bucketCount)
        buckets.initialize(repeating: Bucket(base: nil, count: 0, capacity: 0), count: bucketCount)
    }

    deinit {
        for key in 0..<bucketCount { buckets[key].base?.deallocate() }
        buckets.deallocate()
    }

    /// Appends `element` to the array of `key`; returns whether that array was empty.
    @inline(__always)
    func append(_ element: Element, to key: Int) -> Bool {
        if key >= bucketCount { addBuckets(upTo: key) }
        let bucket = buckets + key
        if bucket.pointee.count == bucket.pointee.capacity { grow(bucket) }
        (bucket.pointee.base.unsafelyUnwrapped + bucket.pointee.count).initialize(to: element)
        bucket.pointee.count &+= 1
        return bucket.pointee.count == 1
    }

    /// The values of `key` and their number.
    @inline(__always)
    func values(of key: Int) -> (UnsafePointer<Element>, count: Int) {
        let bucket = buckets[key]
        return (UnsafePointer(bucket.base.unsafelyUnwrapped), bucket.count)
    }

    /// Empties the array of `key`, keeping its storage.
    @inline(__always)
    func removeAll(of key: Int) { buckets[key].count = 0 }

    private func grow(_ bucket: UnsafeMutablePointer<Bucket>) {
        let capacity = max(16, bucket.pointee.capacity * 2)
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        if let old = bucket.pointee.base {
            grown.moveInitialize(from: old, count: bucket.pointee.count)
            old.deallocate()
        }
        bucket.pointee.base = grown
        bucket.pointee.capacity = capacity
    }

    private func addBuckets(upTo key: Int) {
        let count = max(key + 1, bucketCount * 2)
        let grown = UnsafeMutablePointer<Bucket>.allocate(capacity: count)
        grown.moveInitialize(from: buckets, count: bucketCount)
        (grown + bucketCount).initialize(repeating: Bucket(base: nil, count: 0, capacity: 0), count: count - bucketCount)
        buckets.deallocate()
        buckets = grown
        bucketCount = count
    }
}
