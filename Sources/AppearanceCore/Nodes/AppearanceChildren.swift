/// A node's children, owned the way the engine's walks need: a walk reads the list in place
/// and borrows each child, without counting a reference to any child, however the list changes
/// while the walk runs.
///
/// An adopter keeps its children in one of these and yields them from
/// ``AppearanceNode/forEachAppearanceChild(_:)`` with ``forEach(_:)``:
///
/// ```swift
/// final class Node: AppearanceNode {
///     let appearanceState = AppearanceNodeState()
///     private(set) var children = AppearanceChildren<Node>()
///     func add(_ child: Node) { children.append(child) }
///     func forEachAppearanceChild(_ body: (any AppearanceNode) -> Void) { children.forEach(body) }
/// }
/// ```
///
/// Reading is cheap because nothing is counted: a retain and a release of each child were
/// more than the rest of a walk's visit. That is safe because of the lifetime rule below,
/// which the type keeps by itself; its users need not know it. (A loop counts one reference:
/// to the list's buffer, for the loop. The list is a value, so a body that changes it must not
/// be reading it in place; a noncopyable list would hold the node's property for the loop.)
///
/// Lifetime rule (main actor only):
/// - The children live in one buffer per list (`ChildBuffer`), shared by copies of the list,
///   each slot holding a counted reference to a child and to the child's
///   ``AppearanceNode/appearanceState``. A loop reads the slots inside the buffer's
///   `withUnsafeMutablePointerToElements`, so the memory it reads is valid for the whole loop.
/// - Every loop of ``forEach(_:)`` (and every engine walk) is a *walk scope*. While any scope
///   runs, a change never writes a buffer a loop may be reading: the list gets a new buffer,
///   and the old one, with its references, is retired until the outermost scope ends. So every
///   child a loop borrows outlives the loop whatever its body changes, and the loop sees the
///   children as they were when it began. Outside every scope nothing is reading, and a change
///   writes in place when no copy of the list shares the buffer.
/// - A child lent by ``forEach(_:)`` is named the *lent child* (``isLent(_:)``), with its state,
///   while the body runs: a walk that reaches it knows it is alive until the outermost scope
///   ends, queues its values without keeping a reference to it, and reads its state from the
///   slot instead of asking the child.
@safe
public struct AppearanceChildren<Child: AppearanceNode> {
    /// The children; `nil` when there are none (most nodes).
    @usableFromInline var buffer: ChildBuffer<Child>?

    /// No children.
    @inlinable
    public nonisolated init() { buffer = nil }

    /// `children`, in order.
    @MainActor
    public init(_ children: some Sequence<Child>) {
        self.init()
        for child in children { append(child) }
    }

    /// The number of children.
    @inlinable
    public var count: Int {
        @inline(__always) get { buffer?.header.count ?? 0 }
    }

    /// Whether there are no children.
    @inlinable
    public var isEmpty: Bool {
        @inline(__always) get { count == 0 }
    }

    /// The child at `index` (below ``count``; checked).
    public subscript(index: Int) -> Child {
        precondition(index >= 0 && index < count, "child index \(index) out of range 0..<\(count)")
        return unsafe buffer.unsafelyUnwrapped.child(at: index)
    }

    /// The children, in order, as an array.
    public var elements: [Child] {
        guard let buffer else { return [] }
        return (0..<buffer.header.count).map(buffer.child(at:))
    }

    /// The index of `child` (compared by identity), if it is one of the children.
    public func firstIndex(of child: Child) -> Int? {
        for index in 0..<count where self[index] === child { return index }
        return nil
    }

    // MARK: Changes

    /// Makes room for `minimum` children.
    public mutating func reserveCapacity(_ minimum: Int) {
        guard minimum > (buffer?.header.capacity ?? 0) else { return }
        replaceBuffer(capacity: minimum) { _ in }
    }

    /// Adds `child` after the others.
    @MainActor
    public mutating func append(_ child: Child) {
        insert(child, at: count)
    }

    /// Inserts `child` at `index` (up to ``count``; checked).
    @MainActor
    public mutating func insert(_ child: Child, at index: Int) {
        precondition(index >= 0 && index <= count, "insertion index \(index) out of range 0...\(count)")
        let state = child.appearanceState
        // Uniqueness is asked before `buffer` is bound to a local, which would be a second reference.
        if isWritableInPlace, let buffer, buffer.header.count < buffer.header.capacity {
            buffer.insert(child, state: state, at: index)
            return
        }
        replaceBuffer(capacity: Swift.max(4, count * 2)) { $0.insert(child, state: state, at: index) }
    }

