/// A node's children, owned the way the engine's walks need: a walk reads the list in place
/// and borrows each child, without counting a reference to the list or to any child, however
/// the list changes while the walk runs.
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
/// Reading is cheap because nothing is counted: two atomic operations per node (a retain and
/// a release of each child, or of the list) were more than the rest of a walk's visit.
/// That is safe because of the lifetime rule below, which the type keeps by itself.
///
/// Lifetime rule (main actor only; the type enforces it, its users need not know it):
/// - The elements live in memory this type allocates (``ChildBuffer``) and frees when the last
///   list sharing it goes; a loop reads that memory directly.
/// - Every loop of ``forEach(_:)`` (and every engine walk) is a *walk scope*
///   (``WalkLifetime``). While any scope runs, a change never writes the memory a loop may be
///   reading: the list gets new memory, and the old memory, with a reference to each child it
///   holds, is retired to ``WalkLifetime``, which keeps it until the outermost scope ends.
///   So every child a loop borrows outlives the loop whatever its body changes, and the loop
///   sees the children as they were when it began.
/// - Outside every scope nothing is reading, and a change writes in place when the memory is
///   not shared with a copy of the list.
/// - A child lent by ``forEach(_:)`` is named the *lent child* (``isLent(_:)``) while the body
///   runs: a walk that reaches it then knows it is alive until its outermost scope ends, and
///   queues its values without keeping a reference to it.
@safe
public struct AppearanceChildren<Child: AppearanceNode> {
    /// The memory, shared by copies of the list; `nil` when there are no children (most nodes).
    @usableFromInline var buffer: ChildBuffer<Child>?

    /// No children.
    @inlinable
    public nonisolated init() { buffer = nil }

    /// `children`, in order.
    public init(_ children: some Sequence<Child>) {
        self.init()
        for child in children { append(child) }
    }

    /// The number of children.
    @inlinable
    public var count: Int {
        @inline(__always) get { buffer?.count ?? 0 }
    }

    /// Whether there are no children.
    @inlinable
    public var isEmpty: Bool {
        @inline(__always) get { count == 0 }
    }

    /// The child at `index` (below ``count``; checked).
    public subscript(index: Int) -> Child {
        precondition(index >= 0 && index < count, "child index \(index) out of range 0..<\(count)")
        return unsafe buffer.unsafelyUnwrapped.elements[index]
    }

    /// The children, in order, as an array (made once per change of the list, then shared).
    public var elements: [Child] {
        guard let buffer else { return [] }
        return buffer.array()
    }

    /// The index of `child` (compared by identity), if it is one of the children.
    public func firstIndex(of child: Child) -> Int? {
        guard let buffer else { return nil }
        for index in 0..<buffer.count where unsafe buffer.elements[index] === child { return index }
        return nil
    }

    // MARK: Changes

    /// Makes room for `minimum` children.
    public mutating func reserveCapacity(_ minimum: Int) {
        guard minimum > (buffer?.capacity ?? 0) else { return }
        replaceBuffer(capacity: minimum) { _ in }
    }

    /// Adds `child` after the others.
    public mutating func append(_ child: Child) {
        insert(child, at: count)
    }

    /// Inserts `child` at `index` (up to ``count``; checked).
    public mutating func insert(_ child: Child, at index: Int) {
        precondition(index >= 0 && index <= count, "insertion index \(index) out of range 0...\(count)")
        if let buffer, buffer.count < buffer.capacity, isWritableInPlace {
            buffer.insert(child, at: index)
            return
        }
        let capacity = Swift.max(4, count < 4 ? count + 1 : count * 2)
        replaceBuffer(capacity: capacity) { $0.insert(child, at: index) }
    }

