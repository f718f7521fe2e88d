/// A fixed run of trivial values in memory its owner allocates and frees: the flat tables the
/// walk reads for every node, without bounds, exclusivity or copy-on-write checks.
///
/// Lifetime rule: the owner makes the buffer with ``allocate(count:)``, frees it exactly once
/// with ``free()`` (in its `deinit`), and neither it nor anyone it lent a copy to uses the
/// buffer afterwards. A copy is a view of the same memory, valid while the owner lives: a rule
/// index entry lends its tables to the walk that matches against it, and the index outlives
/// the walk. Indices are not checked: a table is built with the size its readers index it by.
/// `@unchecked Sendable` only so that a main-actor owner can free it from its `deinit`.
@usableFromInline
@unsafe package struct UncheckedBuffer<Element: BitwiseCopyable>: BitwiseCopyable, @unchecked Sendable {
    @usableFromInline
    let base: UnsafeMutablePointer<Element>

    /// A view of memory someone else owns (a ``Scratch`` buffer), under its lifetime rule.
    @inline(__always)
    init(viewing base: UnsafeMutablePointer<Element>) { unsafe self.base = unsafe base }

    /// Uninitialized room for `count` values (at least one, so that an empty table has an address).
    static func allocate(count: Int) -> Self {
        unsafe Self(viewing: .allocate(capacity: Swift.max(1, count)))
    }

    /// Room for `count` values, each `value`.
    static func allocate(count: Int, filling value: Element) -> Self {
        let buffer = unsafe allocate(count: count)
        unsafe buffer.base.initialize(repeating: value, count: Swift.max(1, count))
        return unsafe buffer
    }

    /// Gives the memory back (trivial values need no deinitialization).
    func free() { unsafe base.deallocate() }

    /// The value at `index`.
    @inlinable @inline(__always)
    package subscript(index: Int) -> Element {
        get { unsafe base[index] }
        nonmutating set { unsafe base[index] = newValue }
    }

    /// The same memory from `offset` on (a view, under the same lifetime rule).
    @inline(__always)
    func advanced(by offset: Int) -> Self { unsafe Self(viewing: base + offset) }

    /// Copies `count` values from `source` (starting at its index 0) to index 0 onward.
    @inline(__always)
    func copy(from source: Self, count: Int) { unsafe base.update(from: source.base, count: count) }

    /// Whether `self[0..<count]` equals `other[0..<count]`.
    @inline(__always)
    func elementsEqual(_ other: Self, count: Int) -> Bool where Element: Equatable {
        var index = 0
        while index < count, unsafe base[index] == other.base[index] { index &+= 1 }
        return index == count
    }
}
