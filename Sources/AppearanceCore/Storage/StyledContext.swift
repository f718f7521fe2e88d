// The write mode shared by the tree walker and every `@Styled` property.
//
// Confinement rule: these are process-lifetime globals with no lock and no isolation check.
// They are read and written only on the main thread (appearance work is main-actor work: the
// walk, the proxies and the views all run there), and no write spans a suspension point, so a
// value is never seen half-written. Only this file touches the raw globals (`stored…`, internal
// so that inlinable accessors reach them); everything else
// goes through the accessors, which is why code outside `Storage/` needs no `unsafe`.

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
        /// (``StyledContext/probedAddress``, ``StyledContext/probedAxis``).
        case learn
        /// The engine applies a value a containing object's rule sets through a sub-object
        /// (`SearchBar.appearance().searchTextField.textColor`): the sub-object's own rules do
        /// not replace it, as they do not replace the app's values.
        case containerAppearance
        /// The engine withdraws a value a containing object's rule set through a sub-object.
        case containerUnstyle
        /// A loader writes what an archive holds (a storyboard's colours and fonts): the
        /// instance's own starting value, as UIKit's decoding sets it, which rules replace and
        /// which the property returns to when no rule styles it any more (R4.3, R7).
        case initial
    }

    // The hot path reads and writes these for every styled value; nothing touches them
    // concurrently (appearance work is main-actor work), so no dynamic exclusivity checks.
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) static var storedMode: Mode = .explicit
    @usableFromInline @exclusivity(unchecked)
    nonisolated(unsafe) static var storedReached = false
    @usableFromInline
    nonisolated(unsafe) static var storedProbedExplicit = false
    @usableFromInline
    nonisolated(unsafe) static var storedProbedAddress: UInt?
    nonisolated(unsafe) static var storedProbedAxis: AnyHashable?

    /// The mode of the write in progress.
    @inlinable
    package static var mode: Mode {
        @inline(__always) get { unsafe storedMode }
        @inline(__always) set { unsafe storedMode = newValue }
    }
    /// Set by a ``Styled`` property when a withdrawing, reverting, probing or learning write of
    /// the engine reached it. The engine clears it before each such write: the first property
    /// reached is the one written; any other that its observers (`didSet`) write after it holds
    /// a derived value. After a learning write it also tells a styled property from a plain one.
    /// Plain appearance writes leave it alone: nothing reads it after them, and they are the
    /// hot path.
    @inlinable
    package static var reached: Bool {
        @inline(__always) get { unsafe storedReached }
        @inline(__always) set { unsafe storedReached = newValue }
    }
    /// The answers of a `.probe` write: whether the value is explicit, where the ``Styled``
    /// storage lives, and which axis value an ``AxisValues`` write addressed. The address tells
    /// key paths rooted at different classes of one property apart from different properties.
    @inlinable
    package static var probedExplicit: Bool {
        get { unsafe storedProbedExplicit }
        set { unsafe storedProbedExplicit = newValue }
    }
    /// The address of the first ``Styled`` storage the write reached (see ``noteProbedStorage(_:)``).
    package static var probedAddress: UInt? {
        get { unsafe storedProbedAddress }
        set { unsafe storedProbedAddress = newValue }
    }
    package static var probedAxis: AnyHashable? {
        get { unsafe storedProbedAxis }
        set { unsafe storedProbedAxis = newValue }
    }

    /// Records where `storage` lives, unless a storage was recorded already: the first storage
    /// reached is the property's own, an observer (`didSet`) may write others after it.
    @inlinable @inline(__always)
    package static func noteProbedStorage<Storage>(_ storage: inout Storage) {
        guard unsafe storedProbedAddress == nil else { return }
        unsafe withUnsafeMutablePointer(to: &storage) { unsafe storedProbedAddress = UInt(bitPattern: $0) }
    }

    /// Clears the answers of the last probing or learning write.
    package static func clearProbe() {
        probedExplicit = false
        probedAddress = nil
        probedAxis = nil
        reached = false
    }

    /// How far the probed storage lies from the start of `object`, if a storage was reached.
    package static func probedOffset(in object: AnyObject) -> Int? {
        probedAddress.map { Int(bitPattern: $0 &- UInt(bitPattern: ObjectIdentifier(object))) }
    }

    /// Runs `body` with `mode` in force.
    @inline(__always)
    package static func with<R>(_ mode: Mode, _ body: () throws -> R) rethrows -> R {
        let saved = Self.mode
        Self.mode = mode
        defer { Self.mode = saved }
        return try body()
    }
}