    /// Removes and returns the child at `index` (below ``count``; checked).
    @discardableResult
    public mutating func remove(at index: Int) -> Child {
        let child = self[index]
        if isWritableInPlace {
            buffer?.remove(at: index)
        } else {
            replaceBuffer(capacity: count) { $0.remove(at: index) }
        }
        return child
    }

    /// Removes every child and returns them, in order.
    @discardableResult
    public mutating func removeAll() -> [Child] {
        let removed = elements
        retireBuffer()
        buffer = nil
        return removed
    }

    /// Moves every child to the end of `array`, leaving the list empty: how a node's `deinit`
    /// frees a deep subtree one node at a time instead of one stack frame per level.
    ///
    /// ```swift
    /// deinit {
    ///     var orphans: [Node] = []
    ///     children.removeAll(into: &orphans)
    ///     while var node = orphans.popLast() {
    ///         guard isKnownUniquelyReferenced(&node) else { continue }
    ///         node.children.removeAll(into: &orphans)
    ///     }
    /// }
    /// ```
    public mutating func removeAll(into array: inout [Child]) {
        guard let buffer else { return }
        // One allocation at most, growing geometrically: a deinit that finds nothing to take
        // over calls this once, and one that frees a subtree calls it for every level.
        let needed = array.count + buffer.header.count
        if array.capacity < needed { array.reserveCapacity(Swift.max(needed, array.capacity * 2)) }
        for index in 0..<buffer.header.count { array.append(buffer.child(at: index)) }
        retireBuffer()
        self.buffer = nil
    }

    /// Replaces the children with `children`.
    @MainActor
    public mutating func replaceAll(with children: some Sequence<Child>) {
        retireBuffer()
        buffer = nil
        for child in children { append(child) }
    }

    /// Whether a change may write the current buffer: no copy shares it and no walk scope runs
    /// (see the lifetime rule).
    private var isWritableInPlace: Bool {
        mutating get { WalkLifetime.scopes == 0 && isKnownUniquelyReferenced(&buffer) }
    }

    /// Moves the children to a new buffer of `capacity` (at least ``count``), changed there by
    /// `change`; the old buffer is retired while a walk may be reading it.
    private mutating func replaceBuffer(capacity: Int, _ change: (ChildBuffer<Child>) -> Void) {
        let replacement = ChildBuffer<Child>.make(capacity: Swift.max(capacity, count))
        if let buffer { replacement.append(contentsOf: buffer) }
        change(replacement)
        retireBuffer()
        buffer = replacement
    }

    /// Hands the current buffer to the walk's lifetime keeper when a scope may be reading it.
    private func retireBuffer() {
        if let buffer { WalkLifetime.retire(buffer) }
    }

    // MARK: Walks

    /// Lends each child to `body`, in order: a borrowed reference, without counting one, valid
    /// for the call (storing it counts one, as usual). Each child is the lent child
    /// (``isLent(_:)``) while `body` runs; `body` may change any list, this one included, and
    /// still sees the children as they were when the loop began.
    ///
    /// Nonisolated, like the walks that call it: a closure formed in main-actor code and called
    /// from here would check the executor at every call.
    @inlinable
    public nonisolated func forEach(_ body: (Child) -> Void) {
        guard let buffer else { return }
        WalkLifetime.begin()
        buffer.forEachLent(body)
        WalkLifetime.end()
    }

    /// Calls `body` with each child, in order, borrowed as by ``forEach(_:)`` but not named the
    /// lent child; before each child's call, `ahead` gets the next child (for asking for memory
    /// the next call will read; see ``prefetchElements()``). The children's first cache lines
    /// are asked for first.
    @inlinable
    public nonisolated func forEach(ahead: (Child) -> Void, _ body: (Child) -> Void) {
        guard let buffer else { return }
        WalkLifetime.begin()
        buffer.forEachBorrowed(ahead: ahead, body)
        WalkLifetime.end()
    }

    /// Asks the processor for the first cache line of the list's slots, which a walk reaching
    /// this node will read (a hint: it changes nothing the program can see).
    @inlinable
    public nonisolated func prefetchElements() {
        buffer?.prefetchSlots()
    }

    /// Whether `node` is the child a ``forEach(_:)`` loop is lending right now.
    @inlinable
    public nonisolated static func isLent(_ node: AnyObject) -> Bool {
        WalkLifetime.isListedChild(node)
    }
}

/// One slot of a ``ChildBuffer``: a child and its engine state, both counted.
@usableFromInline
struct ChildSlot<Child: AnyObject> {
    @usableFromInline let child: Child
    @usableFromInline let state: AppearanceNodeState
}

