/// A growable array of trivial values without copy-on-write, bounds or exclusivity checks: the
/// scratch state of walks, compositions and caches, reused from use to use.
///
/// Lifetime rule: the buffer belongs to the `Scratch` object and is freed with it. ``buffer``
/// stays valid until the next call that can grow the buffer (``append(_:)``, ``grow(to:filling:)``,
/// ``reserve(_:)``); callers that keep ``buffer`` in a local (the walker's matching, a
/// composition's slots) make no such call meanwhile. Main-actor state only: nothing guards
/// concurrent use.
@safe final class Scratch<Element: BitwiseCopyable> {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>

    /// The storage, as a view valid until the next call that can grow the buffer.
    @inline(__always)
    var buffer: UncheckedBuffer<Element> { unsafe UncheckedBuffer(viewing: base) }
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var storedCount = 0

    /// The number of elements.
    @inline(__always)
    var count: Int {
        get { unsafe storedCount }
        set { unsafe storedCount = newValue }
    }

    init(capacity: Int = 64) {
        unsafe base = .allocate(capacity: capacity)
        unsafe self.capacity = capacity
    }

    deinit { unsafe base.deallocate() }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { unsafe base[index] }
        set { unsafe base[index] = newValue }
    }

    @inline(__always)
    var last: Element { unsafe base[count - 1] }

    @inline(__always)
    func append(_ element: Element) {
        if unsafe count == capacity { unsafe grow(capacity: capacity * 2) }
        unsafe (base + count).initialize(to: element)
        count += 1
    }

    /// Appends `filling` until there are `count` elements.
    func grow(to newCount: Int, filling: Element) {
        if unsafe newCount > capacity { unsafe grow(capacity: max(newCount, capacity * 2)) }
        while count < newCount { append(filling) }
    }

    /// Makes room for at least `minimum` elements.
    @inline(__always)
    func reserve(_ minimum: Int) {
        if unsafe minimum > capacity { unsafe grow(capacity: max(minimum, capacity * 2)) }
    }

    private func grow(capacity newCapacity: Int) {
        unsafe base = unsafe base.movedToNewAllocation(count: count, capacity: newCapacity)
        unsafe capacity = newCapacity
    }
}
