/// Where a styled value came from.
public enum StyledOrigin: UInt8, Sendable, Hashable {
    // The raw values order the origins so that "the engine's usual write may replace it"
    // (initial or appearance) is one comparison (see `Styled.wrappedValue`).
    /// Nothing has written it: the declared initial value.
    case initial = 0
    /// The appearance engine wrote it.
    case appearance = 1
    /// The app wrote it: the engine leaves it alone until the app reverts it.
    case explicit = 2
    /// A rule of a containing object wrote it through a sub-object
    /// (`SearchBar.appearance().searchTextField.textColor`): to the sub-object's own rules it
    /// is like the app's value, as in UIKit, where the container's proxy calls the sub-object's
    /// setter; the app's own value still wins over it.
    case containerAppearance = 3

    /// Whether the engine's usual write may replace the value: nobody but the engine's rules
    /// for this object wrote it.
    @inlinable
    package var yieldsToAppearance: Bool { rawValue <= StyledOrigin.appearance.rawValue }

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
        switch StyledContext.mode {
        case .explicit:
            // R4.3 (Rules.md): any write but the engine's is the app's, and wins from now on.
            self = .explicit
            return true
        case .appearance:
            // R4.3, R13 (Rules.md): an appearance value never replaces an explicit one, nor one
            // a containing object's rule set through a sub-object.
            guard self != .explicit && self != .containerAppearance else { return false }
            self = .appearance
            return true
        case .learn:
            StyledContext.reached = true
            guard self != .explicit && self != .containerAppearance else { return false }
            self = .appearance
            return true
        case .containerAppearance:
            // R13 (Rules.md): a containing object's rule for the sub-object; the app's value wins.
            guard self != .explicit else { return false }
            self = .containerAppearance
            return true
        case .containerUnstyle:
            // R13 (Rules.md): a container's value goes; others are untouched.
            return withdraw(writtenBy: .containerAppearance, reset: &reset)
        case .unstyle:
            // R7 (Rules.md): back to the value before any appearance, explicit values untouched.
            return withdraw(writtenBy: .appearance, reset: &reset)
        case .revert:
            // R9 (Rules.md): the explicit value goes; the engine then applies the appearance value.
            return withdraw(writtenBy: nil, reset: &reset)
        case .probe:
            if !StyledContext.reached { StyledContext.probedExplicit = self == .explicit }
            StyledContext.reached = true
            return false
        case .initial:
            // R4.3 (Rules.md): an archive's value is the instance's own; it replaces only a
            // value nobody wrote (the storage keeps it as the value to return to, R7).
            return self == .initial
        }
    }

    /// Back to the value before any write, if `writer` (any writer when `nil`) wrote it: for
    /// the first storage a withdrawal reaches; later ones were derived from it by an observer.
    @inlinable
    package mutating func withdraw(writtenBy writer: StyledOrigin?, reset: inout Bool) -> Bool {
        if StyledContext.reached { return admitDerived() }
        StyledContext.reached = true
        if let writer, self != writer { return false }
        self = .initial
        reset = true
        return false
    }

    /// A value an observer derived from the property the engine is writing.
    @inlinable
    package mutating func admitDerived() -> Bool {
        guard self != .explicit && self != .containerAppearance else { return false }
        self = .appearance
        return true
    }
}