/// The size and room of a `ChildBuffer`.
@usableFromInline
struct ChildBufferHeader {
    @usableFromInline var count: Int
    @usableFromInline let capacity: Int
}

/// The buffer of an ``AppearanceChildren`` list: one allocation holding its header and
/// `capacity` slots, the first `count` initialized.
///
/// Lifetime rule: the slots are initialized and deinitialized only by this class's methods,
/// which the list calls with checked indices, and only while no walk scope runs or on a buffer
/// no loop can be reading (see ``AppearanceChildren``); `deinit` releases the initialized ones.
/// A loop reads slots only inside `withUnsafeMutablePointerToElements`, as it documents.
@safe @usableFromInline
final class ChildBuffer<Child: AnyObject>: ManagedBuffer<ChildBufferHeader, ChildSlot<Child>> {
    static func make(capacity: Int) -> ChildBuffer<Child> {
        let buffer = create(minimumCapacity: Swift.max(capacity, 1)) { _ in
            ChildBufferHeader(count: 0, capacity: Swift.max(capacity, 1))
        }
        return unsafe unsafeDowncast(buffer, to: ChildBuffer<Child>.self)
    }

    deinit {
        _ = unsafe withUnsafeMutablePointers { header, slots in unsafe slots.deinitialize(count: header.pointee.count) }
    }

    func child(at index: Int) -> Child {
        unsafe withUnsafeMutablePointerToElements { unsafe $0[index].child }
    }

    func insert(_ child: Child, state: AppearanceNodeState, at index: Int) {
        unsafe withUnsafeMutablePointers { header, slots in
            let count = unsafe header.pointee.count
            unsafe (slots + index + 1).moveInitialize(from: slots + index, count: count - index)
            unsafe (slots + index).initialize(to: ChildSlot(child: child, state: state))
            unsafe header.pointee.count = count + 1
        }
    }

    func remove(at index: Int) {
        unsafe withUnsafeMutablePointers { header, slots in
            let count = unsafe header.pointee.count
            unsafe (slots + index).deinitialize(count: 1)
            unsafe (slots + index).moveInitialize(from: slots + index + 1, count: count - index - 1)
            unsafe header.pointee.count = count - 1
        }
    }

    /// Appends `other`'s slots (their references counted again here).
    func append(contentsOf other: ChildBuffer<Child>) {
        unsafe withUnsafeMutablePointers { header, slots in
            unsafe other.withUnsafeMutablePointers { otherHeader, otherSlots in
                let count = unsafe header.pointee.count, added = unsafe otherHeader.pointee.count
                unsafe (slots + count).initialize(from: otherSlots, count: added)
                unsafe header.pointee.count = count + added
            }
        }
    }

    /// The loop of ``AppearanceChildren/forEach(_:)``: the count and each slot are read as
    /// the loop began (a change during the loop goes to another buffer).
    @inlinable @inline(__always)
    nonisolated func forEachLent(_ body: (Child) -> Void) {
        unsafe withUnsafeMutablePointers { header, slots in
            let count = unsafe header.pointee.count
            var index = 0
            while index < count {
                let slot = unsafe UnsafeRawPointer(slots + index)
                let child = unsafe slot.load(as: Unmanaged<Child>.self)
                WalkLifetime.lend(
                    unsafe UInt(bitPattern: child.toOpaque()),
                    state: unsafe UInt(bitPattern: slot.load(fromByteOffset: MemoryLayout<Child>.stride, as: UnsafeRawPointer.self)))
                unsafe child._withUnsafeGuaranteedRef(body)
                WalkLifetime.endLending()
                index &+= 1
            }
        }
    }

    @inlinable @inline(__always)
    nonisolated func forEachBorrowed(ahead: (Child) -> Void, _ body: (Child) -> Void) {
        unsafe withUnsafeMutablePointers { header, slots in
            let count = unsafe header.pointee.count
            var index = 0
            while index < count {
                unsafe MemoryPrefetch.prefetchObject(at: UnsafeRawPointer(slots + index))
                index &+= 1
            }
            index = 0
            while index < count {
                if index &+ 1 < count {
                    unsafe UnsafeRawPointer(slots + (index &+ 1)).load(as: Unmanaged<Child>.self)._withUnsafeGuaranteedRef(ahead)
                }
                unsafe UnsafeRawPointer(slots + index).load(as: Unmanaged<Child>.self)._withUnsafeGuaranteedRef(body)
                index &+= 1
            }
        }
    }

    @inlinable @inline(__always)
    nonisolated func prefetchSlots() {
        unsafe withUnsafeMutablePointerToElements { unsafe MemoryPrefetch.prefetchLines(from: UnsafeRawPointer($0), count: 1) }
    }
}
