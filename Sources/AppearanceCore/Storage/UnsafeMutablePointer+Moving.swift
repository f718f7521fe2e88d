extension UnsafeMutablePointer {
    /// Moves the first `count` elements into a new allocation with room for `capacity`
    /// (at least `count`), frees this one, and returns the new one: how the engine's own
    /// growable storages (``Scratch``, ``Buckets``, ``BorrowedObjectList``) grow.
    ///
    /// Lifetime rule: this pointer is freed, and must not be used again; the caller owns the
    /// returned allocation, whose elements past `count` are uninitialized.
    @usableFromInline
    func movedToNewAllocation(count: Int, capacity: Int) -> UnsafeMutablePointer<Pointee> {
        let grown = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
        unsafe grown.moveInitialize(from: self, count: count)
        unsafe deallocate()
        return unsafe grown
    }
}
