/// A view's subview list read in place, without counting a reference to the list or to any
/// view in it: the walks over a hierarchy (styling, window and trait notifications) read every
/// view's list, and the two atomic operations a copy of it costs were more than the rest of
/// reading it.
///
/// Lifetime rule: a view keeps the `BorrowedSubviews` of the list it holds next to it, and
/// replaces both together (lists never change in place: see ``View/subviews``). A loop reads
/// one inside a `WalkLifetime` scope; while any scope runs, a list that is replaced is retired
/// there, kept until the outermost scope ends (every styling walk is a scope until its last
/// queued value is written). So the memory a loop reads, and every view in it, outlives the
/// loop whatever its body changes, and the body sees the subviews as they were when the loop
/// began, as a copy of the list would have shown them. Main actor only.
@safe struct BorrowedSubviews {
    private let base: UnsafeRawPointer?
    /// The number of subviews.
    let count: Int

    /// No subviews.
    static var empty: BorrowedSubviews { BorrowedSubviews(base: nil, count: 0) }

    private init(base: UnsafeRawPointer?, count: Int) {
        unsafe self.base = base
        self.count = count
    }

    /// The elements of `list`, valid while `list`'s buffer lives (see the lifetime rule).
    init(_ list: [View]) {
        self = unsafe list.withUnsafeBufferPointer { unsafe BorrowedSubviews(base: UnsafeRawPointer($0.baseAddress), count: $0.count) }
    }

    /// The subview at `index` (below ``count``), unretained.
    @inline(__always)
    nonisolated func subview(at index: Int) -> Unmanaged<View> {
        unsafe base.unsafelyUnwrapped.load(fromByteOffset: index &* MemoryLayout<View>.stride, as: Unmanaged<View>.self)
    }

    /// Calls `body` with the subview at `index` (below ``count``), borrowed.
    @inline(__always)
    nonisolated func withSubview(at index: Int, _ body: (View) -> Void) {
        unsafe subview(at: index)._withUnsafeGuaranteedRef { body($0) }
    }

    /// Asks for the first cache line of the subview list of the subview at `index`.
    @inline(__always)
    nonisolated func prefetchSubviewList(at index: Int) {
        unsafe subview(at: index)._withUnsafeGuaranteedRef { view in
            if let list = unsafe view.borrowedSubviews.base { unsafe MemoryPrefetch.prefetchLines(from: list, count: 1) }
        }
    }

    /// Asks for the first cache line of every subview.
    @inline(__always)
    nonisolated func prefetchObjects() {
        unsafe MemoryPrefetch.prefetchObjects(at: base, count: count)
    }

    /// Calls `body` with each subview in order, borrowed.
    @inline(__always)
    nonisolated func forEach(_ body: (View) -> Void) {
        var index = 0
        while index < count {
            withSubview(at: index, body)
            index &+= 1
        }
    }
}
