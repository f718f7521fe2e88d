// Lifetime of the nodes a walk reaches through adopters' child lists.
//
// Confinement rule: like StyledContext's, these are process-lifetime globals with no lock and
// no isolation check, read and written only on the main thread (appearance work is main-actor
// work) and never across a suspension point. Only this file touches the raw globals
// (`stored…`, internal so that the inlinable accessors reach them without dynamic exclusivity
// checks in other modules).

/// Keeps what ``AppearanceChildren`` lists drop during a walk alive until the walk ends, so
/// that a walk can hold lent nodes without counting a reference to each. Only the core uses
/// it: adopters own their children with ``AppearanceChildren``, which keeps this rule.
///
/// Lifetime rule (main actor only):
/// - A scope runs from ``begin()`` to ``end()``; scopes nest. Every engine walk is one, from
///   its first node to its last queued write; every loop of a child list is another.
/// - While a scope runs, a child list that is changed hands its old buffer to ``retire(_:)``:
///   it is kept until the outermost scope ends. Buffers a loop may read never change in place.
/// - A list lending a child names it, with its state (``lend(_:state:)``), just before yielding
///   it, and clears the name after (``endLending()``). The child is then alive until the
///   outermost scope ends: the list holds it, or the retired buffer does. Its state (which the
///   child owns, so it lives as long) spares the walk asking the child for it.
/// - The walk asks ``isListedChild(_:)`` when it reaches a node, before anything it calls can
///   change the name, and keeps (retains) a node whose values it queues only when the node is
///   not the lent one: a node yielded any other way may be freed by a setter before its values
///   are written.
@usableFromInline
enum WalkLifetime {
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) static var storedScopes = 0
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) static var storedListedChild: UInt = 0
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) static var storedListedState: UInt = 0
    @exclusivity(unchecked)
    nonisolated(unsafe) private static var retired: [Any] = []

    /// The address of the lent child's `appearanceState`, or 0 when no child is lent.
    @inlinable
    static var listedState: UInt {
        @inline(__always) get { unsafe storedListedState }
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
    static func begin() { unsafe storedScopes &+= 1 }

    /// Ends a scope; the outermost one lets the retired lists go (which may free nodes, and run
    /// their `deinit`s, outside any scope).
    @inlinable @inline(__always)
    static func end() {
        unsafe storedScopes &-= 1
        if unsafe storedScopes == 0 { releaseRetired() }
    }

    /// Keeps `list`, which its owner is about to replace, while a scope may be reading it.
    @inlinable @inline(__always)
    static func retire(_ list: Any) {
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
