/// A reference that is not counted: the engine's handle to an object someone else keeps alive.
///
/// The walk touches the rule index's entries, matches and styles, value boxes and the nodes
/// themselves for every node; counting each of those references would cost more than the
/// matching does. `Unretained` is how the engine says "this object is owned elsewhere".
///
/// Lifetime rule: whoever makes an `Unretained` names the owner that keeps the object alive
/// and uses the handle only while that owner does — a rule index owns its entries, matches
/// and styles; the proxy records behind an index own its value boxes; a walk's queue owns the
/// nodes it holds (see each use). ``object``, ``with(_:)`` and ``with(as:_:)`` read the object
/// and are valid only then. ``address`` and `==` only compare, and are valid always.
@usableFromInline
@unsafe package struct Unretained<Object: AnyObject>: BitwiseCopyable, Equatable {
    @usableFromInline
    let reference: Unmanaged<Object>

    /// A handle to `object`, which its owner keeps alive.
    @inlinable @inline(__always)
    package init(_ object: Object) { unsafe reference = unsafe .passUnretained(object) }

    /// The handle whose ``address`` is `address` (one this type produced, for tables that keep
    /// objects as integers).
    @inlinable @inline(__always)
    package init(address: UInt) {
        unsafe reference = unsafe .fromOpaque(UnsafeRawPointer(bitPattern: address).unsafelyUnwrapped)
    }

    /// The object (counted from here on, like any strong reference).
    @inlinable @inline(__always)
    package var object: Object { unsafe reference.takeUnretainedValue() }

    /// Runs `body` with the object, without counting a reference for the call.
    @inlinable @inline(__always)
    package func with<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        unsafe try reference._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the object as a `Known`, which it is (checked in debug builds only).
    @inlinable @inline(__always)
    package func with<Known: AnyObject, Result>(as known: Known.Type, _ body: (Known) throws -> Result) rethrows -> Result {
        unsafe try reference._withUnsafeGuaranteedRef { try body(unsafe unsafeDowncast($0, to: Known.self)) }
    }

    /// The object's address: its identity, for comparing and for integer tables.
    @inlinable @inline(__always)
    package var address: UInt { unsafe UInt(bitPattern: reference.toOpaque()) }

    /// Counts one reference by hand: the owner that decided to keep the object alive this way
    /// (a rule index kept by the nodes styled from it) calls ``releaseKept()`` exactly once later.
    @inlinable @inline(__always)
    package func keep() { _ = unsafe reference.retain() }

    /// Gives back the reference counted by ``keep()`` (which may free the object).
    @inlinable @inline(__always)
    package func releaseKept() { unsafe reference.release() }

    @inlinable @inline(__always)
    package static func == (lhs: Self, rhs: Self) -> Bool { unsafe lhs.address == rhs.address }
}
