// Lifetime of the nodes a walk reaches through adopters' child lists.
//
// Confinement rule: like StyledContext's, these are process-lifetime globals with no lock and
// no isolation check, read and written only on the main thread (appearance work is main-actor
// work) and never across a suspension point. Only this file touches the raw globals
// (`stored…`, internal so that the inlinable accessors reach them without dynamic exclusivity
// checks in other modules).

/// Keeps what adopters' child lists drop during a walk alive until the walk ends, so that a
/// walk can hold listed nodes without counting a reference to each.
///
/// Lifetime rule (main actor only):
/// - A scope runs from ``begin()`` to ``end()``; scopes nest. Every engine walk is one, from
///   its first node to its last queued write; an adopter's own loops over its lists are others.
/// - While a scope runs, an adopter that replaces a child list its loops read in place hands
///   the old list to ``retire(_:)``: it is kept until the outermost scope ends. Such lists never
///   change in place. (An adopter whose loops read a copy of the list needs neither, as long as
///   its children outlive the scope another way: the benchmark's nodes are never removed.)
/// - An adopter that yields a child borrowed from such a list names it (``name(_:state:)``)
///   just before yielding it, and clears the name after. The child is then alive until the
///   outermost scope ends: the list holds it, or the retired list does. Naming its
///   `appearanceState` too (which the child owns, so it lives as long) spares the walk asking
///   the child for it, a counted reference per node.
/// - The walk reads ``listedChild`` when it reaches a node, before anything it calls can change
///   it, and keeps (retains) a node whose values it queues only when the node is not the one
///   named: a node yielded any other way may be freed by a setter before its values are written.
@usableFromInline
package enum WalkLifetime {
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) static var storedScopes = 0
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) static var storedListedChild: UInt = 0
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) static var storedListedState: UInt = 0
    @exclusivity(unchecked)
    nonisolated(unsafe) private static var retired: [Any] = []

    /// The address of the child being yielded from a list that ``retire(_:)`` protects, or 0.
    @inlinable
    package static var listedChild: UInt {
        @inline(__always) get { unsafe storedListedChild }
    }

    /// The address of the listed child's `appearanceState`, or 0 when its adopter did not name it.
    @inlinable
    package static var listedState: UInt {
        @inline(__always) get { unsafe storedListedState }
    }

    /// Names the child about to be yielded (its address, 0 to clear) and, optionally, the
    /// address of its `appearanceState`.
    @inlinable @inline(__always)
    package static func name(_ child: UInt, state: UInt = 0) {
        unsafe storedListedChild = child
        unsafe storedListedState = state
    }

    /// How many scopes are running (0: nothing is reading a list in place).
    @inlinable
    static var scopes: Int {
        @inline(__always) get { unsafe storedScopes }
    }

    /// Names the child at address `child`, with its state at address `state`, the child being
    /// lent (see ``AppearanceChildren``).
    @inlinable @inline(__always)
    static func lend(_ child: UInt, state: UInt) {
        unsafe storedListedChild = child
        unsafe storedListedState = state
    }

    /// Clears the name of the lent child.
    @inlinable @inline(__always)
    static func endLending() {
        unsafe storedListedChild = 0
        unsafe storedListedState = 0
    }

    /// Whether `node` is the child being lent.
    @inlinable @inline(__always)
    static func isListedChild(_ node: AnyObject) -> Bool {
        unsafe storedListedChild == UInt(bitPattern: ObjectIdentifier(node))
    }

    /// Starts a scope.
    @inlinable @inline(__always)
    package static func begin() { unsafe storedScopes &+= 1 }

    /// Ends a scope; the outermost one lets the retired lists go (which may free nodes, and run
    /// their `deinit`s, outside any scope).
    @inlinable @inline(__always)
    package static func end() {
        unsafe storedScopes &-= 1
        if unsafe storedScopes == 0 { releaseRetired() }
    }

    /// Keeps `list`, which its owner is about to replace, while a scope may be reading it.
    @inlinable @inline(__always)
    package static func retire(_ list: Any) {
        if unsafe storedScopes > 0 { keepRetired(list) }
    }

    @usableFromInline
    static func keepRetired(_ list: Any) {
        unsafe retired.append(list)
    }

    @usableFromInline
    static func releaseRetired() {
        guard unsafe !retired.isEmpty else { return }
        // Emptied before the lists go: a `deinit` they run may start a scope and retire again.
        let lists = unsafe retired
        unsafe retired = []
        _ = lists
    }
}
