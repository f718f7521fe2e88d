/// Makes a stored property appearance-aware: proxies can style it, and a value the app sets on
/// the instance wins over every proxy (the Swift stand-in for `UI_APPEARANCE_SELECTOR`).
///
/// ```swift
/// final class Badge: View {
///     @Styled var cornerRadius: Double = 0
/// }
/// Badge.appearance().cornerRadius = 8      // every badge entering a window gets 8
/// badge.cornerRadius = 2                   // this one keeps 2, whatever the proxies say
/// badge.revertToAppearance(\.cornerRadius) // and now follows the proxies again
/// ```
///
/// Any write that is not the engine's counts as explicit, including writes in the initializer.
/// For a property with one value per axis value (per control state, per bar metrics, ...),
/// declare it as ``AxisValues``: explicit values are then tracked per axis value.
@propertyWrapper
public struct Styled<Value> {
    // Accessors are inlinable so that an adopter's properties compile to direct, specialised
    // code (the engine writes every styled value of every view through them).
    @usableFromInline var value: Value
    /// The value before the app or any appearance wrote it: the declared one, or what a
    /// loader wrote in the ``StyledContext/Mode/initial`` mode.
    @usableFromInline var initialValue: Value
    @usableFromInline var origin: StyledOrigin = .initial
    /// ``AxisValues`` tracks each axis value itself; the wrapper only stores it.
    @usableFromInline let tracksItself: Bool

    /// Declares the property with its initial (un-themed) value.
    @inlinable
    public init(wrappedValue: Value) {
        value = wrappedValue
        initialValue = wrappedValue
        tracksItself = wrappedValue is any AxisTracking
    }

    /// Writes `newValue` as setting ``wrappedValue`` does, and returns whether the value kept
    /// is now another object than before (by identity), for a setter that tells observers of a
    /// change (a view's `tintColorDidChange()`). Compared in place, so the write costs no
    /// reference counting: the engine writes every styled value of every restyle through it.
    @inlinable @inline(__always)
    public mutating func assignReportingChange<Object: AnyObject>(_ newValue: Object?) -> Bool where Value == Object? {
        let unchanged = value === newValue
        wrappedValue = newValue
        return !unchanged && value === newValue
    }

    /// The property's current value.
    @inlinable
    public var wrappedValue: Value {
        get { value }
        @inline(__always) set {
            let mode = StyledContext.mode
            if mode == .appearance, !tracksItself {
                // The engine's usual write: an appearance value, unless the owner set its own
                // or a containing object's rule set it through a sub-object (R13).
                if origin.yieldsToAppearance {
                    origin = .appearance
                    value = newValue
                }
                return
            }
            if mode == .probe || mode == .learn { StyledContext.noteProbedStorage(&self) }
            if mode == .initial, !tracksItself {
                setInitialValue(newValue)
                return
            }
            if tracksItself {
                value = newValue
                return
            }
            var reset = false
            if origin.admit(reset: &reset) {
                value = newValue
            } else if reset {
                value = initialValue
            }
        }
    }

    /// A loader's write of an archive's value (``StyledContext/Mode/initial``): out of line,
    /// so that the setter every styled write inlines stays as small as it was.
    @usableFromInline @inline(never)
    mutating func setInitialValue(_ newValue: Value) {
        // R4.3, R7 (Rules.md): an archive's value is where the property starts and returns to;
        // the app's own value (set in `init?(coder:)`) stays.
        if origin != .explicit { initialValue = newValue }
        if origin == .initial { value = newValue }
    }

    /// The tracking state, read as `$property`: origin and initial value.
    public var projectedValue: Self { self }

    /// Who wrote the current value.
    public var valueOrigin: StyledOrigin { origin }

    /// Whether the app set this value on the instance (so proxies do not change it).
    public var isExplicit: Bool { origin == .explicit }

    /// The value the property had before the app or any appearance wrote it.
    public var initialWrappedValue: Value { initialValue }
}

extension Styled: Sendable where Value: Sendable {}