    /// Removes and returns the child at `index` (below ``count``; checked).
    @discardableResult
    public mutating func remove(at index: Int) -> Child {
        precondition(index >= 0 && index < count, "child index \(index) out of range 0..<\(count)")
        let child = self[index]
        if isWritableInPlace {
            unsafe buffer.unsafelyUnwrapped.remove(at: index)
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

    /// Replaces the children with `children`.
    public mutating func replaceAll(with children: some Sequence<Child>) {
        retireBuffer()
        buffer = nil
        for child in children { append(child) }
    }

    /// Whether a change may write the current memory: no copy shares it and no walk scope runs
    /// (see the lifetime rule).
    @usableFromInline var isWritableInPlace: Bool {
        mutating get { WalkLifetime.scopes == 0 && isKnownUniquelyReferenced(&buffer) }
    }

    /// Moves the children to new memory of `capacity` (at least ``count``), changed there by
    /// `change`; the old memory is retired while a walk may be reading it.
    private mutating func replaceBuffer(capacity: Int, _ change: (ChildBuffer<Child>) -> Void) {
        let replacement = ChildBuffer<Child>(capacity: Swift.max(capacity, count))
        if let buffer { replacement.append(contentsOf: buffer) }
        change(replacement)
        retireBuffer()
        buffer = replacement
    }

    /// Hands the current memory to ``WalkLifetime`` when a scope may be reading it.
    private func retireBuffer() {
        if let buffer { WalkLifetime.retire(buffer) }
    }

    // MARK: Walks

    /// Lends each child to `body`, in order: a borrowed reference, without counting one, valid
    /// for the call (storing it counts one, as usual). Each child is the lent child
    /// (``isLent(_:)``) while `body` runs; `body` may change any list, this one included, and
    /// still sees the children as they were when the loop began.
    @inlinable @MainActor
    public func forEach(_ body: (Child) -> Void) {
        guard let buffer else { return }
        WalkLifetime.begin()
        buffer.forEachLent(body)
        WalkLifetime.end()
    }

    /// Calls `body` with each child, in order, borrowed as by ``forEach(_:)`` but not named the
    /// lent child; before each child's call, `ahead` gets the next child (for asking for memory
    /// the next call will read; see ``prefetchElements()``). The objects' first cache lines are
    /// asked for first.
    @inlinable
    public func forEach(ahead: (Child) -> Void, _ body: (Child) -> Void) {
        guard let buffer else { return }
        WalkLifetime.begin()
        buffer.forEachBorrowed(ahead: ahead, body)
        WalkLifetime.end()
    }

    /// Calls `body` with the child at `index` (below ``count``), borrowed.
    @inlinable
    public func withChild<Result>(at index: Int, _ body: (Child) -> Result) -> Result {
        precondition(index >= 0 && index < count, "child index \(index) out of range 0..<\(count)")
        return unsafe buffer.unsafelyUnwrapped.withElement(at: index, body)
    }

    /// Asks the processor for the first cache line of the list's memory, which a walk reaching
    /// this node will read (a hint: it changes nothing the program can see).
    @inlinable
    public nonisolated func prefetchElements() {
        buffer?.prefetchElements()
    }

    /// Whether `node` is the child a ``forEach(_:)`` loop is lending right now.
    @inlinable
    public static func isLent(_ node: AnyObject) -> Bool {
        WalkLifetime.isListedChild(node)
    }
}

/// The memory of an ``AppearanceChildren`` list: `capacity` slots, the first `count` holding a
/// counted reference to a child each.
///
/// Lifetime rule: the slots are allocated by the initializer and freed (with the references
/// they hold) by `deinit`, and nowhere else, so ``elements`` is valid while the buffer lives;
/// indices are checked by the list before they reach here. The buffer is changed in place only
/// when no walk scope runs (see ``AppearanceChildren``).
@safe @usableFromInline
final class ChildBuffer<Child: AppearanceNode> {
    @usableFromInline let elements: UnsafeMutablePointer<Child>
    @usableFromInline private(set) var count = 0
    @usableFromInline let capacity: Int
    /// The elements as an array, made on demand and dropped by any change.
    private var cachedArray: [Child]?

    init(capacity: Int) {
        self.capacity = capacity
        unsafe elements = .allocate(capacity: Swift.max(capacity, 1))
    }

    deinit {
        unsafe elements.deinitialize(count: count)
        unsafe elements.deallocate()
    }

    func array() -> [Child] {
        if let cachedArray { return cachedArray }
        let array = unsafe Array(UnsafeBufferPointer(start: elements, count: count))
        cachedArray = array
        return array
    }

    func insert(_ child: Child, at index: Int) {
        cachedArray = nil
        unsafe (elements + index + 1).moveInitialize(from: elements + index, count: count - index)
        unsafe (elements + index).initialize(to: child)
        count += 1
    }

    func remove(at index: Int) {
        cachedArray = nil
        unsafe (elements + index).deinitialize(count: 1)
        unsafe (elements + index).moveInitialize(from: elements + index + 1, count: count - index - 1)
        count -= 1
    }

    /// Appends `other`'s children (counted again here).
    func append(contentsOf other: ChildBuffer<Child>) {
        cachedArray = nil
        unsafe (elements + count).initialize(from: other.elements, count: other.count)
        count += other.count
    }

    @inlinable @inline(__always)
    func withElement<Result>(at index: Int, _ body: (Child) -> Result) -> Result {
        unsafe Unmanaged.passUnretained(elements[index])._withUnsafeGuaranteedRef(body)
    }

    /// The loop of ``AppearanceChildren/forEach(_:)``: reads `count` and the slots once each,
    /// as the loop began (a change during the loop goes to new memory).
    @inlinable @inline(__always) @MainActor
    func forEachLent(_ body: (Child) -> Void) {
        let base = unsafe elements
        let count = self.count
        var index = 0
        while index < count {
            unsafe Unmanaged.passUnretained(base[index])._withUnsafeGuaranteedRef { child in
                WalkLifetime.lend(child)
                body(child)
                WalkLifetime.endLending()
            }
            index &+= 1
        }
    }

    @inlinable @inline(__always)
    func forEachBorrowed(ahead: (Child) -> Void, _ body: (Child) -> Void) {
        let base = unsafe elements
        let count = self.count
        unsafe MemoryPrefetch.prefetchObjects(at: UnsafeRawPointer(base), count: count)
        var index = 0
        while index < count {
            if index &+ 1 < count { unsafe Unmanaged.passUnretained(base[index &+ 1])._withUnsafeGuaranteedRef(ahead) }
            unsafe Unmanaged.passUnretained(base[index])._withUnsafeGuaranteedRef(body)
            index &+= 1
        }
    }

    @inlinable @inline(__always)
    nonisolated func prefetchElements() {
        unsafe MemoryPrefetch.prefetchLines(from: UnsafeRawPointer(elements), count: 1)
    }
}
