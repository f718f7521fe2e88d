/// Visits the objects of an array without counting a reference for each.
///
/// A walk over a child list would otherwise retain and release every child it passes to its
/// body: two atomic operations per node, more than the visit itself costs in a large tree.
///
/// Lifetime rule: the array passed in is the caller's own copy (a snapshot of the child list,
/// so a body that changes the list does not disturb the visit), and that copy keeps every
/// element alive until ``forEach(in:_:)`` returns. The body receives each element as a
/// borrowed reference, valid for the call; it may keep it (storing it counts a reference).
@usableFromInline
package enum BorrowedElements {
    /// Calls `body` with each element of `elements`, in order, without retaining it.
    ///
    /// Nonisolated: a closure formed in main-actor code would check the executor every time
    /// it is called.
    @inlinable @inline(__always)
    package nonisolated static func forEach<Element: AnyObject>(
        in elements: [Element], _ body: (Element) -> Void
    ) {
        unsafe elements.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                unsafe Unmanaged.passUnretained(buffer[index])._withUnsafeGuaranteedRef { body($0) }
            }
        }
    }
}
