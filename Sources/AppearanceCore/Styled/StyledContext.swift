/// Who is writing a ``Styled`` property right now: the app, or the engine applying, removing,
/// reverting or inspecting a value.
///
/// The engine switches the mode around its own writes, so every other write counts as the app's
/// explicit value (R4.3). Appearance work runs on the main actor, so one global suffices.
@usableFromInline
package enum StyledContext {
    @usableFromInline
    package enum Mode: Sendable {
        /// A write by the app: it becomes the instance's explicit value.
        case explicit
        /// The engine applies an appearance value; ignored where an explicit value exists.
        case appearance
        /// The engine withdraws an appearance value: back to the value before any appearance.
        case unstyle
        /// The app drops its explicit value (R9): back to the untouched value, tracking cleared.
        case revert
        /// The engine asks whether the value is explicit; nothing changes.
        case probe
        /// The engine applies an appearance value, like `.appearance`, and asks where it lands
        /// (``StyledContext/probedStorage``, ``StyledContext/probedAxis``).
        case learn
    }

    // The hot path reads and writes these for every styled value; nothing touches them
    // concurrently (appearance work is main-actor work), so no dynamic exclusivity checks.
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) package static var mode: Mode = .explicit
    /// Set by a ``Styled`` property when a withdrawing, reverting, probing or learning write of
    /// the engine reached it. The engine clears it before each such write: the first property
    /// reached is the one written; any other that its observers (`didSet`) write after it holds
    /// a derived value. After a learning write it also tells a styled property from a plain one.
    /// Plain appearance writes leave it alone: nothing reads it after them, and they are the
    /// hot path.
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) package static var reached = false
    /// The answers of a `.probe` write: whether the value is explicit, where the ``Styled``
    /// storage lives, and which axis value an ``AxisValues`` write addressed. The address tells
    /// key paths rooted at different classes of one property apart from different properties.
    @usableFromInline
    nonisolated(unsafe) package static var probedExplicit = false
    @usableFromInline
    nonisolated(unsafe) package static var probedStorage: UnsafeMutableRawPointer?
    nonisolated(unsafe) package static var probedAxis: AnyHashable?

    /// Runs `body` with `mode` in force.
    @inline(__always)
    package static func with<R>(_ mode: Mode, _ body: () throws -> R) rethrows -> R {
        let saved = unsafe Self.mode
        unsafe Self.mode = mode
        defer { unsafe Self.mode = saved }
        return try body()
    }
}

/// Where a styled value came from.
public enum StyledOrigin: Sendable, Hashable {
    /// Nothing has written it: the declared initial value.
    case initial
    /// The appearance engine wrote it.
    case appearance
    /// The app wrote it: the engine leaves it alone until the app reverts it.
    case explicit

    /// Applies one write in the current ``StyledContext`` mode to a value and its origin.
    /// Returns whether the caller should store `newValue`; `reset` is set when it should store
    /// the initial value instead.
    ///
    /// When an engine write withdraws, reverts or probes a property whose observer writes other
    /// styled properties (`didSet { cornerRadius = ... }`), only the first property reached is
    /// withdrawn, reverted or probed. The observer's writes hold values derived from it: they
    /// are stored as appearance values (never over an explicit value) and answer no probe; a
    /// probe stores nothing.
    @inlinable
    package mutating func admit(reset: inout Bool) -> Bool {
        switch unsafe StyledContext.mode {
        case .explicit:
            // R4.3 (Rules.md): any write but the engine's is the app's, and wins from now on.
            self = .explicit
            return true
        case .appearance:
            // R4.3 (Rules.md): an appearance value never replaces an explicit one.
            guard self != .explicit else { return false }
            self = .appearance
            return true
        case .learn:
            unsafe StyledContext.reached = true
            guard self != .explicit else { return false }
            self = .appearance
            return true
        case .unstyle:
            // R7 (Rules.md): back to the value before any appearance, explicit values untouched.
            if unsafe StyledContext.reached { return admitDerived() }
            unsafe StyledContext.reached = true
            guard self == .appearance else { return false }
            self = .initial
            reset = true
            return false
        case .revert:
            // R9 (Rules.md): the explicit value goes; the engine then applies the appearance value.
            if unsafe StyledContext.reached { return admitDerived() }
            unsafe StyledContext.reached = true
            self = .initial
            reset = true
            return false
        case .probe:
            if unsafe !StyledContext.reached { unsafe StyledContext.probedExplicit = self == .explicit }
            unsafe StyledContext.reached = true
            return false
        }
    }

    /// A value an observer derived from the property the engine is writing.
    @inlinable
    package mutating func admitDerived() -> Bool {
        guard self != .explicit else { return false }
        self = .appearance
        return true
    }
}
